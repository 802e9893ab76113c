import { queryOptions } from '@tanstack/react-query';

import { publicApiOnDemand as api } from '@/lib/api-on-demand';
import { buildTimeGet } from '@/lib/build-time-cms';

import type { PageSections, PageSlug } from '../types';

type Row = { section_key: string; content: Record<string, unknown> };
const query = (page: PageSlug) => `/page-contents?filters[page_slug][$eq]=${page}&pagination[pageSize]=100`;
const toSections = (rows: Row[]): PageSections => Object.fromEntries(rows.map((row) => [row.section_key, row.content]));

/** Build-time read for a route `loader`: the page's sections as the prerendered HTML shows them. */
export async function loadPageSections(page: PageSlug): Promise<PageSections> {
  const body = await buildTimeGet<{ data: Row[] }>(query(page), { data: [] });
  return toSections(body.data);
}

/** Live read in the browser, so an edit in the CMS shows without a new build. */
export const pageSectionsQuery = (page: PageSlug) =>
  queryOptions({
    queryKey: ['page-contents', page],
    queryFn: async () => toSections((await api.get<{ data: Row[] }>(query(page))).data.data),
  });
