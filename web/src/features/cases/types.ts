import type { Platform, PropertyType } from '@alicerce/domain';

/** One resized copy of a media-library file (Strapi's `formats`). */
export type MediaFormat = { url: string; width: number; height: number };

/** A media-library file as the CMS serves it (absolute URLs). */
export type Media = {
  url: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', MediaFormat>> | null;
};

/** A published case as `GET /api/cases` returns it (spec §3 "Case"). */
export type Case = {
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
  /** Metric name → display string, in the order the admin typed them. */
  results: Record<string, string>;
  /** Resolved absolute URLs: the media library when present, else the typed URL fields. */
  image_url: string | null;
  chart_url: string | null;
  gallery_images: string[];
  learning: string | null;
  is_published: boolean;
  createdAt: string;
  image: Media | null;
  chart: Media | null;
  gallery: Media[];
};
