import TextField from '@mui/material/TextField';
import { get, useController } from 'react-hook-form';

import { LIMITS } from '@alicerce/domain';

import { at, type BlockFormProps, type LandingControl } from './block-field';
import { ListBlockForm, type ListSpec } from './list-block-form';

/** A plan's features, one per line (blank lines left out). */
function FeaturesField({ control, name }: { control: LandingControl; name: string }) {
  const { field, fieldState } = useController({ control, name: at(name) });
  const lines = (field.value as string[] | undefined) ?? [];
  const error = fieldState.error?.message ?? (get(fieldState.error, '0') as { message?: string } | undefined)?.message;
  return (
    <TextField
      label="Diferenciais da planta"
      multiline
      minRows={2}
      fullWidth
      value={lines.join('\n')}
      onChange={(event) => field.onChange(event.target.value.split('\n'))}
      onBlur={() => field.onChange(lines.map((line) => line.trim()).filter(Boolean))}
      error={Boolean(fieldState.error)}
      helperText={error ?? 'Um por linha (ex.: Varanda gourmet)'}
    />
  );
}

const PLANS: ListSpec = {
  field: 'items',
  label: 'Plantas',
  itemLabel: 'Planta',
  fields: [
    { name: 'name', label: 'Nome da planta', required: true },
    { name: 'area', label: 'Área privativa', required: true, helperText: 'Ex.: 58 m²' },
    { name: 'bedrooms', label: 'Dormitórios' },
    { name: 'price', label: 'Preço' },
  ],
  empty: () => ({ name: '', area: '', bedrooms: '', price: '', features: [] }),
  max: LIMITS.landing.plans,
  extra: (control, path) => <FeaturesField control={control} name={`${path}.features`} />,
};

/** Plantas: title, intro and each plan (name, area, bedrooms, price, features). */
export const PlansBlockForm = (props: BlockFormProps) => <ListBlockForm {...props} textName="intro" textLabel="Introdução" list={PLANS} />;
