import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

import { ResponsivePicture } from '@/site/components/ui/responsive-picture';
import { waitsForMainImageSx } from '@/site/lib/islands/main-image-head';

import type { CaseImage } from '../lib/case-images';

/** Intrinsic size used when a typed URL gives none: the 3:2 frame the cards and dialog use. */
const DEFAULT_SIZE = { width: 1200, height: 800 };

type Props = {
  image: CaseImage;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once; everything else is lazy. */
  eager?: boolean;
  /**
   * Not fetched before the page's main picture is on screen (main-image-head.ts), for a picture in a frame that keeps
   * its place, within a phone's lazy-load distance of the main one: the case page's gallery, and the covers of the cards
   * after the first on /cases (the next two, 42 KB, were fetched beside the first, and Lighthouse counted them in its LCP).
   */
  waitsForMain?: boolean;
  sx?: SxProps<Theme>;
};

/** A case image with width/height set (no layout shift), AVIF/WebP first and a srcset of the CMS's resized formats. */
export function CasePicture({ image, sizes, eager = false, waitsForMain = false, sx }: Props) {
  return (
    <ResponsivePicture
      src={image.src}
      srcSet={image.srcSet}
      avifSrcSet={image.avifSrcSet}
      webpSrcSet={image.webpSrcSet}
      sizes={sizes}
      width={image.width ?? DEFAULT_SIZE.width}
      height={image.height ?? DEFAULT_SIZE.height}
      alt={image.alt}
      priority={eager}
      dark={image.dark}
      objectPosition={image.objectPosition}
      sx={[
        { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
        ...(waitsForMain ? [waitsForMainImageSx] : []),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

export const PLACEHOLDER_SRC = '/images/case-placeholder.svg';
/** Its night rendering, for the dark theme (web/scripts/case-placeholder.mjs). */
export const PLACEHOLDER_DARK_SRC = '/images/case-placeholder.dark.svg';

/** The local stand-in for a case without images: the day drawing, or in the dark theme its night one (data-scheme). */
export function CasePlaceholder({ title, eager = false }: { title: string; eager?: boolean }) {
  return (
    <>
      {(['light', 'dark'] as const).map((scheme) => (
        <Box
          key={scheme}
          component="img"
          src={scheme === 'dark' ? PLACEHOLDER_DARK_SRC : PLACEHOLDER_SRC}
          width={DEFAULT_SIZE.width}
          height={DEFAULT_SIZE.height}
          alt={`${title}: imagem ilustrativa`}
          // The night one waits for its theme: hidden, a lazy image is not fetched.
          loading={eager && scheme === 'light' ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          data-content-image=""
          data-scheme={scheme}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ))}
    </>
  );
}
