import { buildTimeGet } from '@/site/lib/cms-build-client';
import { getPublic } from '@/site/lib/public-api';

import type { PageSections, PageSlug } from '../types';

type Row = { section_key: string; content: Record<string, unknown> };
const ofPage = (page: PageSlug) => ({ 'filters[page_slug][$eq]': page, 'pagination[pageSize]': 100 });
const toSections = (rows: Row[]): PageSections => Object.fromEntries(rows.map((row) => [row.section_key, row.content]));

/** Build-time read for a route `loader`: the page's sections as the prerendered HTML shows them. */
export async function loadPageSections(page: PageSlug): Promise<PageSections> {
  const body = await buildTimeGet<{ data: Row[] }>('/page-contents', { data: [] }, ofPage(page));
  return toSections(body.data);
}

/** The page's sections as the CMS holds them now, read by the browser (its sections update in place). */
export async function fetchPageSections(page: PageSlug): Promise<PageSections> {
  return toSections((await getPublic<{ data: Row[] }>('/page-contents', ofPage(page))).data);
}
