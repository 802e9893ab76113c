import type { Article, ArticleCategory } from '../types';

export const ALL_CATEGORIES = 'Todos';

export type CategoryFilterValue = typeof ALL_CATEGORIES | ArticleCategory;

/** The filter chips, in the spec's order (§2 Blog list). */
export const CATEGORY_FILTERS: CategoryFilterValue[] = [ALL_CATEGORIES, 'Marketing Digital', 'Leads', 'Mercado', 'Conversão', 'SEO', 'Redes Sociais'];

/** How many articles of the filtered set are shown as featured (spec §9). */
export const FEATURED_COUNT = 2;

export const filterByCategory = (articles: Article[], category: CategoryFilterValue) =>
  category === ALL_CATEGORIES ? articles : articles.filter((article) => article.category === category);
