import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickerTexts } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { Controller, useWatch, type Control } from 'react-hook-form';

import type { ArticleFormValues, ArticleInput } from '@alicerce/domain';

type Props = { control: Control<ArticleFormValues, unknown, ArticleInput>; wasPublished: boolean };

const localeText = pickerTexts.components.MuiLocalizationProvider.defaultProps.localeText;

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
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
          <Controller
            control={control}
            name="scheduled_at"
            render={({ field, fieldState }) => (
              <DateTimePicker
                label="Data e hora da publicação"
                value={field.value ? new Date(field.value) : null}
                onChange={(value) => field.onChange(value && !Number.isNaN(value.getTime()) ? value.toISOString() : null)}
                disablePast
                ampm={false}
                slotProps={{ textField: { name: field.name, onBlur: field.onBlur, error: Boolean(fieldState.error), helperText: fieldState.error?.message, sx: { maxWidth: 320 } } }}
              />
            )}
          />
        </LocalizationProvider>
      )}
    </Stack>
  );
}
