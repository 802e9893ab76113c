import { objectPositionOf, OG_IMAGE } from '@alicerce/domain';

/** One resized copy of a media-library file (Strapi's `formats`, plus the copies the CMS adds: `<key>_avif`, `<key>_webp`, `og`). */
export type MediaFormat = { url: string; width: number; height?: number };
export type MediaFile = {
  url: string;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, MediaFormat | undefined> | null;
  /** Where the subject sits, in percent (Strapi's focal point, set in 'Mídia'): every crop keeps it in frame. */
  focalPoint?: { x: number; y: number } | null;
};

const SIZES = ['small', 'medium', 'large'] as const;

/**
 * A media-library file's address on the site's own origin. The CMS links its files on its own host
 * (`https://cms…/uploads/x.jpg`); the site server and nginx proxy `/uploads/` to the CMS, so a page's images come over
 * the connection its HTML came on. On a phone the DNS lookup and new TLS connection to the CMS's host were most of the
 * time between the HTML and the main image (the LCP of /cases, /blog and articles). Anything else is left as it is.
 */
export function siteMediaUrl(url: string): string {
  const match = /^https?:\/\/[^/?#]+(\/uploads\/[^?#]+)$/i.exec(url);
  return match ? match[1] : url;
}

const srcSet = (candidates: Array<MediaFormat | undefined>) => {
  const usable = candidates.filter((c): c is MediaFormat => Boolean(c?.url && c.width));
  return usable.length > 0 ? usable.map((c) => `${siteMediaUrl(c.url)} ${c.width}w`).join(', ') : undefined;
};

/** A <picture>'s candidates from the formats named `<prefix><size>` (and `<prefix><size>_avif|_webp`) and the file itself. */
function sourcesOf(formats: Record<string, MediaFormat | undefined>, prefix: string, original: MediaFormat | undefined) {
  return {
    srcSet: srcSet([...SIZES.map((size) => formats[`${prefix}${size}`]), original]),
    avifSrcSet: srcSet([...SIZES.map((size) => formats[`${prefix}${size}_avif`]), formats[`${prefix}full_avif`]]),
    webpSrcSet: srcSet([...SIZES.map((size) => formats[`${prefix}${size}_webp`]), formats[`${prefix}full_webp`]]),
  };
}

/** The sources of an image's dark-theme rendering (a shipped drawing's night version), as a <picture> takes them. */
export type DarkSources = ReturnType<typeof sourcesOf> & { src: string };

/**
 * What a <picture> offers for a media-library image: AVIF, then WebP, at each size when the CMS made them (the browser
 * takes the first it can show), the upload's own format at each size for the others, and the file's intrinsic size
 * (no layout shift). A drawing the product ships has its dark theme's rendering beside it (`dark`, `dark_<format>`:
 * cms/src/seed/upload-asset.ts): its sources are `dark`.
 */
export function mediaSources(media: MediaFile) {
  const formats = media.formats ?? {};
  const original = media.width ? { url: media.url, width: media.width } : undefined;
  const night = formats.dark;
  const dark: DarkSources | undefined = night?.url
    ? { src: siteMediaUrl((formats.dark_medium ?? night).url), ...sourcesOf(formats, 'dark_', night.width ? night : undefined) }
    : undefined;
  return {
    src: siteMediaUrl((formats.medium ?? media).url),
    ...sourcesOf(formats, '', original),
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    dark,
    /** The CSS `object-position` of every `object-fit: cover` crop of it (undefined: centred). */
    objectPosition: objectPositionOf(media.focalPoint),
  };
}

/**
 * The image a page names in `og:image`: the file's 1200×630 cut around its focal point (the CMS's `og` format), or the
 * file itself for an upload from before the cut existed. On the site's origin (siteMediaUrl): the page's meta makes it
 * absolute there, one host for the page and its images.
 */
export function sharingImage(media: MediaFile): { url: string; width: number; height: number } {
  const og = media.formats?.og;
  if (og?.url) return { url: siteMediaUrl(og.url), width: OG_IMAGE.width, height: OG_IMAGE.height };
  return { url: siteMediaUrl(media.url), width: media.width ?? OG_IMAGE.width, height: media.height ?? OG_IMAGE.height };
}
