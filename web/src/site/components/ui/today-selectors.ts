import type { Selectors } from '@/site/lib/islands/selectors';

/** What the today island writes into (a <time> of any page, e.g. site/features/legal/components/last-updated.tsx). */
export const TODAY = {
  /** A <time> that shows the visitor's today. */
  date: 'data-today',
} as const satisfies Selectors;
