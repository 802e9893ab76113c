import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  heading: string;
  intro: string;
  /** Extra attributes of the intro paragraph (e.g. which CMS value it shows: lib/section-fields.ts). */
  introProps?: Record<string, string>;
  /** Small line above the heading (category, breadcrumb…). */
  eyebrow?: ReactNode;
  children?: ReactNode;
};

/** Page hero: the page's single H1 and its intro paragraph. */
export function PageIntro({ heading, intro, introProps, eyebrow, children }: Props) {
  return (
    <Box component="section" sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.default' }}>
      <Container>
        {eyebrow}
        <Typography variant="h1" color="primary" sx={{ mb: 2, maxWidth: '20ch' }}>
          {heading}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: '60ch', fontWeight: 400 }} {...introProps}>
          {intro}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
