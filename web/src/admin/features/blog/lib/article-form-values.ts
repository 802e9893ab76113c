import type { ArticleFormValues } from '@alicerce/domain';

import type { EditorArticle } from '../types';

export const emptyArticleForm: ArticleFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  category: '' as ArticleFormValues['category'],
  cover: undefined as unknown as number,
  cover_alt: '',
  featured: false,
  related: [],
  seo_description: '',
  body: '',
  publication: 'rascunho',
  scheduled_at: null,
};

/** The editor's starting point: empty (new article, a draft) or the stored one. */
export function articleFormValues(stored: EditorArticle | null): ArticleFormValues {
  if (!stored) return emptyArticleForm;
  return {
    title: stored.title,
    slug: stored.slug,
    excerpt: stored.excerpt,
    category: stored.category,
    cover: stored.cover?.id as number,
    cover_alt: stored.cover_alt ?? '',
    featured: stored.featured,
    related: stored.related.map((item) => item.documentId),
    seo_description: stored.seo_description ?? '',
    body: stored.body,
    publication: stored.situacao,
    scheduled_at: stored.scheduled_at,
  };
}

/**
 * The slug follows the title while it is the title's slug (or empty); once the admin types a slug of their own it
 * stays. `slugOf` is the shared rule (domain's slugFromTitle).
 */
export function followTitle(slugOf: (title: string) => string, previousTitle: string, title: string, slug: string): string {
  return slug === '' || slug === slugOf(previousTitle) ? slugOf(title) : slug;
}
