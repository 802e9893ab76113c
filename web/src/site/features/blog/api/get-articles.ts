import { buildTimeGetAll } from '@/site/lib/cms-build-client';
import { getPublicList } from '@/site/lib/public-api';

import { builtInArticles } from '../lib/from-summary';
import type { Article } from '../types';

const PATH = '/articles';

/** An article of the list with the time it last changed (what tells a newer list from the build's). */
export type ListedArticle = Article & { updatedAt?: string };

/**
 * Build-time read for the /blog `loader`: every published article (all pages), newest first. When the CMS is down
 * during the build, the built-in summaries keep the prerendered list from being empty.
 */
export async function loadArticles(): Promise<ListedArticle[]> {
  return (await buildTimeGetAll<ListedArticle>(PATH)) ?? builtInArticles();
}

/** The list as the CMS holds it now, every page, read by the browser (the blog list checks whether it changed). */
export function fetchArticles(): Promise<ListedArticle[]> {
  return getPublicList<ListedArticle>(PATH);
}
