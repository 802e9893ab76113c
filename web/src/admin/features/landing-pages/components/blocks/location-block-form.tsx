import { LIMITS } from '@alicerce/domain';
import { FormTextField } from '@/admin/components/form-text-field';

import { at, type BlockFormProps } from './block-field';
import { ListBlockForm, type ListSpec } from './list-block-form';

const LANDMARKS: ListSpec = {
  field: 'landmarks',
  label: 'Pontos de referência (no mapa)',
  itemLabel: 'Ponto',
  fields: [
    { name: 'name', label: 'Nome do ponto de referência', required: true },
    { name: 'distance', label: 'Distância', required: true, helperText: 'Ex.: 400 m, 1,2 km' },
  ],
  empty: () => ({ name: '', distance: '' }),
  max: LIMITS.landing.landmarks,
};

/** Localização: the address, a text and the landmarks the page's drawn map shows around the development. */
export function LocationBlockForm(props: BlockFormProps) {
  const { control, index } = props;
  return (
    <ListBlockForm {...props} list={LANDMARKS}>
      <FormTextField control={control} name={at('blocks', index, 'address')} label="Endereço" required />
      <FormTextField control={control} name={at('blocks', index, 'text')} label="Texto da localização" multiline minRows={2} />
    </ListBlockForm>
  );
}
