import { articles as summaries, type ArticleSummary } from '@/site/content/articles';

import type { Article, ArticleWithBody } from '../types';

/**
 * The built-in summaries (site/content/articles.ts) in the API's shape: what the prerendered pages show when
 * the CMS cannot be reached at build time. The browser then reads the live data.
 */
export function articleFromSummary(summary: ArticleSummary): ArticleWithBody {
  return {
    documentId: summary.slug,
    slug: summary.slug,
    title: summary.title,
    excerpt: summary.excerpt,
    category: summary.category,
    published_date: summary.date,
    reading_time: summary.readingTime,
    featured: summary.featured,
    cover_alt: null,
    seo_description: null,
    cover: null,
    related: summaries.filter((other) => other.slug !== summary.slug).map(({ slug, title }) => ({ slug, title })),
    body: [],
  };
}

export const builtInArticles = (): Article[] => summaries.map(articleFromSummary).map(({ body: _body, ...article }) => article);

export function builtInArticle(slug: string): ArticleWithBody | null {
  const summary = summaries.find((item) => item.slug === slug);
  return summary ? articleFromSummary(summary) : null;
}
