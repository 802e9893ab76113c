import type { CaseRecord } from '@/shared/lib/case-record';

/** One resized copy of a media-library file (Strapi's `formats`). */
export type MediaFormat = { url: string; width: number; height: number };

/** A media-library file as the CMS serves it (absolute URLs). */
export type Media = {
  url: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  /** Strapi's resized copies (thumbnail, small, medium, large) and the CMS's AVIF and WebP ones (small_avif … full_webp). */
  formats?: Record<string, MediaFormat | undefined> | null;
};

/** A published case as `GET /api/cases` returns it to the public. */
export type Case = CaseRecord<Media>;
