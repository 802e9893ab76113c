import { queryOptions, useQuery } from '@tanstack/react-query';

import { publicApiOnDemand as api } from '@/lib/api-on-demand';
import { ApiError } from '@/lib/api-error';
import { buildTimeGet } from '@/lib/build-time-cms';

import { builtInArticle } from '../lib/from-summary';
import type { ArticleWithBody } from '../types';

const path = (slug: string) => `/articles/slug/${encodeURIComponent(slug)}`;

/**
 * Build-time read for the article `loader`. When the CMS is down during the build, the built-in summary
 * (no body) is prerendered and the browser loads the full article; null when the slug is unknown.
 */
export async function loadArticle(slug: string): Promise<ArticleWithBody | null> {
  const body = await buildTimeGet<{ data: ArticleWithBody } | null>(path(slug), null);
  return body?.data ?? builtInArticle(slug);
}

/** Browser read of one article: null when the CMS answers 404 (unknown or unpublished slug). */
export async function fetchArticle(slug: string): Promise<ArticleWithBody | null> {
  try {
    return (await api.get<{ data: ArticleWithBody }>(path(slug))).data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['articles', 'slug', slug],
    queryFn: () => fetchArticle(slug),
  });

/**
 * The article the page shows. `initial` is the route loader's data and `loadedAt` when it was read
 * (epoch ms): prerendered data (loadedAt 0) is refreshed from the CMS at once, data the clientLoader
 * just fetched is not read twice. Null: unknown or unpublished slug.
 */
export function useArticle(slug: string, initial: ArticleWithBody | null, loadedAt: number): ArticleWithBody | null {
  const { data } = useQuery({
    ...articleQuery(slug),
    initialData: initial ?? undefined,
    initialDataUpdatedAt: loadedAt,
    enabled: initial !== null,
  });
  return data === undefined ? initial : data;
}
