import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { preconnect, preload } from 'react-dom';

import type { DarkSources } from '@/shared/lib/media-sources';

type Props = {
  src: string;
  /** The upload's own format at each size (`url 500w, …`), and the AVIF and WebP copies when the CMS has them. */
  srcSet?: string;
  avifSrcSet?: string;
  webpSrcSet?: string;
  /** How wide the image is shown at each breakpoint (the `sizes` attribute). */
  sizes: string;
  width: number;
  height: number;
  alt: string;
  /** The page's main image (its LCP): fetched at once and first; every other image is lazy. */
  priority?: boolean;
  /** A shipped drawing's dark-theme rendering (mediaSources): shown instead of the day picture in the dark theme. */
  dark?: DarkSources;
  /** Where an `object-fit: cover` crop is anchored: the file's focal point (mediaSources), so the subject stays in frame. */
  objectPosition?: string;
  sx?: SxProps<Theme>;
};

/**
 * An image of the CMS as a <picture>: AVIF, then WebP, where the browser takes them, the upload's format otherwise, sized by
 * `sizes`, with its intrinsic width and height (no layout shift). Lazy unless it is the page's main image.
 *
 * In the dark theme (shared/theme/components.ts, one rule for every content image): an upload is toned down a little so
 * it does not glare on the night page, and a drawing with a dark rendering shows that instead — a second <picture>,
 * lazy, so the theme that hides it never fetches it (`data-scheme`). That one offers AVIF and the upload's medium size
 * only: a /cases page carries two dozen of them, and every browser with a dark theme to choose takes AVIF.
 */
export function ResponsivePicture({
  src,
  srcSet,
  avifSrcSet,
  webpSrcSet,
  sizes,
  width,
  height,
  alt,
  priority = false,
  dark,
  objectPosition,
  sx,
}: Props) {
  // The CMS's media are on the site's own origin (shared/lib/media-sources.ts); an image on another host (an address an admin
  // typed) is connected to from the head of the page, so the main image does not wait for a new connection.
  if (priority && /^https?:\/\//.test(src)) preconnect(new URL(src).origin);
  // …and asked for from the head, in the format and size the <picture> will pick.
  // (A browser that cannot show the preloaded type skips the preload and takes the next source.)
  if (priority) {
    const first = avifSrcSet
      ? { imageSrcSet: avifSrcSet, type: 'image/avif' }
      : webpSrcSet
        ? { imageSrcSet: webpSrcSet, type: 'image/webp' }
        : srcSet
          ? { imageSrcSet: srcSet }
          : {};
    preload(src, { as: 'image', fetchPriority: 'high', imageSizes: sizes, ...first });
  }
  const picture = (sources: { src: string; srcSet?: string; avifSrcSet?: string; webpSrcSet?: string }, scheme?: 'light' | 'dark') => {
    // The dark rendering waits for its theme (a hidden lazy image is not fetched); the day picture of the main image is eager.
    const eager = priority && scheme !== 'dark';
    // Every browser the site supports takes the AVIF or WebP source when there is one: the <img>'s own sizes would be
    // bytes in every page that none of them reads (half a KB of gzip on /cases), so it keeps only its `src` then.
    const ownSizes = sources.avifSrcSet || sources.webpSrcSet ? undefined : sources.srcSet;
    return (
      <Box component="picture" sx={{ display: 'contents' }}>
        {sources.avifSrcSet && <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />}
        {sources.webpSrcSet && <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />}
        <Box
          component="img"
          src={sources.src}
          srcSet={ownSizes}
          sizes={ownSizes ? sizes : undefined}
          width={width}
          height={height}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding={eager ? 'sync' : 'async'}
          draggable={false}
          data-content-image=""
          data-scheme={scheme}
          sx={objectPosition ? [...(Array.isArray(sx) ? sx : [sx]), { objectPosition }] : sx}
        />
      </Box>
    );
  };
  const day = picture({ src, srcSet, avifSrcSet, webpSrcSet }, dark ? 'light' : undefined);
  if (!dark) return day;
  return (
    <>
      {day}
      {picture({ src: dark.src, avifSrcSet: dark.avifSrcSet }, 'dark')}
    </>
  );
}
