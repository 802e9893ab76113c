import { buildTimeGet } from '@/lib/build-time-cms';
import { getPublic } from '@/lib/public-api';

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

/** The list as the CMS holds it now, read by the browser (the blog list checks whether it changed since the build). */
export async function fetchArticles(): Promise<Array<Article & { updatedAt?: string }>> {
  return (await getPublic<{ data: Array<Article & { updatedAt?: string }> }>(PATH)).data;
}
