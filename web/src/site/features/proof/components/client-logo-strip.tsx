import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { paintWhenNear } from '@/site/components/ui/paint-when-near';
import { monochromeLogoSx } from '@/shared/ui/monochrome-logo';
import { siteMediaUrl } from '@/shared/lib/media-sources';

import type { ClientLogo } from '../types';

/** The strip's logo height in px (phone, wide screen): logos are fitted to it, never stretched. */
const HEIGHT = { xs: 30, md: 40 };

/** A client's logo fitted to `height` (px, or per breakpoint), in the one calm tone of monochromeLogoSx. */
export function LogoImage({ client, height = HEIGHT }: { client: ClientLogo; height?: number | { xs: number; md: number } }) {
  const logo = client.logo!;
  const ratio = logo.width && logo.height ? logo.width / logo.height : 3;
  const tallest = typeof height === 'number' ? height : height.md;
  return (
    <Box
      component="img"
      src={siteMediaUrl(logo.url)}
      alt={logo.alternativeText?.trim() || client.name}
      width={Math.round(tallest * ratio)}
      height={tallest}
      loading="lazy"
      decoding="async"
      // Its room kept even if the file fails: a broken picture has no ratio of its own, and drawn as its alt text it
      // widened its column and moved the logo beside it (the home's first screen, a stalled page in the e2e run).
      style={{ aspectRatio: `${Math.round(tallest * ratio)} / ${tallest}` }}
      // min-width 0 and overflow: the alt text of a broken one never widens the box its ratio sets.
      sx={(theme) => ({
        display: 'block',
        height,
        width: 'auto',
        minWidth: 0,
        maxWidth: '100%',
        overflow: 'hidden',
        objectFit: 'contain',
        ...monochromeLogoSx(theme),
      })}
    />
  );
}

/** Logos per row at most (phone, tablet, wide screen); the rows are balanced: 8 logos are two rows of 4, not 6 + 2. */
const MAX_PER_ROW = { xs: 2, sm: 4, md: 6 } as const;
const rowShare = (count: number, max: number) => `${100 / Math.ceil(count / Math.ceil(count / max))}%`;

/** 'Quem já constrói com a gente': the clients' logos in balanced rows; a logo with an address links to it. */
export function ClientLogoStrip({ clients, title = 'Quem já constrói com a gente' }: { clients: ClientLogo[]; title?: string }) {
  const headingId = useId();
  const shown = clients.filter((client) => client.logo);
  if (shown.length === 0) return null;
  const basis = {
    xs: rowShare(shown.length, MAX_PER_ROW.xs),
    sm: rowShare(shown.length, MAX_PER_ROW.sm),
    md: rowShare(shown.length, MAX_PER_ROW.md),
  };
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 7 }, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', ...paintWhenNear(280) }}
    >
      <Container>
        <Typography
          id={headingId}
          variant="overline"
          component="h2"
          sx={{ display: 'block', textAlign: 'center', color: 'text.secondary', mb: { xs: 3, md: 4 } }}
        >
          {title}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            alignItems: 'center',
            rowGap: { xs: 3, md: 4 },
          }}
        >
          {shown.map((client) => (
            <Box
              component="li"
              key={client.documentId}
              sx={{ flex: '0 0 auto', flexBasis: basis, display: 'flex', justifyContent: 'center', px: { xs: 1.5, md: 3 } }}
            >
              {client.website_url ? (
                <a href={client.website_url} rel="noopener noreferrer nofollow">
                  <LogoImage client={client} />
                </a>
              ) : (
                <LogoImage client={client} />
              )}
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
