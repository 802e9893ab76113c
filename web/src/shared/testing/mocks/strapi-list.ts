import { HttpResponse, type HttpResponseResolver } from 'msw';

/** Rows per page when the query names none, and the most a query may ask for: the CMS's rest settings. */
const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

/**
 * A Strapi list endpoint over `rows`, paged as the CMS pages it: `pagination[page]`/`pagination[pageSize]`
 * (25 by default, 100 at most) and `meta.pagination`. `pagesRead` lists the pages asked for.
 */
export function strapiList<T>(rows: T[], pagesRead: number[] = []): HttpResponseResolver {
  return ({ request }) => {
    const params = new URL(request.url).searchParams;
    const pageSize = Math.min(Number(params.get('pagination[pageSize]')) || DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const page = Math.max(Number(params.get('pagination[page]')) || 1, 1);
    pagesRead.push(page);
    const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
    return HttpResponse.json({
      data: rows.slice((page - 1) * pageSize, page * pageSize),
      meta: { pagination: { page, pageSize, pageCount, total: rows.length } },
    });
  };
}
