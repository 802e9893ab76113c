import { useQuery } from '@tanstack/react-query';

import type { PageSections, PageSlug } from '../types';

import { pageSectionsQuery } from './get-page-sections';

/**
 * The content of one section: the CMS row merged over `fallback` (built-in copy), so a missing row or key
 * never breaks the page. `initial` is the route loader's build-time data (what the prerendered HTML shows);
 * the browser then reads the live rows, so an edit in the CMS appears without a new build.
 */
export function usePageSection<T extends object>(page: PageSlug, sectionKey: string, fallback: T, initial?: PageSections): T {
  const { data } = useQuery({ ...pageSectionsQuery(page), placeholderData: initial });
  const row = (data ?? initial)?.[sectionKey] as Partial<T> | undefined;
  return { ...fallback, ...pickDefined(row) };
}

/** Keeps only keys with a usable value, so `{ title: '' }` in the CMS does not blank the page. */
function pickDefined<T>(row: Partial<T> | undefined): Partial<T> {
  if (!row || typeof row !== 'object') return {};
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined && v !== '')) as Partial<T>;
}
