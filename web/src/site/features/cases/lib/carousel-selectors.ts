import type { Selectors } from '@/site/lib/islands/selectors';

/** A card's image carousel (case-carousel.tsx ↔ carousel-island.ts). */
export const CAROUSEL = {
  /** The carousel's group; 'ready' once Swiper runs (its styles then lay out every slide). */
  group: 'data-carousel',
} as const satisfies Selectors;

export const CAROUSEL_READY = 'ready';
