import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

import { useToast } from '@/lib/toast';

import { useCases } from '../api/get-cases';
import { useCasesUrlState } from '../hooks/use-cases-url-state';
import { filterCases } from '../lib/filters';

import { CaseDetailsDialog } from './case-details-dialog';
import { CaseFilters } from './case-filters';
import { CaseGrid } from './case-grid';

export const LOAD_ERROR_TOAST = 'Erro ao carregar cases';

/**
 * The /cases list: filters and open case from the URL, the grid of published cases (read live from the
 * CMS, newest first) and the details dialog. When the CMS fails, a toast and a retry; the page still renders.
 */
export function CasesShowcase() {
  const { data, isPending, isError, refetch, isFetching } = useCases();
  const { filters, setFilters, openSlug, openCase, closeCase } = useCasesUrlState();
  const toast = useToast();

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR_TOAST);
  }, [isError, toast]);

  const cases = data ?? [];
  const openItem = openSlug ? (cases.find((item) => item.slug === openSlug) ?? null) : null;
  const errorView = isError && !data && (
    <>
      <Typography color="text.secondary">Não foi possível carregar os cases agora.</Typography>
      <Button variant="outlined" onClick={() => refetch()} disabled={isFetching}>
        Tentar novamente
      </Button>
    </>
  );

  return (
    <Box component="section" aria-label="Lista de cases" sx={{ py: { xs: 5, md: 8 } }}>
      <Container>
        <CaseFilters value={filters} onChange={setFilters} />
        <CaseGrid cases={filterCases(cases, filters)} loading={isPending} onOpen={openCase} fallback={errorView || undefined} />
      </Container>
      <CaseDetailsDialog item={openItem} onClose={closeCase} />
    </Box>
  );
}
