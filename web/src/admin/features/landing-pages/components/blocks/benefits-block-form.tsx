import { LIMITS } from '@alicerce/domain';

import type { BlockFormProps } from './block-field';
import { ListBlockForm, type ListSpec } from './list-block-form';

const BENEFITS: ListSpec = {
  field: 'items',
  label: 'Benefícios',
  itemLabel: 'Benefício',
  fields: [
    { name: 'title', label: 'Título do benefício', required: true },
    { name: 'text', label: 'Texto do benefício', required: true, multiline: true },
  ],
  empty: () => ({ title: '', text: '' }),
  max: LIMITS.landing.items,
};

/** Benefícios: a title, an intro and the benefits (title and text each). */
export const BenefitsBlockForm = (props: BlockFormProps) => <ListBlockForm {...props} textName="intro" textLabel="Introdução" list={BENEFITS} />;
