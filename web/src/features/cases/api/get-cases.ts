import { buildTimeGet } from '@/lib/build-time-cms';
import { getPublic } from '@/lib/public-api';
import { allPages, MAX_PAGE_SIZE, type StrapiPage } from '@/lib/strapi-pages';

import type { Case } from '../types';

const pageParams = (page: number) => ({ 'pagination[page]': page, 'pagination[pageSize]': MAX_PAGE_SIZE });
const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/**
 * Published cases, newest first: the CMS guarantees both (its per-route middleware), so the site neither filters on
 * is_published nor sorts. Build time (the /cases loader): null when the CMS cannot be reached, and the page is
 * built without cards (the browser then reads them).
 */
export async function loadCases(): Promise<Case[] | null> {
  try {
    return await allPages(async (page) => {
      const body = await buildTimeGet<StrapiPage<Case> | null>(`/cases?${query(pageParams(page))}`, null);
      if (!body) throw new Error('CMS unavailable');
      return body;
    });
  } catch {
    return null;
  }
}

/** The same list, read by the browser (a page built before a case was published or changed). */
export const fetchCases = () => allPages((page) => getPublic<StrapiPage<Case>>('/cases', pageParams(page)));

const bySlug = (slug: string) => ({ 'filters[slug][$eq]': slug, 'pagination[pageSize]': 1 });

/** One published case by slug, at build time (its page's loader): null when unknown, unpublished or unreachable. */
export async function loadCase(slug: string): Promise<Case | null> {
  const body = await buildTimeGet<StrapiPage<Case> | null>(`/cases?${query(bySlug(slug))}`, null);
  return body?.data[0] ?? null;
}

/** One published case by slug, in the browser (a case published after the build): null when there is none. */
export async function fetchCase(slug: string): Promise<Case | null> {
  return (await getPublic<StrapiPage<Case>>('/cases', bySlug(slug))).data[0] ?? null;
}
