import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { ClientLogo } from '../types';

import { LogoImage } from './client-logo-strip';

/** How many logos the hero shows: two rows of two, beside the drawing at 1366 px and under the button on a phone. */
const SHOWN = 4;

/**
 * The first screen's proof (home hero): a short caption and the first clients' logos, small, in one calm tone — the
 * names a buyer checks before reading on. The whole strip is further down the page; nothing when no client has a logo.
 */
export function ClientLogoRow({ clients }: { clients: ClientLogo[] }) {
  const captionId = useId();
  const shown = clients.filter((client) => client.logo).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <Box sx={{ mt: { xs: 3.5, md: 4 } }} data-testid="hero-proof">
      <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Clientes que já lançaram com a gente
      </Typography>
      <Box
        component="ul"
        aria-labelledby={captionId}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          alignItems: 'center',
          columnGap: 4,
          rowGap: 2,
        }}
      >
        {shown.map((client) => (
          <li key={client.documentId}>
            <LogoImage client={client} height={28} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
