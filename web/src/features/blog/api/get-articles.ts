import { queryOptions, useQuery } from '@tanstack/react-query';

import { publicApiOnDemand as api } from '@/lib/api-on-demand';
import { buildTimeGetAll } from '@/lib/build-time-cms';
import { pageParams, readAllPages, type CmsPage } from '@/lib/cms-pages';

import { builtInArticles } from '../lib/from-summary';
import type { Article } from '../types';

const PATH = '/articles';

/**
 * Build-time read for the /blog `loader`: every published article, newest first. When the CMS is down during
 * the build, the built-in summaries keep the prerendered list from being empty.
 */
export async function loadArticles(): Promise<Article[]> {
  return (await buildTimeGetAll<Article>(PATH)) ?? builtInArticles();
}

/** Live read in the browser, so an article published after the build shows up without a rebuild. */
export const articlesQuery = () =>
  queryOptions({
    queryKey: ['articles'],
    queryFn: () => readAllPages(async (page) => (await api.get<CmsPage<Article>>(PATH, { params: pageParams(page) })).data),
  });

/**
 * The list the page shows: the live CMS list once it arrives, the build-time list (`initial`) until then
 * or when the CMS cannot be reached.
 */
export function useArticles(initial: Article[]): Article[] {
  const { data } = useQuery({ ...articlesQuery(), placeholderData: initial });
  return data ?? initial;
}
