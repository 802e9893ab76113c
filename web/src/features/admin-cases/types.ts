import type { Platform, PropertyType } from '@alicerce/domain';

/** A media-library file as the CMS serves it (upload answer or populated relation). */
export type MediaFile = {
  id: number;
  url: string;
  name?: string;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', { url: string }>> | null;
};

/** A case as `GET /api/cases` returns it to an admin (all cases, media populated). */
export type AdminCase = {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  client_name: string;
  segment: string;
  platform: Platform;
  property_type: PropertyType | null;
  short_description: string;
  challenge: string;
  strategy: string[];
  results: Record<string, string>;
  image_url: string | null;
  chart_url: string | null;
  learning: string | null;
  gallery_images: string[];
  is_published: boolean;
  createdAt: string;
  image: MediaFile | null;
  chart: MediaFile | null;
  gallery: MediaFile[] | null;
};

/** The media chosen in the dialog: sent as relations (file ids) beside the URL fields. */
export type CaseMedia = { image: MediaFile | null; chart: MediaFile | null; gallery: MediaFile[] };

export const noMedia: CaseMedia = { image: null, chart: null, gallery: [] };
