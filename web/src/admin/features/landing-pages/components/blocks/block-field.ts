import type { Control, FieldPath } from 'react-hook-form';

import type { LandingPageFormValues, LandingPageInput } from '@alicerce/domain';

export type LandingControl = Control<LandingPageFormValues, unknown, LandingPageInput>;
export type LandingPath = FieldPath<LandingPageFormValues>;

/** The form path of a part of a block: at(2, 'items', 0, 'title') → 'blocks.2.items.0.title'. */
export const at = (...parts: ReadonlyArray<string | number>) => parts.join('.') as LandingPath;

/** What every block's form gets: the page's form and where its block sits in the list. */
export type BlockFormProps = { control: LandingControl; index: number };
