import { useDeferredValue, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

import type { LandingPageFormValues, LandingVariantKey } from '@alicerce/domain';

import type { LandingControl } from './blocks/block-field';

type Props = { control: LandingControl; variant: LandingVariantKey; render: (page: LandingPageFormValues, variant: LandingVariantKey) => ReactNode };

/** The preview, drawn again as the form changes (only it: the form itself does not re-render at every key). */
export function LivePreview({ control, variant, render }: Props) {
  const page = useDeferredValue(useWatch({ control }) as LandingPageFormValues);
  return <>{render(page, variant)}</>;
}
