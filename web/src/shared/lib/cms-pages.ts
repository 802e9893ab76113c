// Strapi answers a list one page at a time, at most CMS_PAGE_SIZE rows (the CMS's `rest.maxLimit`), and 25 when
// the query names no size. Every list the site reads in full (cases, articles, leads, bookings, at build time
// too) goes through readAllPages. Relative imports only: the build's own code (web/scripts) loads it through the build
// client.
import type { QueryParams } from './cms-url';

/** Rows per request: the CMS's `rest.maxLimit` (cms/config/api.ts). */
export const CMS_PAGE_SIZE = 100;

export type CmsPage<T> = { data?: T[] | null; meta?: { pagination?: { pageCount?: number } } };

/** The query parameters of page `page` (1-based). */
const pageParams = (page: number) => ({ 'pagination[page]': page, 'pagination[pageSize]': CMS_PAGE_SIZE });

const keyOf = (row: unknown) => (row && typeof row === 'object' && 'documentId' in row ? (row as { documentId: unknown }).documentId : undefined);

/**
 * Every row of a list: `readPage` with the query `params` of page 1, then of the other pages
 * `meta.pagination.pageCount` announces. A row seen twice (one created while the pages were read shifts the rest by
 * one) is kept once, by its documentId.
 */
export async function readAllPages<T>(readPage: (pageQuery: QueryParams) => Promise<CmsPage<T>>, params: QueryParams = {}): Promise<T[]> {
  const read = (page: number) => readPage({ ...params, ...pageParams(page) });
  const first = await read(1);
  const pageCount = first.meta?.pagination?.pageCount ?? 1;
  const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => read(index + 2)));
  const seen = new Set<unknown>();
  return [first, ...rest]
    .flatMap((page) => page.data ?? [])
    .filter((row) => {
      const key = keyOf(row);
      if (key === undefined) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
