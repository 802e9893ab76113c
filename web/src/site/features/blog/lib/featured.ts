import { CATEGORY_FILTERS, FEATURED_COUNT, filterByCategory } from './categories';
import type { Article } from '../types';

/**
 * The articles any filter can feature (the first two of each filtered set), in list order: the static page carries
 * these as featured cards and the filter shows the first two that match (at most 2 × 7, however long the list).
 */
export function featuredCandidates(articles: Article[]): Article[] {
  const slugs = new Set(
    CATEGORY_FILTERS.flatMap((category) =>
      filterByCategory(articles, category)
        .slice(0, FEATURED_COUNT)
        .map((a) => a.slug),
    ),
  );
  return articles.filter((article) => slugs.has(article.slug));
}

/** What the page was built with, to tell whether the CMS's list is newer (compared in the browser). */
export const articlesVersion = (articles: Array<Pick<Article, 'slug'> & { updatedAt?: string }>) =>
  articles.map((article) => `${article.slug}@${article.updatedAt ?? ''}`).join('|');
