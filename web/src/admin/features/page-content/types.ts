import type { ContentType, PageSlug } from '@alicerce/domain';

/** A page_contents row as the CMS returns it. */
export type PageContentRow = {
  documentId: string;
  page_slug: PageSlug;
  section_key: string;
  content_type: ContentType;
  content: Record<string, unknown>;
  updatedAt: string;
  /** The edit counter (issue 51): the editor's save sends it back as If-Match. */
  version: number;
};
