import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';

import { dataAttr, selector } from '@/site/lib/islands/selectors';

import { CONTACT_FIELDS } from './contact-field-list';
import { FIELD } from './field-selectors';

/**
 * The contact fields as static markup for a page without React (contact-form-dom.ts reads and marks them): plain
 * named inputs drawn by MUI, labels always above the value (no JavaScript needed to float them), focus drawn by CSS,
 * and an empty error line under each field that the island fills. Two fields share a row from 600 px; a form in a
 * narrow column from 900 px (`narrow`: the home hero's card) stacks them again there, or 'Telefone / WhatsApp' is cut.
 */
export function ContactFieldsMarkup({ idPrefix, narrow = false, optional }: { idPrefix: string; narrow?: boolean; optional?: readonly string[] }) {
  // `optional`: which of the fields that are not required to show (a landing page's form chooses); all by default.
  const shown = optional ? CONTACT_FIELDS.filter((field) => field.required || optional.includes(field.name)) : CONTACT_FIELDS;
  return (
    <Grid container spacing={2}>
      {shown.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6, ...(narrow && { md: 12 }) }}>
          <TextField
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            label={field.label}
            required={field.required}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            multiline={field.multiline}
            minRows={field.multiline ? 3 : undefined}
            helperText={<span {...dataAttr(FIELD.error)} />}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
            sx={staticFieldSx}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** What MUI draws with React state, drawn by CSS here: the focused outline and label, and no empty error line. */
export const staticFieldSx = {
  '&:focus-within .MuiInputLabel-root:not(.Mui-error)': { color: 'primary.main' },
  '& .MuiOutlinedInput-root:focus-within:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: 'primary.main', borderWidth: 2 },
  '& .MuiOutlinedInput-root.Mui-error:focus-within .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
  [`& .MuiFormHelperText-root:has(> ${selector(FIELD.error)}:empty)`]: { display: 'none' },
} as const;
