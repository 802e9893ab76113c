import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { ResultsLandingPage, ResultsLandingVariant } from '@alicerce/domain';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { visuallyHidden } from '@/admin/components/visually-hidden';
import { normalizeApiError } from '@/admin/lib/api-client';
import { useToast } from '@/shared/lib/toast';

import { promoteLandingVariant } from '../api/promote-landing-variant';
import { abFigures, promotionBlock } from '../lib/ab-figures';
import { formatInteger } from '../lib/format';

const HEADERS = ['Variante', 'Visualizações', 'Leads', 'Agendamentos', 'Ganhos', 'Conversão', 'Intervalo de 95%', 'Chance de superar a original'];
/** The last column holds 'Promover vencedora': named for screen readers (an empty header is announced as nothing). */
const ACTIONS_HEADER = 'Ações';
type Choice = { page: ResultsLandingPage; variant: ResultsLandingVariant };

/**
 * 'Testes A/B das landing pages': per page and hero variant, views → leads → bookings → won, the conversion with its 95 % interval
 * and the probability of beating the original (docs/ab-testing.md), and 'Promover vencedora' for a live variant other
 * than the original, after a confirmation (the CMS makes it the page's only hero and audits the change) — disabled, with
 * what is missing written under it, while either arm lacks data in the range shown (the domain's promotionShortfall).
 */
export function LandingAbTable({ pages }: { pages: ResultsLandingPage[] }) {
  const toast = useToast();
  const client = useQueryClient();
  const [choice, setChoice] = useState<Choice | null>(null);
  const promote = useMutation({
    mutationFn: promoteLandingVariant,
    onSuccess: () => {
      toast.success('Variante promovida: agora é o único destaque da página.');
      setChoice(null);
      void client.invalidateQueries({ queryKey: ['results'] });
    },
    onError: (failure) => {
      // A refusal as stale (409) says who changed the page: the report is read again, the choice stays to retry.
      toast.error('Erro ao promover a variante', normalizeApiError(failure).message);
      void client.invalidateQueries({ queryKey: ['results'] });
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" id="tabela-testes-ab" sx={{ fontWeight: 600, mb: 1 }}>
        Testes A/B das landing pages
      </Typography>
      {pages.length === 0 && <Typography color="text.secondary">Nenhuma landing page</Typography>}
      {pages.map((page) => {
        const original = page.variants.find((variant) => variant.variant === 'a');
        return (
          // Scrolls sideways on its own on a phone (focusable, named by its page); `relative` keeps the hidden
          // 'Ações' header inside it — positioned against the page, it widened the whole screen to 855 px at 375.
          <TableContainer key={page.document_id} tabIndex={0} role="region" aria-labelledby={`ab-${page.slug}`} sx={{ mb: 2, position: 'relative' }}>
            <Typography component="h4" variant="body2" sx={{ fontWeight: 600 }} id={`ab-${page.slug}`}>
              {page.title} — /lp/{page.slug}
            </Typography>
            <Table size="small" aria-labelledby={`ab-${page.slug}`}>
              <TableHead>
                <TableRow>
                  {HEADERS.map((header) => (
                    <TableCell key={header}>{header}</TableCell>
                  ))}
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {ACTIONS_HEADER}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.variants.map((variant) => {
                  const figures = abFigures(variant, original);
                  const canPromote = variant.live && variant.variant !== 'a';
                  // The domain's rule, as the CMS applies it: both arms past the minimum, or why not (shown, not a tooltip).
                  const blocked = canPromote ? promotionBlock(variant, original) : null;
                  const reasonId = `promover-motivo-${page.slug}-${variant.variant}`;
                  return (
                    <TableRow key={variant.variant}>
                      <TableCell component="th" scope="row">
                        {variant.variant.toUpperCase()}
                        {variant.variant === 'a' ? ' (original)' : ''}
                        {variant.live ? '' : ' (removida)'}
                      </TableCell>
                      <TableCell>{formatInteger(variant.views)}</TableCell>
                      <TableCell>{formatInteger(variant.leads)}</TableCell>
                      <TableCell>{formatInteger(variant.bookings)}</TableCell>
                      <TableCell>{formatInteger(variant.won)}</TableCell>
                      <TableCell>{figures.rate}</TableCell>
                      <TableCell>{figures.interval}</TableCell>
                      <TableCell>{figures.beats}</TableCell>
                      <TableCell>
                        {canPromote && (
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={blocked !== null}
                            onClick={() => setChoice({ page, variant })}
                            aria-label={`Promover vencedora: variante ${variant.variant.toUpperCase()} de ${page.title}`}
                            aria-describedby={blocked ? reasonId : undefined}
                            sx={{ whiteSpace: 'nowrap' }}
                          >
                            Promover vencedora
                          </Button>
                        )}
                        {blocked && (
                          <Typography id={reasonId} variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5, maxWidth: 280 }}>
                            {blocked}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        );
      })}
      <ConfirmDialog
        open={choice !== null}
        title="Promover vencedora?"
        text={
          choice
            ? `A variante ${choice.variant.variant.toUpperCase()} passa a ser o único destaque de "${choice.page.title}"; as outras variantes são removidas.`
            : ''
        }
        confirmLabel="Promover"
        busy={promote.isPending}
        onCancel={() => setChoice(null)}
        onConfirm={() => choice && promote.mutate({ documentId: choice.page.document_id, variant: choice.variant.variant })}
      />
    </Paper>
  );
}
