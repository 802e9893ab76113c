import type { Core } from '@strapi/strapi';
import { absoluteUrl } from './absolute-url';

type Media = { url: string; formats?: Record<string, { url: string }> | null } | null | undefined;

/** A media object with absolute URLs (its formats too), or null. */
export function resolveMediaUrls(strapi: Core.Strapi, media: Media) {
  if (!media) return null;
  const formats = Object.fromEntries(
    Object.entries(media.formats ?? {}).map(([name, format]) => [name, { ...format, url: absoluteUrl(strapi, format.url) }]),
  );
  return { ...media, url: absoluteUrl(strapi, media.url), formats };
}

/**
 * The site reads image_url, chart_url and gallery_images only: when a media-library file is attached,
 * its absolute URL wins over the typed URL field. The media objects stay for responsive srcsets.
 */
export function resolveCaseMedia(strapi: Core.Strapi, entry: Record<string, any>) {
  const image = resolveMediaUrls(strapi, entry.image);
  const chart = resolveMediaUrls(strapi, entry.chart);
  const gallery = (entry.gallery ?? []).map((item: Media) => resolveMediaUrls(strapi, item));
  return {
    ...entry,
    image,
    chart,
    gallery,
    image_url: image?.url ?? entry.image_url ?? null,
    chart_url: chart?.url ?? entry.chart_url ?? null,
    gallery_images: gallery.length > 0 ? gallery.map((item: { url: string }) => item.url) : (entry.gallery_images ?? []),
  };
}
