import type { ArticleCategoryName, ArticlePublication } from '@alicerce/domain';
import type { MediaFile } from '@/admin/components/media/media-file';

/** An article in the dashboard's list (GET /api/articles/editor): its draft version and where it stands. */
export type EditorArticleRow = {
  documentId: string;
  title: string;
  slug: string;
  excerpt: string;
  category: ArticleCategoryName;
  /** yyyy-mm-dd: the date the site shows once published. */
  published_date: string;
  reading_time: number;
  featured: boolean;
  scheduled_at: string | null;
  updatedAt: string;
  /** The edit counter (issue 51): every save sends it back as If-Match. */
  version: number;
  cover: MediaFile | null;
  situacao: ArticlePublication;
};

/** One article as the editor opens it (GET /api/articles/editor/:documentId): the body in Markdown. */
export type EditorArticle = EditorArticleRow & {
  cover_alt: string | null;
  seo_description: string | null;
  body: string;
  related: Array<{ documentId: string; title: string; slug: string }>;
};

export type ArticleOption = { documentId: string; title: string };

/** The article as the form holds it now: what the editor's preview draws with the public article's header and body. */
export type ArticlePreview = {
  title: string;
  excerpt: string;
  category: ArticleCategoryName;
  /** Markdown. */
  body: string;
  cover: MediaFile | null;
  cover_alt: string;
};
