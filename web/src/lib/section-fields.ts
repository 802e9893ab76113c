/**
 * How a CMS section's values appear in its markup, so they can be replaced in place when the CMS holds newer ones
 * (features/page-content/live/section-island.ts) without re-rendering the page: an element showing a text value carries
 * `data-section-field="<key>"`; a link whose text and target are two values also carries `data-section-href="<key>"`
 * (hidden while either is empty).
 */
export const sectionField = (key: string, hrefKey?: string) => ({
  'data-section-field': key,
  ...(hrefKey ? { 'data-section-href': hrefKey } : {}),
});

/** The wrapper of a CMS section on a page: which section it is, its type, and the content the page shows. */
export const SECTION_ATTRIBUTE = 'data-section';
export const sectionId = (page: string, sectionKey: string) => `${page}:${sectionKey}`;
