import { get, useFieldArray, useFormState } from 'react-hook-form';

import { LANDING_BLOCK_LABELS, LANDING_BLOCK_TYPES, type LandingBlockType } from '@alicerce/domain';
import { FormSection } from '@/admin/components/form-section';

import { starterBlock } from '../lib/landing-form-values';

import type { LandingControl } from './blocks/block-field';
import { BlockForm } from './blocks/block-form';
import type { ProofChoices } from './blocks/proof-block-form';
import { BlockList, type BlockReveal } from './block-list';
import { BlockSummary } from './block-summary';

/** A page has one hero and one lead form at most (the domain's rule): the menu offers them only while there is none. */
const SINGLE: readonly LandingBlockType[] = ['hero', 'lead_form'];

type Props = { control: LandingControl; choices?: ProofChoices; reveal?: BlockReveal | null };

/**
 * 'Blocos': the page's blocks, one form open at a time (a closed block shows its title and its errors), added from the
 * starter template's copy, reordered and removed.
 */
export function LandingBlocksSection({ control, choices, reveal }: Props) {
  const blocks = useFieldArray({ control, name: 'blocks' });
  const { errors } = useFormState({ control, name: 'blocks' });
  const error = get(errors, 'blocks') as { message?: string; root?: { message?: string } } | undefined;
  const types = blocks.fields.map((field) => field.type);
  const addable = LANDING_BLOCK_TYPES.filter((type) => !SINGLE.includes(type) || !types.includes(type));

  return (
    <FormSection title="Blocos">
      <BlockList
        items={blocks.fields.map((field) => ({ key: field.id, label: LANDING_BLOCK_LABELS[field.type] }))}
        types={addable.map((type) => ({ type, label: LANDING_BLOCK_LABELS[type] }))}
        onAdd={(type) => blocks.append(starterBlock(type))}
        onMove={blocks.move}
        onRemove={blocks.remove}
        error={error?.message ?? error?.root?.message}
        renderBlock={(index) => <BlockForm type={types[index]} control={control} index={index} choices={choices} />}
        renderSummary={(index) => <BlockSummary control={control} index={index} />}
        reveal={reveal}
      />
    </FormSection>
  );
}
