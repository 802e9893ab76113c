import type { Selectors } from '@/site/lib/islands/selectors';

/** The blog list's parts its island shows and hides (blog-list.tsx, category-filter.tsx, article-card.tsx ↔ blog-list-island.ts). */
export const BLOG_LIST = {
  /** The whole list: chips, empty state and both sections (rendered again when the CMS's list changed). */
  list: 'data-blog-list',
  /** Said when a category has no article. */
  empty: 'data-blog-empty',
  /** The section of the featured cards. */
  featured: 'data-blog-featured',
  /** The section of every card. */
  all: 'data-blog-all',
  /** On a chip (and 'Ver todos os artigos'): the category it shows; on a card: its article's category. */
  category: 'data-category',
} as const satisfies Selectors;
