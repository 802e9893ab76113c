// Shapes of the CMS article API (GET /api/articles and GET /api/articles/slug/:slug).
import type { ArticleCategory } from '@/content/articles';

export type { ArticleCategory };

export type ImageFormat = { url: string; width: number; height: number };

export type Cover = {
  /** Absolute URL of the original file. */
  url: string;
  width: number;
  height: number;
  alternativeText?: string | null;
  /** Strapi's resized copies (thumbnail, small, medium, large) and the CMS's WebP ones (small_webp … full_webp). */
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

// ---- Strapi 5 "blocks" rich text

export type TextNode = {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
};
export type LinkNode = { type: 'link'; url: string; children: TextNode[] };
export type InlineNode = TextNode | LinkNode;
export type ListItemBlock = { type: 'list-item'; children: InlineNode[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: Array<ListItemBlock | Extract<Block, { type: 'list' }>> }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: InlineNode[] }
  | { type: 'image'; image: { url: string; alternativeText?: string | null; width?: number; height?: number } };

/** A full article (detail endpoint). */
export type ArticleWithBody = Article & { body: Block[] };

export type TocItem = { title: string; anchor: string };
