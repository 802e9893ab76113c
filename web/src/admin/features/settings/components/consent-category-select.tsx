import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import type { ConsentCategory } from '@alicerce/domain';

const OPTIONS: Array<{ value: ConsentCategory; label: string }> = [
  { value: 'necessary', label: 'Necessários' },
  { value: 'analytics', label: 'Analíticos' },
  { value: 'marketing', label: 'Marketing' },
];

type Props = { id: string; value: ConsentCategory; onChange: (value: ConsentCategory) => void };

/** LGPD: the snippet runs on the site only after the visitor grants this category ('Necessários' always runs). */
export function ConsentCategorySelect({ id, value, onChange }: Props) {
  return (
    <TextField
      select
      id={id}
      label="Categoria de consentimento"
      value={value}
      onChange={(event) => onChange(event.target.value as ConsentCategory)}
      helperText="O script só roda depois que o visitante aceitar esta categoria de cookies (Necessários rodam sempre)."
      sx={{ maxWidth: 420 }}
    >
      {OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
