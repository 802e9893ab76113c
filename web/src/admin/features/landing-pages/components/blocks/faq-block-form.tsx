import Stack from '@mui/material/Stack';

import { LIMITS } from '@alicerce/domain';

import { at, type BlockFormProps } from './block-field';
import { ItemsField } from './items-field';
import { TitledFields } from './titled-fields';

/** Perguntas frequentes: a title and the questions with their answers. */
export function FaqBlockForm(props: BlockFormProps) {
  return (
    <Stack spacing={2}>
      <TitledFields {...props} />
      <ItemsField
        control={props.control}
        name={at('blocks', props.index, 'items')}
        label="Perguntas"
        itemLabel="Pergunta"
        fields={[
          { name: 'question', label: 'Pergunta', required: true },
          { name: 'answer', label: 'Resposta', required: true, multiline: true },
        ]}
        empty={() => ({ question: '', answer: '' })}
        max={LIMITS.landing.faq}
      />
    </Stack>
  );
}
