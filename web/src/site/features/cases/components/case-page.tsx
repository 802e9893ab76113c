import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { heroTitleSx } from '@/site/components/ui/hero-frame';
import { Breadcrumb } from '@/site/components/ui/breadcrumb';
import { paths } from '@/shared/config/paths';
import { Island } from '@/site/lib/islands/island';
import { dataAttr } from '@/site/lib/islands/selectors';

import { CASE_PAGE } from '../lib/case-page-selectors';
import type { Case } from '../types';

import { CaseDetail } from './case-detail';
import { LightboxShell } from './lightbox-shell';

/**
 * A case study's own page (/cases/<slug>): what search engines index and links preview. Its details region is also
 * what /cases shows in its dialog; its images open the lightbox (lightbox-island.ts). `children` (the client's
 * testimonial, composed by the route) follow the case's results, before its gallery and call to action.
 */
export function CasePage({ item, children }: { item: Case; children?: ReactNode }) {
  return (
    <Island name="case-page" when="load">
      <Container
        component="article"
        maxWidth="md"
        {...dataAttr(CASE_PAGE.detail)}
        {...dataAttr(CASE_PAGE.title, item.title)}
        sx={{ py: { xs: 4, md: 8 } }}
      >
        <Breadcrumb section={{ label: 'Cases', href: paths.cases }} title={item.title} />
        <Typography variant="h1" sx={[heroTitleSx, { fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }]}>
          {item.title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
          {item.short_description}
        </Typography>
        <CaseDetail item={item} testimonial={children} />
        <Button href={paths.cases} startIcon={<ArrowBackIcon />} sx={{ mt: 4, ml: -1 }}>
          Ver todos os cases
        </Button>
      </Container>
      <LightboxShell />
    </Island>
  );
}
