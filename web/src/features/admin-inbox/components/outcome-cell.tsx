import Typography from '@mui/material/Typography';

import type { Outcome } from '@alicerce/domain';

import { OUTCOME_LABELS } from '../lib/labels';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * The 'Resultado' column, read only: 'Qualificado' / 'Ganho' and the value in R$, or a dash.
 * INTEGRATION (#15, engineer A): the outcome editor replaces this component in the columns' renderCell.
 */
export function OutcomeCell({ outcome, value }: { outcome?: Outcome | null; value?: number | string | null }) {
  if (!outcome) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return (
    <Typography variant="body2">
      {OUTCOME_LABELS[outcome]}
      {value !== null && value !== undefined && value !== '' && ` · ${money.format(Number(value))}`}
    </Typography>
  );
}
