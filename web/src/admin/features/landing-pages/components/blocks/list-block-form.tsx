import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import { at, type BlockFormProps, type LandingControl } from './block-field';
import { ItemsField, type ItemFieldSpec } from './items-field';
import { TitledFields } from './titled-fields';

/** A block's list, as the block's form declares it: where it is in the block, its names, its fields, its limit. */
export type ListSpec = {
  field: string;
  label: string;
  itemLabel: string;
  fields: readonly ItemFieldSpec[];
  empty: () => Record<string, unknown>;
  max: number;
  /** More of an item's form after its text fields, given the form and the item's path. */
  extra?: (control: LandingControl, path: string) => ReactNode;
};

type Props = BlockFormProps & { list: ListSpec; textName?: string; textLabel?: string; children?: ReactNode };

/** A block that is a titled list (benefits, gallery, plans, location, FAQ): the title and its text, `children`, then the list. */
export function ListBlockForm({ list, textName, textLabel, children, ...props }: Props) {
  const { field, extra, ...spec } = list;
  return (
    <Stack spacing={2}>
      <TitledFields {...props} textName={textName} textLabel={textLabel} />
      {children}
      <ItemsField control={props.control} name={at('blocks', props.index, field)} {...spec} extra={extra && ((path) => extra(props.control, path))} />
    </Stack>
  );
}
