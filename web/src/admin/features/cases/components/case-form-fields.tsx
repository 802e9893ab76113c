import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';

import { PLATFORMS, PROPERTY_TYPES, type CaseFormValues, type CaseInput } from '@alicerce/domain';
import { FormSection } from '@/admin/components/form-section';
import { FormTextField } from '@/admin/components/form-text-field';

import { ResultsField } from './results-field';
import { ResultsSeriesField } from './results-series-field';

const lower = (value: string) => value.toLowerCase();

/** The form's sections, in order (the editor's jump list). */
export const CASE_FORM_SECTIONS = ['Dados', 'História', 'Resultados', 'Mídia'] as const;

type Props = { control: Control<CaseFormValues, unknown, CaseInput>; media: ReactNode };

/** Every field of spec §5 "Case form", grouped as Dados, História, Resultados and Mídia (given as `media`). */
export function CaseFormFields({ control, media }: Props) {
  const half = { xs: 12, sm: 6 };
  return (
    <>
      <FormSection title="Dados">
        <Grid container spacing={2}>
          <Grid size={half}>
            <FormTextField control={control} name="title" label="Título" required />
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="slug" label="Slug" required transform={lower} helperText="Letras minúsculas, números e hífens" />
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="client_name" label="Cliente" required />
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="segment" label="Segmento" required />
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="platform" label="Plataforma" required options={PLATFORMS} />
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="property_type" label="Tipo de imóvel" options={PROPERTY_TYPES} emptyOption="Não informado" />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="short_description" label="Descrição curta" required multiline minRows={2} />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="is_published"
              render={({ field }) => (
                <FormControlLabel control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />} label="Publicado" />
              )}
            />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="História">
        <Stack spacing={2}>
          <FormTextField control={control} name="challenge" label="Desafio" required multiline minRows={3} />
          <FormTextField control={control} name="strategy" label="Estratégia" required multiline minRows={3} helperText="Uma estratégia por linha" />
          <FormTextField control={control} name="learning" label="Aprendizado" multiline minRows={2} />
        </Stack>
      </FormSection>
      <FormSection title="Resultados">
        <Stack spacing={3}>
          <ResultsField control={control} />
          <ResultsSeriesField control={control} />
        </Stack>
      </FormSection>
      <FormSection title="Mídia">{media}</FormSection>
    </>
  );
}
