import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { HeroContent } from '@alicerce/domain';
import { sectionField } from '@/lib/section-fields';

import { CmsButton } from './cms-button';

type Props = {
  content: HeroContent;
  /** Rendered inside the H1 after the title (home: the rotating word). */
  titleSuffix?: ReactNode;
  /** Optional form shown beside the text (below it on small screens). */
  form?: ReactNode;
  /** Optional picture under the call to action (home: the skyline illustration). */
  visual?: ReactNode;
};

/**
 * Page hero with the page's single H1. Renders a CMS section of content_type "hero":
 *   { "title": string, "subtitle": string, "cta_label": string, "cta_href": string }
 * `cta_href` is a site path ("/agendamento") or a full URL.
 */
export function HeroSection({ content, titleSuffix, form, visual }: Props) {
  return (
    <Box
      component="section"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: form ? 7 : 10 }}>
            <Typography variant="h1" color="primary" sx={{ mb: 2 }}>
              <span {...sectionField('title')}>{content.title}</span>
              {titleSuffix && <> {titleSuffix}</>}
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: '60ch', fontWeight: 400, mb: 4 }} {...sectionField('subtitle')}>
              {content.subtitle}
            </Typography>
            <CmsButton href={content.cta_href} label={content.cta_label} fields={{ label: 'cta_label', href: 'cta_href' }} variant="contained" size="large" />
            {visual}
          </Grid>
          {form && (
            <Grid size={{ xs: 12, md: 5 }}>
              <Card sx={{ boxShadow: 3 }}>
                <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>{form}</CardContent>
              </Card>
            </Grid>
          )}
        </Grid>
      </Container>
    </Box>
  );
}
