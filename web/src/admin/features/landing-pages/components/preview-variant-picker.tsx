import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useWatch } from 'react-hook-form';

import type { LandingVariantKey } from '@alicerce/domain';

import type { LandingControl } from './blocks/block-field';

type Props = { control: LandingControl; value: LandingVariantKey; onChange: (variant: LandingVariantKey) => void };

/**
 * Which hero variant the preview draws (A, the original, by default): one button per variant the hero has now, shown
 * only when it has more than one. A variant removed while shown falls back to the original (LandingPageView does).
 */
export function PreviewVariantPicker({ control, value, onChange }: Props) {
  const blocks = useWatch({ control, name: 'blocks' });
  const hero = blocks?.find((block) => block?.type === 'hero');
  const keys =
    hero && 'variants' in hero ? (hero.variants ?? []).map((variant) => variant?.key).filter((key): key is LandingVariantKey => Boolean(key)) : [];
  if (keys.length < 2) return null;
  const shown = keys.includes(value) ? value : keys[0]!;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={shown}
      onChange={(_, next: LandingVariantKey | null) => next && onChange(next)}
      aria-label="Variante do destaque na pré-visualização"
      sx={{ mb: 1.5 }}
    >
      {keys.map((key) => (
        <ToggleButton key={key} value={key} aria-label={`Variante ${key.toUpperCase()}`}>
          {key.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
