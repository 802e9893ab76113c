import type { CmsPage } from '@/shared/lib/cms-pages';
import { buildTimeGet, buildTimeGetAll } from '@/site/lib/cms-build-client';
import { getPublic, getPublicList } from '@/site/lib/public-api';

import type { Case } from '../types';

/**
 * Published cases, newest first: the CMS guarantees both (its per-route middleware), so the site neither filters on
 * is_published nor sorts. Build time (the /cases loader): every page; null when the CMS cannot be reached, and the
 * page is built without cards (the browser then reads them).
 */
export const loadCases = (): Promise<Case[] | null> => buildTimeGetAll<Case>('/cases');

/** The same list, every page, read by the browser (a page built before a case was published or changed). */
export const fetchCases = () => getPublicList<Case>('/cases');

const bySlug = (slug: string) => ({ 'filters[slug][$eq]': slug, 'pagination[pageSize]': 1 });

/** One published case by slug, at build time (its page's loader): null when unknown, unpublished or unreachable. */
export async function loadCase(slug: string): Promise<Case | null> {
  const body = await buildTimeGet<CmsPage<Case> | null>('/cases', null, bySlug(slug));
  return body?.data?.[0] ?? null;
}

/** One published case by slug, in the browser (a case published after the build): null when there is none. */
export async function fetchCase(slug: string): Promise<Case | null> {
  return (await getPublic<CmsPage<Case>>('/cases', bySlug(slug))).data?.[0] ?? null;
}
