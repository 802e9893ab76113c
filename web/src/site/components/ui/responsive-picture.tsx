import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { preconnect, preload } from 'react-dom';

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
  sx?: SxProps<Theme>;
};

/**
 * An image of the CMS as a <picture>: AVIF, then WebP, where the browser takes them, the upload's format otherwise, sized by
 * `sizes`, with its intrinsic width and height (no layout shift). Lazy unless it is the page's main image.
 */
export function ResponsivePicture({ src, srcSet, avifSrcSet, webpSrcSet, sizes, width, height, alt, priority = false, sx }: Props) {
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
  return (
    <Box component="picture" sx={{ display: 'contents' }}>
      {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />}
      {webpSrcSet && <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />}
      <Box
        component="img"
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        draggable={false}
        sx={sx}
      />
    </Box>
  );
}
