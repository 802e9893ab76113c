import type { Selectors } from '@/site/lib/islands/selectors';

/** The theme button's parts (theme-toggle.tsx ↔ theme-toggle-island.ts): its styles show the icon of the mode its island set. */
export const THEME_TOGGLE = {
  /** On the button, set by the island: the visitor's mode (light, dark or system). */
  current: 'data-current',
  /** On each mode's icon: its mode. */
  mode: 'data-mode',
  /** The empty box that holds the icon's room until the island has shown one. */
  placeholder: 'data-mode-placeholder',
} as const satisfies Selectors;
