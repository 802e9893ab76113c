import type { LandingPageFormValues } from '@alicerce/domain';

/**
 * A landing page as the CMS answers it to an editor (GET /api/landing-pages…?unpublished=include): the stored fields,
 * and beside each image its `<field>_url` (the address to show; null when the file is gone).
 */
export type AdminLandingPage = LandingPageFormValues & {
  id: number;
  documentId: string;
  is_published: boolean;
  og_image_url?: string | null;
  updatedAt?: string;
  /** The edit counter (issue 51): every save sends it back as If-Match. */
  version: number;
};

export type LandingPagesPage = {
  data: AdminLandingPage[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
};
