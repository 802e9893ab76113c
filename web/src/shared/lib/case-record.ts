import type { Platform, PropertyType, ResultsSeries } from '@alicerce/domain';

/**
 * A case as `GET /api/cases` returns it (spec §3 "Case"): the public sees published ones, an admin all.
 * `M` is how the reader types a media-library file. image_url, chart_url and gallery_images already hold
 * resolved absolute URLs (the media library when a file is attached, else the typed URL fields).
 */
export type CaseRecord<M> = {
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
  /** The results chart as data, drawn by the site; absent or null, the chart image (chart_url) stands in. */
  results_series?: ResultsSeries | null;
  image_url: string | null;
  /** Alt texts typed for images given by URL (a media-library file carries its own `alternativeText`). */
  image_alt?: string | null;
  chart_url: string | null;
  chart_alt?: string | null;
  gallery_images: string[];
  /** Gallery URL → its alt text. */
  gallery_alts?: Record<string, string> | null;
  learning: string | null;
  is_published: boolean;
  createdAt: string;
  updatedAt?: string;
  image: M | null;
  chart: M | null;
  gallery: M[];
};
