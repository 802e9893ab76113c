/** Strapi's list answer: the rows of one page and where it sits (`meta.pagination`). */
export type StrapiPage<T> = { data: T[]; meta?: { pagination?: { page?: number; pageCount?: number } } };

/** The CMS's largest page (its REST maxLimit): a list longer than this comes in several pages. */
export const MAX_PAGE_SIZE = 100;

/** Every row of a list, reading page after page until the last (`getPage(n)` answers page n). */
export async function allPages<T>(getPage: (page: number) => Promise<StrapiPage<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const body = await getPage(page);
    rows.push(...body.data);
    const pageCount = body.meta?.pagination?.pageCount ?? 1;
    if (page >= pageCount || body.data.length === 0) return rows;
  }
}
