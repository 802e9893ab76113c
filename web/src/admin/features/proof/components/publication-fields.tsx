import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { FormTextField } from '@/admin/components/form-text-field';

type Props<V extends FieldValues, O> = {
  control: Control<V, unknown, O>;
  /** The testimonial's 'Destaque na página inicial'. */
  featured?: boolean;
};

function SwitchField<V extends FieldValues, O>({ control, name, label }: { control: Control<V, unknown, O>; name: FieldPath<V>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel control={<Switch checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} />} label={label} />
      )}
    />
  );
}

/** Where an item shows: 'Ordem' (lower first), 'Publicado', and for a testimonial 'Destaque na página inicial'. */
export function PublicationFields<V extends FieldValues, O>({ control, featured = false }: Props<V, O>) {
  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name={'display_order' as FieldPath<V>} label="Ordem" helperText="Menor aparece primeiro (0 a 9999)" />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <SwitchField control={control} name={'is_published' as FieldPath<V>} label="Publicado" />
        {featured && <SwitchField control={control} name={'featured' as FieldPath<V>} label="Destaque na página inicial" />}
      </Grid>
    </Grid>
  );
}
