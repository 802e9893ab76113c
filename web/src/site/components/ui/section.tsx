import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type SectionTone = 'default' | 'paper' | 'band' | 'strong';

const TONES = {
  default: { bgcolor: 'background.default' },
  paper: { bgcolor: 'background.paper' },
  band: { bgcolor: 'brand.band' },
  strong: { bgcolor: 'brand.bandStrong', color: 'brand.onBandStrong' },
} as const;

type Props = {
  title: string;
  intro?: string;
  /**
   * The section's band: the page's background, paper, the sand band, or the strong band (navy) that carries the
   * results figures — consecutive sections change band so the page has a rhythm.
   */
  tone?: SectionTone;
  children: ReactNode;
};

/** A page section with its H2, labelled by it for assistive technology. */
export function Section({ title, intro, tone = 'default', children }: Props) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 6, md: 9 }, ...TONES[tone] }}>
      <Container>
        <Typography id={headingId} variant="h2" sx={{ mb: intro ? 1.5 : 4, textAlign: { md: 'center' } }}>
          {title}
        </Typography>
        {intro && (
          <Typography
            sx={{ color: tone === 'strong' ? 'inherit' : 'text.secondary', mb: 5, maxWidth: '65ch', mx: { md: 'auto' }, textAlign: { md: 'center' } }}
          >
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
