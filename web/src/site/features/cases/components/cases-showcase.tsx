import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { SHOW_MESSAGE } from '@/site/lib/dom/show-message-selectors';
import { fingerprint } from '@/site/lib/hash';
import { Island } from '@/site/lib/islands/island';
import { dataAttr } from '@/site/lib/islands/selectors';

import { CASES } from '../lib/cases-selectors';
import { casesVersion } from '../lib/cases-version';
import { EMPTY_TEXT, LOAD_FAILED_TEXT } from '../lib/messages';
import type { Case } from '../types';

import { CaseDialogShell } from './case-dialog-shell';
import { CaseFilters } from './case-filters';
import { CaseGrid } from './case-grid';
import { CaseGridSkeleton } from './case-grid-skeleton';
import { LightboxShell } from './lightbox-shell';

/**
 * The /cases list, prerendered with every published case (`cases`; null when the CMS could not be read at build
 * time): filters, a status line, the grid, the empty state, the case dialog and the lightbox. cases-island.ts
 * applies the filters from the URL, opens cases in the dialog, and checks the CMS once idle ('Carregando cases...'
 * while it asks), rendering the list again only when a case was published or changed since the build.
 */
export function CasesShowcase({ cases }: { cases: Case[] | null }) {
  return (
    <Island name="cases" props={{ version: cases ? fingerprint(casesVersion(cases)) : null }} when="load">
      <Box component="section" aria-label="Lista de cases" sx={{ py: { xs: 5, md: 8 } }}>
        <Container>
          <CaseFilters />
          <Typography {...dataAttr(CASES.status)} role="status" color="text.secondary" variant="body2" sx={{ minHeight: 24, mt: -2, mb: 1 }} />
          <Box {...dataAttr(CASES.list)}>{cases ? <CaseGrid cases={cases} /> : <CaseGridSkeleton />}</Box>
          {/* Their texts are written by the island when they apply: the page's HTML never says "nothing found". */}
          <Box {...dataAttr(CASES.empty)} hidden role="status" sx={{ textAlign: 'center', py: 8, px: 2 }}>
            <Typography color="text.secondary" {...dataAttr(SHOW_MESSAGE.text, EMPTY_TEXT)} />
          </Box>
          <Box
            {...dataAttr(CASES.error)}
            hidden
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center', py: 8, px: 2 }}
          >
            <Typography color="text.secondary" {...dataAttr(SHOW_MESSAGE.text, LOAD_FAILED_TEXT)} />
            <Button variant="outlined" {...dataAttr(CASES.retry)}>
              Tentar novamente
            </Button>
          </Box>
        </Container>
        <CaseDialogShell />
        <LightboxShell />
      </Box>
    </Island>
  );
}
