import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

import { ResponsivePicture } from '@/site/components/ui/responsive-picture';
import { waitsForMainImageSx } from '@/site/lib/islands/main-image-head';
import { mediaSources, siteMediaUrl } from '@/shared/lib/media-sources';

import type { LandingImageAnswer } from '../types';

/** Pictures of a landing page are framed 3:2 (the drawn and photographed launch pictures are). */
const FRAME = { width: 1200, height: 800 };

type Props = { answer: LandingImageAnswer; alt: string; sizes: string; priority?: boolean; sx?: SxProps<Theme> };

/**
 * A block's image: a media-library file with its AVIF, WebP and resized copies (mediaSources), or an address as it was
 * typed, in a 3:2 frame (its width and height reserve the box: no layout shift). Nothing when the image is gone.
 * Every picture but the hero's waits for the hero's paint (site/lib/islands/main-image-head.ts) inside a frame of its
 * size, so the gallery is not fetched beside the picture the visitor waits for.
 */
export function LandingPicture({ answer, alt, sizes, priority = false, sx }: Props) {
  if (!answer.image_url) return null;
  const media = answer.image_media ? mediaSources(answer.image_media) : null;
  const shape = { display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 3 } as const;
  const picture = (
    <ResponsivePicture
      src={media?.src ?? siteMediaUrl(answer.image_url)}
      srcSet={media?.srcSet}
      avifSrcSet={media?.avifSrcSet}
      webpSrcSet={media?.webpSrcSet}
      sizes={sizes}
      width={media?.width ?? FRAME.width}
      height={media?.height ?? FRAME.height}
      alt={alt}
      priority={priority}
      dark={media?.dark}
      objectPosition={media?.objectPosition}
      sx={[shape, ...(priority ? [] : [waitsForMainImageSx]), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
  if (priority) return picture;
  return <Box sx={{ aspectRatio: '3 / 2', borderRadius: 3, bgcolor: 'action.hover' }}>{picture}</Box>;
}
