import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export type KeyValueRow = { key: string; value: string };

/** A stored object of strings (a case's results: { "Leads": "+250%" }) as editable rows, in its order. */
export const toRows = (record: Record<string, string>): KeyValueRow[] => Object.entries(record).map(([key, value]) => ({ key, value }));

/** The rows as the object to store: keys trimmed, rows without a key left out (the first of a repeated key wins). */
export function toRecord(rows: KeyValueRow[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key && !(key in record)) record[key] = row.value;
  }
  return record;
}

type Props = {
  /** Names the group and its buttons ('Resultados'). */
  label: string;
  rows: KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  keyLabel?: string;
  valueLabel?: string;
};

/**
 * An object of strings edited as 'name → value' rows, with 'Adicionar' and a remove button per row (for a case's
 * 'Resultados'). A repeated name is marked on the later row, which `toRecord` leaves out.
 */
export function KeyValueEditor({ label, rows, onChange, keyLabel = 'Nome', valueLabel = 'Valor' }: Props) {
  const set = (index: number, patch: Partial<KeyValueRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const repeated = (index: number) => {
    const key = rows[index].key.trim();
    return key !== '' && rows.slice(0, index).some((row) => row.key.trim() === key);
  };

  return (
    <Stack spacing={1.5} role="group" aria-label={label}>
      <Typography variant="subtitle2" component="span">
        {label}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhum item. Use “Adicionar” para incluir o primeiro.
        </Typography>
      )}
      {rows.map((row, index) => (
        // Rows have no id of their own; the index is their identity while editing.
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            label={`${keyLabel} ${index + 1}`}
            value={row.key}
            onChange={(event) => set(index, { key: event.target.value })}
            error={repeated(index)}
            helperText={repeated(index) ? 'Nome repetido: só o primeiro é salvo' : undefined}
            sx={{ flex: 1 }}
          />
          <TextField size="small" label={`${valueLabel} ${index + 1}`} value={row.value} onChange={(event) => set(index, { value: event.target.value })} sx={{ flex: 1 }} />
          <IconButton aria-label={`Remover ${row.key.trim() || `item ${index + 1}`}`} onClick={() => onChange(rows.filter((_, i) => i !== index))} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, { key: '', value: '' }])} sx={{ alignSelf: 'flex-start' }}>
        Adicionar
      </Button>
    </Stack>
  );
}
