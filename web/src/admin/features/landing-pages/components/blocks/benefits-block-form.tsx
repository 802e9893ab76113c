import Stack from '@mui/material/Stack';

import { LIMITS } from '@alicerce/domain';

import { at, type BlockFormProps } from './block-field';
import { ItemsField } from './items-field';
import { TitledFields } from './titled-fields';

/** Benefícios: a title, an intro and the benefits (title and text each). */
export function BenefitsBlockForm(props: BlockFormProps) {
  return (
    <Stack spacing={2}>
      <TitledFields {...props} textName="intro" textLabel="Introdução" />
      <ItemsField
        control={props.control}
        name={at('blocks', props.index, 'items')}
        label="Benefícios"
        itemLabel="Benefício"
        fields={[
          { name: 'title', label: 'Título do benefício', required: true },
          { name: 'text', label: 'Texto do benefício', required: true, multiline: true },
        ]}
        empty={() => ({ title: '', text: '' })}
        max={LIMITS.landing.items}
      />
    </Stack>
  );
}
