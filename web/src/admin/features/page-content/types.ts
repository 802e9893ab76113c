import type { ContentType, PageSlug } from '@alicerce/domain';

/** A page_contents row as the CMS returns it. */
export type PageContentRow = {
  documentId: string;
  page_slug: PageSlug;
  section_key: string;
  content_type: ContentType;
  content: Record<string, unknown>;
  updatedAt: string;
};
