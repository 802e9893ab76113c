// Strapi answers a list one page at a time, at most CMS_PAGE_SIZE rows (the CMS's `rest.maxLimit`), and 25 when
// the query names no size. Every list the site reads in full (cases, articles, leads, bookings, at build time
// too) goes through readAllPages. No imports: the build's config loads this file with relative imports only.

/** Rows per request: the CMS's `rest.maxLimit` (cms/config/api.ts). */
export const CMS_PAGE_SIZE = 100;

export type CmsPage<T> = { data?: T[] | null; meta?: { pagination?: { pageCount?: number } } };

/** The query parameters of page `page` (1-based). */
export const pageParams = (page: number) => ({ 'pagination[page]': page, 'pagination[pageSize]': CMS_PAGE_SIZE });

/** `path` (which may already have a query) asking for page `page`. */
export function pagePath(path: string, page: number): string {
  const query = Object.entries(pageParams(page)).map(([key, value]) => `${key}=${value}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

const keyOf = (row: unknown) => (row && typeof row === 'object' && 'documentId' in row ? (row as { documentId: unknown }).documentId : undefined);

/**
 * Every row of a list: page 1, then the other pages `meta.pagination.pageCount` announces. A row seen twice
 * (one created while the pages were read shifts the rest by one) is kept once, by its documentId.
 */
export async function readAllPages<T>(readPage: (page: number) => Promise<CmsPage<T>>): Promise<T[]> {
  const first = await readPage(1);
  const pageCount = first.meta?.pagination?.pageCount ?? 1;
  const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => readPage(index + 2)));
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

/** Every row of the API list `path` (e.g. '/articles'), read with fetch from the CMS at `cmsUrl` (build time). */
export function fetchAllPages<T>(cmsUrl: string, path: string): Promise<T[]> {
  return readAllPages(async (page) => {
    const response = await fetch(`${cmsUrl.replace(/\/+$/, '')}/api${pagePath(path, page)}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as CmsPage<T>;
  });
}
