import type { Core } from '@strapi/strapi';
import { absoluteUrl } from './absolute-url';

type MediaFile = { url: string; formats?: Record<string, { url: string }> | null };

/** A media-library file as Strapi answers it in a populated field (a document's fields are read as `unknown`). */
const isMediaFile = (value: unknown): value is MediaFile =>
  typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';

/** A media object with absolute URLs (its formats too), or null (no file). */
export function resolveMediaUrls(strapi: Core.Strapi, media: unknown) {
  if (!isMediaFile(media)) return null;
  const formats = Object.fromEntries(
    Object.entries(media.formats ?? {}).map(([name, format]) => [name, { ...format, url: absoluteUrl(strapi, format.url) }]),
  );
  return { ...media, url: absoluteUrl(strapi, media.url), formats };
}

/**
 * The site reads image_url, chart_url and gallery_images only: when a media-library file is attached,
 * its absolute URL wins over the typed URL field. The media objects stay for responsive srcsets.
 */
export function resolveCaseMedia<T extends CaseMediaFields>(strapi: Core.Strapi, entry: T) {
  const image = resolveMediaUrls(strapi, entry.image);
  const chart = resolveMediaUrls(strapi, entry.chart);
  const gallery = (Array.isArray(entry.gallery) ? entry.gallery : []).map((item: unknown) => resolveMediaUrls(strapi, item));
  return {
    ...entry,
    image,
    chart,
    gallery,
    image_url: image?.url ?? entry.image_url ?? null,
    chart_url: chart?.url ?? entry.chart_url ?? null,
    gallery_images: gallery.length > 0 ? gallery.map((item) => item?.url) : (entry.gallery_images ?? []),
  };
}

/** What resolveCaseMedia reads of a case (a populated document, or an entry of the core controller's answer). */
type CaseMediaFields = { image?: unknown; chart?: unknown; gallery?: unknown; image_url?: unknown; chart_url?: unknown; gallery_images?: unknown };
