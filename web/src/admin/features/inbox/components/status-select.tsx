import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type Props<T extends string> = {
  label: string;
  value: T;
  labels: Record<T, string>;
  disabled?: boolean;
  onChange: (value: T) => void;
};

/** Small select for a row's status (labels in pt-BR). */
export function StatusSelect<T extends string>({ label, value, labels, disabled, onChange }: Props<T>) {
  return (
    <TextField
      select
      size="small"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as T)}
      slotProps={{ htmlInput: { 'aria-label': label }, select: { inputProps: { 'aria-label': label } } }}
      sx={{ minWidth: 124 }}
    >
      {(Object.keys(labels) as T[]).map((key) => (
        <MenuItem key={key} value={key}>
          {labels[key]}
        </MenuItem>
      ))}
    </TextField>
  );
}
