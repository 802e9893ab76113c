import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
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
  /** Order matters (a chart's periods): each row gets 'Mover para cima' / 'Mover para baixo'. */
  reorderable?: boolean;
  /** Names must differ (an object's keys): a repeated one is marked. Off for rows whose names may repeat. */
  uniqueKeys?: boolean;
  /** 'decimal' brings up the numeric keypad on a phone for the values. */
  valueInputMode?: 'text' | 'decimal';
  /** At most this many rows: 'Adicionar' is disabled at the limit. */
  maxRows?: number;
};

/**
 * 'name → value' rows with 'Adicionar' and a remove button per row: an object of strings (a case's 'Resultados', where
 * a repeated name is marked on the later row, which `toRecord` leaves out) or an ordered list (a chart's periods, with
 * move buttons).
 */
export function KeyValueEditor({
  label,
  rows,
  onChange,
  keyLabel = 'Nome',
  valueLabel = 'Valor',
  reorderable = false,
  uniqueKeys = true,
  valueInputMode = 'text',
  maxRows,
}: Props) {
  const set = (index: number, patch: Partial<KeyValueRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, to: number) => {
    const next = [...rows];
    [next[index], next[to]] = [next[to], next[index]];
    onChange(next);
  };
  const repeated = (index: number) => {
    const key = rows[index].key.trim();
    return uniqueKeys && key !== '' && rows.slice(0, index).some((row) => row.key.trim() === key);
  };
  const name = (row: KeyValueRow, index: number) => row.key.trim() || `item ${index + 1}`;

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
          <TextField
            size="small"
            label={`${valueLabel} ${index + 1}`}
            value={row.value}
            onChange={(event) => set(index, { value: event.target.value })}
            slotProps={{ htmlInput: { inputMode: valueInputMode } }}
            sx={{ flex: 1 }}
          />
          <Stack direction="row" sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
            {reorderable && (
              <>
                <IconButton aria-label={`Mover ${name(row, index)} para cima`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={`Mover ${name(row, index)} para baixo`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownwardIcon />
                </IconButton>
              </>
            )}
            <IconButton aria-label={`Remover ${name(row, index)}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        disabled={maxRows !== undefined && rows.length >= maxRows}
        onClick={() => onChange([...rows, { key: '', value: '' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Adicionar
      </Button>
      {maxRows !== undefined && rows.length >= maxRows && (
        <Typography variant="body2" color="text.secondary">
          Limite de {maxRows} itens atingido.
        </Typography>
      )}
    </Stack>
  );
}
