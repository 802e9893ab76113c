import { dataAttr, type Selectors } from '@/site/lib/islands/selectors';

/**
 * A case's details (case-page.tsx, case-detail.tsx, case-gallery.tsx, lightbox-trigger.tsx) as the case-page island
 * (lightbox-island.ts) and the /cases dialog (cases-island.ts, case-page-fetch.ts) find them.
 */
export const CASE_PAGE = {
  /** The details region of a case page, with its title (`title`). */
  detail: 'data-case-detail',
  title: 'data-case-title',
  /** What the /cases dialog shows of a case's page. */
  body: 'data-case-body',
  gallery: 'data-gallery',
  /** 'Ver todas as N imagens'. */
  showAll: 'data-gallery-show-all',
  /** On an image that opens the lightbox: its place in the case's set, then its full-size image's attributes. */
  index: 'data-lightbox-index',
  src: 'data-src',
  srcset: 'data-srcset',
  width: 'data-width',
  height: 'data-height',
  alt: 'data-alt',
  /** Its dark-theme rendering, when it is a shipped drawing (the lightbox shows it in the dark theme). */
  darkSrc: 'data-dark-src',
  darkSrcset: 'data-dark-srcset',
  /**
   * Emotion's, on each <style> it writes into a page: its cache key, then the ids of the rules it holds (the dialog
   * adds the case page's rules this page lacks).
   */
  styles: 'data-emotion',
} as const satisfies Selectors;

/** The lightbox's parts (lightbox-shell.tsx ↔ lightbox-island.ts), each a value of one attribute. */
export const LIGHTBOX = {
  part: 'data-lightbox',
  /** The end-to-end tests' id, also on the image the island adds ('lightbox-image'). */
  testId: 'data-testid',
  /** A content image, and which theme's rendering it is (the dark theme's image rule, shared/theme/components.ts). */
  contentImage: 'data-content-image',
  scheme: 'data-scheme',
} as const satisfies Selectors;

export type LightboxPart = 'announce' | 'counter' | 'close' | 'stage' | 'image' | 'previous' | 'next' | 'caption' | 'dots';

/** The attribute of the lightbox's `part`. */
export const lightboxPart = (part: LightboxPart) => dataAttr(LIGHTBOX.part, part);
