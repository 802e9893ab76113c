import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';

import type { TestimonialFormOutput, TestimonialFormValues } from '@alicerce/domain';

import { caseOptionsQuery, type CaseOption } from '../api/get-case-options';
import type { AdminTestimonial } from '../types';

type Props = { control: Control<TestimonialFormValues, unknown, TestimonialFormOutput>; stored: AdminTestimonial['case'] };

const label = (option: CaseOption) => (option.is_published ? option.title : `${option.title} (rascunho)`);

/** 'Case': the case the testimonial belongs to (its page shows it, and the quote links to it), or none. */
export function CaseField({ control, stored }: Props) {
  const options = useQuery(caseOptionsQuery());
  const all: CaseOption[] =
    options.data ?? (stored ? [{ documentId: stored.documentId, title: stored.title, is_published: stored.is_published ?? true }] : []);
  const byId = new Map(all.map((option) => [option.documentId, option]));
  return (
    <Controller
      control={control}
      name="case"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={all}
          loading={options.isPending}
          loadingText="Carregando cases…"
          noOptionsText="Nenhum case encontrado"
          getOptionLabel={label}
          isOptionEqualToValue={(option, value) => option.documentId === value.documentId}
          value={field.value ? (byId.get(field.value) ?? null) : null}
          onChange={(_, value) => field.onChange(value?.documentId ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Case"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Opcional: a página do case mostra o depoimento'}
            />
          )}
        />
      )}
    />
  );
}
