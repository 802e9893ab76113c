import type { CaseRecord } from '@/lib/case-record';

/** A media-library file as the CMS serves it (upload answer or populated relation). */
export type MediaFile = {
  id: number;
  url: string;
  name?: string;
  /** What the public site uses as the image's alt text (the site's own description when empty). */
  alternativeText?: string | null;
  mime?: string;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', { url: string }>> | null;
};

/** A case as `GET /api/cases` returns it to an admin (all cases, media populated). */
export type AdminCase = CaseRecord<MediaFile> & { id: number };

/** The media chosen in the dialog: sent as relations (file ids) beside the URL fields. */
export type CaseMedia = { image: MediaFile | null; chart: MediaFile | null; gallery: MediaFile[] };

export const noMedia: CaseMedia = { image: null, chart: null, gallery: [] };
