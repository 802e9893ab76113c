import { queryOptions, useQuery } from '@tanstack/react-query';

import { publicApiOnDemand as api } from '@/lib/api-on-demand';
import { buildTimeGet } from '@/lib/build-time-cms';

import { builtInArticles } from '../lib/from-summary';
import type { Article } from '../types';

const PATH = '/articles';

/**
 * Build-time read for the /blog `loader`: published articles, newest first. When the CMS is down during
 * the build, the built-in summaries keep the prerendered list from being empty.
 */
export async function loadArticles(): Promise<Article[]> {
  const body = await buildTimeGet<{ data: Article[] } | null>(PATH, null);
  return body?.data ?? builtInArticles();
}

/** Live read in the browser, so an article published after the build shows up without a rebuild. */
export const articlesQuery = () =>
  queryOptions({
    queryKey: ['articles'],
    queryFn: async () => (await api.get<{ data: Article[] }>(PATH)).data.data,
  });

/**
 * The list the page shows: the live CMS list once it arrives, the build-time list (`initial`) until then
 * or when the CMS cannot be reached.
 */
export function useArticles(initial: Article[]): Article[] {
  const { data } = useQuery({ ...articlesQuery(), placeholderData: initial });
  return data ?? initial;
}
