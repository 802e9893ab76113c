import type { Selectors } from '@/site/lib/islands/selectors';

/** What a static page's toast carries (toast.ts writes them, its styles and end-to-end tests read them). */
export const TOAST = {
  /** success or error (its colour). */
  variant: 'data-variant',
  /** Its variant, title and description (the same toast is never shown twice). */
  key: 'data-key',
  /** The form it is about (`dismissToasts(group)`). */
  group: 'data-group',
} as const satisfies Selectors;
