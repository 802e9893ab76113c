import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import type { LegalSection } from '../content/types';

import { LastUpdated } from './last-updated';
import { LegalSectionBody } from './legal-section-body';
import { heroTitleSx } from '@/site/components/ui/hero-frame';

type Props = {
  heading: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
};

/** A legal page: H1, last-updated line, intro and numbered H2 sections ("1. Dados coletados"). */
export function LegalDocument({ heading, intro, sections }: Props) {
  return (
    <Box component="article" sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.default' }}>
      <Container maxWidth="md">
        <Typography variant="h1" sx={[heroTitleSx, { mb: 1 }]}>
          {heading}
        </Typography>
        <LastUpdated />
        <Box sx={{ mt: 4, mb: 2 }}>
          {intro.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2, fontSize: '1.1rem' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        {sections.map((section, index) => (
          <Box component="section" key={section.title} sx={{ mt: 5 }}>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 2 }}>
              {`${index + 1}. ${section.title}`}
            </Typography>
            <LegalSectionBody blocks={section.body} />
          </Box>
        ))}
      </Container>
    </Box>
  );
}
