import { pickDefined } from '../live/section-patch';
import type { PageSections } from '../types';

/**
 * The content of one section as the page is built: the CMS row merged over `fallback` (built-in copy), so a missing
 * row or key never breaks the page. The browser then brings the CMS's current values (live/section-island.ts).
 */
export function pageSection<T extends object>(fallback: T, sections: PageSections | undefined, sectionKey: string): T {
  return { ...fallback, ...pickDefined(sections?.[sectionKey] as Partial<T> | undefined) };
}
