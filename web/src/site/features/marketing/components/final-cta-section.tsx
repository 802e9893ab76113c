import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { CtaContent } from '@alicerce/domain';
import { ctaBandSx } from '@/site/components/ui/cta-band';
import { sectionField } from '@/site/lib/section-fields';

import { CmsButton } from './cms-button';

/**
 * Closing call to action of a page. Renders a CMS section of content_type "cta":
 *   { "title": string, "text": string, "button_label": string, "button_href": string }
 * `button_href` is a site path ("/agendamento") or a full URL.
 */
export function FinalCtaSection({ content }: { content: CtaContent }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.default' }}>
      {/* On a phone the band runs edge to edge so the button's label keeps to one line down to 320 px. */}
      <Container sx={{ px: { xs: 0, sm: 3 } }}>
        <Paper
          elevation={0}
          sx={(theme) => ({
            px: { xs: 2, sm: 4, md: 6 },
            py: { xs: 5, sm: 4, md: 6 },
            borderRadius: { xs: 0, sm: 4 },
            textAlign: 'center',
            ...ctaBandSx(theme),
          })}
        >
          <Typography id={headingId} variant="h2" sx={{ mb: 2 }} {...sectionField('title')}>
            {content.title}
          </Typography>
          <Typography sx={{ mb: 4, maxWidth: '60ch', mx: 'auto', fontSize: '1.1rem' }} {...sectionField('text')}>
            {content.text}
          </Typography>
          <CmsButton
            href={content.button_href}
            label={content.button_label}
            fields={{ label: 'button_label', href: 'button_href' }}
            variant="contained"
            size="large"
            sx={{ px: { xs: 2, sm: 2.75 } }}
          />
        </Paper>
      </Container>
    </Box>
  );
}
