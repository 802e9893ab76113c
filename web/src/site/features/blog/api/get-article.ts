import { ApiError } from '@/shared/lib/api-error';
import { buildTimeGet } from '@/site/lib/cms-build-client';
import { cmsPathSegment } from '@/shared/lib/cms-url';
import { getPublic } from '@/site/lib/public-api';

import { builtInArticle } from '../lib/from-summary';
import type { ArticleWithBody } from '../types';

const path = (slug: string) => `/articles/slug/${cmsPathSegment(slug)}`;

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
    return (await getPublic<{ data: ArticleWithBody }>(path(slug))).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
