import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { OUTCOME_LABELS, outcomeInputSchema, parseInput, type Outcome } from '@alicerce/domain';
import { useToast } from '@/shared/lib/toast';

import { useUpdateOutcome } from '../api/update-outcome';
import { formatDateTime } from '../lib/format';
import { formatBrl, parseBrl } from '../lib/brl';
import type { OutcomeFields } from '../types';

type Row = OutcomeFields & { documentId: string; name: string };
type Props = { kind: 'leads' | 'bookings'; row: Row; onSaved?: (saved: OutcomeFields) => void };

const NONE = '';
/** Side by side where there is room, one under the other in a narrow cell or on a phone. */
const FIELD = { flex: '1 1 120px', maxWidth: 180 };

/**
 * A lead's or booking's outcome (#15): '—' / 'Qualificado' / 'Ganho' with an optional 'Valor (R$)' typed the Brazilian
 * way (1.500,50), saved with a toast; under it who set it and when. Self-contained (the row and `onSaved`), so it can
 * sit in a table row, a grid cell or a detail panel.
 */
export function OutcomeEditor({ kind, row, onSaved }: Props) {
  const toast = useToast();
  const update = useUpdateOutcome();
  const [outcome, setOutcome] = useState<Outcome | typeof NONE>(row.outcome ?? NONE);
  const [value, setValue] = useState(row.outcome_value == null ? '' : formatBrl(Number(row.outcome_value)));
  const [error, setError] = useState<string | null>(null);
  // The form only while editing: a list of many rows stays light (a few MUI fields per row is heavy at 100+ rows).
  const [editing, setEditing] = useState(false);

  const save = () => {
    const amount = value.trim() === '' ? null : parseBrl(value);
    const input = { outcome: outcome || null, outcome_value: Number.isNaN(amount) ? 'x' : amount };
    const checked = parseInput(outcomeInputSchema, input);
    if (!checked.success) return setError(checked.message);
    setError(null);
    update.mutate(
      { kind, documentId: row.documentId, ...checked.data },
      {
        onSuccess: (saved) => {
          toast.success('Resultado salvo!', `${row.name}: ${saved.outcome ? OUTCOME_LABELS[saved.outcome] : 'sem resultado'}`);
          setEditing(false);
          onSaved?.(saved);
        },
        onError: (failure) => toast.error('Erro ao salvar resultado', failure.message),
      },
    );
  };

  const setBy = row.outcome && row.outcome_set_by && row.outcome_set_at && (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
      por {row.outcome_set_by} em {formatDateTime(row.outcome_set_at)}
    </Typography>
  );

  if (!editing) {
    return (
      <Box sx={{ mt: 1 }}>
        <Typography variant="body2">
          Resultado: {row.outcome ? OUTCOME_LABELS[row.outcome] : '—'}
          {row.outcome_value != null && ` · R$ ${formatBrl(Number(row.outcome_value))}`}
        </Typography>
        {setBy}
        <Button size="small" onClick={() => setEditing(true)} aria-label={`Editar resultado de ${row.name}`} sx={{ mt: 0.5, px: 0 }}>
          Editar resultado
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), save())} aria-label={`Resultado de ${row.name}`} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Resultado"
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as Outcome | typeof NONE)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={FIELD}
        >
          <MenuItem value={NONE}>—</MenuItem>
          {(Object.keys(OUTCOME_LABELS) as Outcome[]).map((key) => (
            <MenuItem key={key} value={key}>
              {OUTCOME_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Valor (R$)"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="0,00"
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
          sx={FIELD}
        />
        <Button type="submit" size="small" variant="outlined" disabled={update.isPending} sx={{ mt: 0.25 }}>
          Salvar resultado
        </Button>
      </Box>
      {setBy}
    </Box>
  );
}
