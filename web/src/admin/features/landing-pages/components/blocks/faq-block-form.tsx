import { LIMITS } from '@alicerce/domain';

import type { BlockFormProps } from './block-field';
import { ListBlockForm, type ListSpec } from './list-block-form';

const QUESTIONS: ListSpec = {
  field: 'items',
  label: 'Perguntas',
  itemLabel: 'Pergunta',
  fields: [
    { name: 'question', label: 'Pergunta', required: true },
    { name: 'answer', label: 'Resposta', required: true, multiline: true },
  ],
  empty: () => ({ question: '', answer: '' }),
  max: LIMITS.landing.faq,
};

/** Perguntas frequentes: a title and the questions with their answers. */
export const FaqBlockForm = (props: BlockFormProps) => <ListBlockForm {...props} list={QUESTIONS} />;
