import type { Selectors } from '@/site/lib/islands/selectors';

/** A static field's parts its island writes into (contact-fields-markup.tsx ↔ field-dom.ts). */
export const FIELD = {
  /** The (empty) error line under a field: the island writes the message in it. */
  error: 'data-field-error',
} as const satisfies Selectors;
