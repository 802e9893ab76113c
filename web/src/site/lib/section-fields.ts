import { dataAttr, type Selectors } from '@/site/lib/islands/selectors';

/**
 * How a CMS section's values appear in its markup, so they can be replaced in place when the CMS holds newer ones
 * (site/features/page-content/live/section-island.ts) without re-rendering the page, and edited in edit mode
 * (site/features/page-content/edit-mode/edit-mode-app.tsx).
 */
export const SECTION = {
  /** The wrapper of a CMS section on a page: which section it is (`sectionId`). */
  section: 'data-section',
  /** On the wrapper: the section's content type. */
  type: 'data-section-type',
  /** On the wrapper: the content the page shows (JSON). */
  content: 'data-section-content',
  /** On an element showing a text value: the value's key. */
  field: 'data-section-field',
  /** On a link whose text and target are two values: the target's key (hidden while either is empty). */
  href: 'data-section-href',
} as const satisfies Selectors;

/** The attributes of an element showing the value `key` (and, for a link, its target `hrefKey`). */
export const sectionField = (key: string, hrefKey?: string) => ({ ...dataAttr(SECTION.field, key), ...dataAttr(SECTION.href, hrefKey) });

export const sectionId = (page: string, sectionKey: string) => `${page}:${sectionKey}`;
