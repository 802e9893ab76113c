import type { Selectors } from '@/site/lib/islands/selectors';

/** The rotating word's part (rotating-word.tsx ↔ rotating-word-island.ts). */
export const ROTATING_WORD = {
  /** On the word (the island finds it by it): how it last changed, a `WordMotion`; its styles fade it in on 'fade'. */
  motion: 'data-motion',
} as const satisfies Selectors;

/** 'none' as built and with reduced motion; 'fade' for a word that fades in. */
export type WordMotion = 'none' | 'fade';
