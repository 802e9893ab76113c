import type { Selectors } from '@/site/lib/islands/selectors';

/** The mobile menu's parts its island finds (mobile-menu.tsx ↔ mobile-menu-island.ts). */
export const MOBILE_MENU = {
  /** The drawer's close button. */
  close: 'data-close-dialog',
} as const satisfies Selectors;
