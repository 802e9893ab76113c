import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, useWatch } from 'react-hook-form';

import { paths } from '@alicerce/domain';
import { DateTimeField } from '@/admin/components/date-field';
import { FormSection } from '@/admin/components/form-section';
import { FormTextField } from '@/admin/components/form-text-field';

import type { LandingControl } from './blocks/block-field';
import { LandingImageField } from './blocks/landing-image-field';

const lower = (value: string) => value.toLowerCase();

/** The page's own fields: 'Página' (title, address, end date) and 'SEO' (search and sharing). */
export function LandingPageFields({ control }: { control: LandingControl }) {
  const slug = useWatch({ control, name: 'slug' });
  const half = { xs: 12, sm: 6 };
  return (
    <>
      <FormSection title="Página">
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField control={control} name="title" label="Título da página" required />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="slug"
              label="Slug"
              required
              transform={lower}
              helperText={`Endereço: ${paths.landingPage(slug || '…')}`}
            />
          </Grid>
          <Grid size={half}>
            <Controller
              control={control}
              name="ends_at"
              render={({ field, fieldState }) => (
                <DateTimeField
                  label="Encerrar em (opcional)"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  name={field.name}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Depois dessa data a página sai do ar'}
                />
              )}
            />
          </Grid>
        </Grid>
      </FormSection>
      <FormSection title="SEO">
        <Stack spacing={2}>
          <FormTextField control={control} name="seo_title" label="Título SEO" />
          <FormTextField control={control} name="seo_description" label="Descrição SEO" multiline minRows={2} />
          <LandingImageField control={control} name="og_image" label="Imagem de compartilhamento" />
          <Controller
            control={control}
            name="noindex"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} />}
                label="Não indexar nos buscadores"
              />
            )}
          />
        </Stack>
      </FormSection>
    </>
  );
}
