import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, useWatch, type Control } from 'react-hook-form';

import type { ArticleFormValues, ArticleInput } from '@alicerce/domain';
import { DateTimeField } from '@/admin/components/date-field';

type Props = { control: Control<ArticleFormValues, unknown, ArticleInput>; wasPublished: boolean };

/** Rascunho / Publicado / Agendado, and the date-time the CMS publishes a scheduled article at (Brazil's local time). */
export function ArticlePublicationField({ control, wasPublished }: Props) {
  const publication = useWatch({ control, name: 'publication' });
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="publication"
        render={({ field }) => (
          <RadioGroup aria-label="Situação do artigo" value={field.value ?? 'rascunho'} onChange={(_, value) => field.onChange(value)}>
            <FormControlLabel value="rascunho" control={<Radio />} label={wasPublished ? 'Rascunho (tirar do site)' : 'Rascunho'} />
            <FormControlLabel value="publicado" control={<Radio />} label={wasPublished ? 'Publicado' : 'Publicar ao salvar'} />
            <FormControlLabel value="agendado" control={<Radio />} label="Agendar publicação" />
          </RadioGroup>
        )}
      />
      {publication === 'agendado' && (
        <Controller
          control={control}
          name="scheduled_at"
          render={({ field, fieldState }) => (
            <DateTimeField
              label="Data e hora da publicação"
              value={field.value ?? null}
              onChange={field.onChange}
              disablePast
              name={field.name}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    </Stack>
  );
}
