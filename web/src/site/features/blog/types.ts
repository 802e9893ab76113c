// Shapes of the CMS article API (GET /api/articles and GET /api/articles/slug/:slug).
import type { BodyBlock as Block } from '@alicerce/domain';
import type { ArticleCategory } from '@/site/content/articles';

export type { ArticleCategory };

export type ImageFormat = { url: string; width: number; height: number };

export type Cover = {
  /** Absolute URL of the original file. */
  url: string;
  width: number;
  height: number;
  alternativeText?: string | null;
  /** Strapi's resized copies (thumbnail, small, medium, large) and the CMS's AVIF and WebP ones (small_avif … full_webp). */
  formats?: Record<string, ImageFormat | undefined> | null;
};

export type RelatedArticle = { slug: string; title: string };

/** One article of the list (no body). */
export type Article = {
  documentId: string;
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  /** ISO date (yyyy-mm-dd). */
  published_date: string;
  /** Minutes. */
  reading_time: number;
  featured: boolean;
  cover_alt: string | null;
  seo_description: string | null;
  cover: Cover | null;
  related: RelatedArticle[];
};

// ---- Strapi 5 "blocks" rich text: one declaration, the shapes domain/src/article-markdown.ts writes from Markdown.
// Type-only, so the public article pages take none of the domain package's code.
export type {
  BodyText as TextNode,
  BodyLink as LinkNode,
  BodyInline as InlineNode,
  BodyListItem as ListItemBlock,
  BodyBlock as Block,
} from '@alicerce/domain';
/** A full article (detail endpoint). */
export type ArticleWithBody = Article & { body: Block[] };

export type TocItem = { title: string; anchor: string };
