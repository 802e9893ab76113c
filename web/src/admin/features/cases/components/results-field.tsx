import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';

import type { CaseFormValues, CaseInput } from '@alicerce/domain';
import { FormTextField } from '@/admin/components/form-text-field';
import { KeyValueEditor, toRecord, toRows, type KeyValueRow } from '@/admin/components/key-value-editor';

type View = 'rows' | 'json';

/** The results JSON as rows, or null when it is not an object of texts (then only 'Avançado (JSON)' can edit it). */
function rowsOf(text: string): KeyValueRow[] | null {
  if (text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    return entries.every(([, v]) => typeof v === 'string') ? toRows(Object.fromEntries(entries) as Record<string, string>) : null;
  } catch {
    return null;
  }
}

type Props = { control: Control<CaseFormValues, unknown, CaseInput> };

/**
 * A case's 'Resultados': metric → value rows ('Leads' → '+320%'), stored as the JSON object the form validates (its
 * messages stay the spec's: 'JSON inválido', 'Formato de resultados inválido'), with 'Avançado (JSON)' for the raw text.
 */
export function ResultsField({ control }: Props) {
  return (
    <Controller
      control={control}
      name="results"
      render={({ field, fieldState }) => (
        <ResultsEditor text={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} control={control} />
      )}
    />
  );
}

function ResultsEditor({ text, onChange, error, control }: { text: string; onChange: (text: string) => void; error?: string } & Props) {
  const [rows, setRows] = useState<KeyValueRow[] | null>(() => rowsOf(text));
  const [view, setView] = useState<View>(() => (rows ? 'rows' : 'json'));
  const edit = (next: KeyValueRow[]) => {
    setRows(next);
    onChange(JSON.stringify(toRecord(next), null, 2));
  };
  const switchTo = (next: View | null) => {
    if (!next) return;
    if (next === 'rows') setRows(rowsOf(text));
    setView(next);
  };
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: View | null) => switchTo(next)}
        aria-label="Modo de edição dos resultados"
      >
        <ToggleButton value="rows">Métricas</ToggleButton>
        <ToggleButton value="json">Avançado (JSON)</ToggleButton>
      </ToggleButtonGroup>
      {view === 'rows' && rows && <KeyValueEditor label="Resultados" rows={rows} onChange={edit} keyLabel="Métrica" valueLabel="Valor" />}
      {view === 'rows' && !rows && (
        <Alert severity="error">Formato de resultados inválido: corrija em “Avançado (JSON)” para voltar às métricas.</Alert>
      )}
      {view === 'rows' && error && <Alert severity="error">{error}</Alert>}
      {view === 'json' && (
        <FormTextField
          control={control}
          name="results"
          label="Resultados (JSON)"
          required
          multiline
          minRows={3}
          placeholder='{ "Leads": "+320%", "CPL": "R$ 18" }'
          helperText='Objeto JSON: nome da métrica → valor em texto, ex.: { "Leads": "+320%" }'
        />
      )}
    </Stack>
  );
}
