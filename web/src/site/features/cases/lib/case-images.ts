import { mediaSources, siteMediaUrl, type DarkSources } from '@/shared/lib/media-sources';

import type { Case, Media } from '../types';

/** An image ready for <img>: srcset and intrinsic size when it comes from the media library. */
export type CaseImage = {
  key: string;
  kind: 'main' | 'chart' | 'gallery';
  src: string;
  /** Responsive candidates (`url 500w, …`) from Strapi's formats; absent for typed URLs. */
  srcSet?: string;
  /** The same sizes in WebP, when the media library made them. */
  avifSrcSet?: string;
  webpSrcSet?: string;
  width?: number;
  height?: number;
  alt: string;
  /** A shipped drawing's dark-theme rendering, shown instead in the dark theme. */
  dark?: DarkSources;
  /** Where the crop of the cards and the gallery is anchored: the file's focal point. */
  objectPosition?: string;
};

/**
 * The alt text is the media-library file's, or for a typed URL the one the admin typed beside it (`typedAlt`);
 * when that is empty, the case's own description of the image (`fallback`).
 */
function toImage(
  kind: CaseImage['kind'],
  key: string,
  url: string,
  media: Media | null | undefined,
  fallback: string,
  typedAlt?: string | null,
): CaseImage {
  if (!media) return { key, kind, src: url, alt: typedAlt?.trim() || fallback };
  const { srcSet, avifSrcSet, webpSrcSet, width, height, dark, objectPosition } = mediaSources(media);
  return {
    key,
    kind,
    src: siteMediaUrl(media.url),
    srcSet,
    avifSrcSet,
    webpSrcSet,
    width,
    height,
    alt: media.alternativeText?.trim() || fallback,
    ...(dark ? { dark } : {}),
    ...(objectPosition ? { objectPosition } : {}),
  };
}

type Source = Pick<
  Case,
  | 'title'
  | 'results_series'
  | 'image_url'
  | 'image_alt'
  | 'chart_url'
  | 'chart_alt'
  | 'gallery_images'
  | 'gallery_alts'
  | 'image'
  | 'chart'
  | 'gallery'
>;

/** The main image, or null when the case has none. */
export function mainImage(item: Source): CaseImage | null {
  return item.image_url ? toImage('main', 'main', item.image_url, item.image, `${item.title}: imagem principal`, item.image_alt) : null;
}

/**
 * The chart image, or null. A case whose results chart is drawn from data has none: the image is only the fallback of
 * older content, and the drawn chart (full width, with its table) is not a picture to enlarge in the lightbox.
 */
export function chartImage(item: Source): CaseImage | null {
  return item.chart_url && !item.results_series
    ? toImage('chart', 'chart', item.chart_url, item.chart, `${item.title}: gráfico de resultados`, item.chart_alt)
    : null;
}

/** The gallery, from the media library when it has files, else from the typed URL list. */
export function galleryImages(item: Source): CaseImage[] {
  const media = item.gallery ?? [];
  const urls = media.length > 0 ? media.map((m) => m.url) : (item.gallery_images ?? []);
  return urls
    .filter((url) => typeof url === 'string' && url.trim() !== '')
    .map((url, i) => toImage('gallery', `gallery-${i}`, url, media[i], `${item.title}: imagem ${i + 1} da galeria`, item.gallery_alts?.[url]));
}

/** What the card shows: the main image then the gallery (a carousel when more than one). */
export function cardImages(item: Source): CaseImage[] {
  const main = mainImage(item);
  return [...(main ? [main] : []), ...galleryImages(item)];
}

/** The lightbox set (spec §2): main image, chart image, then gallery, missing ones skipped (a drawn chart is not in it). */
export function lightboxImages(item: Source): CaseImage[] {
  return [mainImage(item), chartImage(item), ...galleryImages(item)].filter((image): image is CaseImage => image !== null);
}
