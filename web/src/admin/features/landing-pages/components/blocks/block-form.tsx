import type { ReactElement } from 'react';

import type { LandingBlockType } from '@alicerce/domain';

import { BenefitsBlockForm } from './benefits-block-form';
import type { BlockFormProps } from './block-field';
import { CtaBlockForm } from './cta-block-form';
import { FaqBlockForm } from './faq-block-form';
import { GalleryBlockForm } from './gallery-block-form';
import { HeroBlockForm } from './hero-block-form';
import { LeadFormBlockForm } from './lead-form-block-form';
import { LocationBlockForm } from './location-block-form';
import { PlansBlockForm } from './plans-block-form';
import { ProofBlockForm, type ProofChoices } from './proof-block-form';

type Props = BlockFormProps & { choices?: ProofChoices };

/** The dashboard's form of each block type: one entry per type (the compiler checks none is missing). */
const FORMS: Record<LandingBlockType, (props: Props) => ReactElement> = {
  hero: HeroBlockForm,
  benefits: BenefitsBlockForm,
  gallery: GalleryBlockForm,
  plans: PlansBlockForm,
  location: LocationBlockForm,
  faq: FaqBlockForm,
  testimonials: (props) => <ProofBlockForm {...props} kind="testimonials" />,
  client_logos: (props) => <ProofBlockForm {...props} kind="clients" />,
  cta: CtaBlockForm,
  lead_form: LeadFormBlockForm,
};

/** The form of the block at `index`, by its type. */
export function BlockForm({ type, ...props }: Props & { type: LandingBlockType }) {
  const Form = FORMS[type];
  return <Form {...props} />;
}
