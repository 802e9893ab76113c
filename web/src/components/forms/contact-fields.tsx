import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import type { ContactFieldsInput } from '@alicerce/domain';

import { CONTACT_FIELDS } from './contact-field-list';

type Props = {
  register: UseFormRegister<ContactFieldsInput>;
  errors: FieldErrors<ContactFieldsInput>;
  disabled: boolean;
  idPrefix: string;
};

export function ContactFields({ register, errors, disabled, idPrefix }: Props) {
  return (
    <Grid container spacing={2}>
      {CONTACT_FIELDS.map((field) => {
        const { ref, ...registered } = register(field.name);
        const error = errors[field.name]?.message;
        return (
          <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
            <TextField
              {...registered}
              inputRef={ref}
              id={`${idPrefix}-${field.name}`}
              label={field.label}
              required={field.required}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              multiline={field.multiline}
              minRows={field.multiline ? 3 : undefined}
              disabled={disabled}
              error={Boolean(error)}
              helperText={error}
              fullWidth
            />
          </Grid>
        );
      })}
    </Grid>
  );
}

/** First error message in field order, for the 'Erro de validação' toast. */
export function firstFieldError(errors: FieldErrors<ContactFieldsInput>): string | undefined {
  for (const field of CONTACT_FIELDS) {
    const message = errors[field.name]?.message;
    if (message) return String(message);
  }
  return undefined;
}
