import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

import type { CaseImage } from '../lib/case-images';

/** Intrinsic size used when a typed URL gives none: the 3:2 frame the cards and dialog use. */
const DEFAULT_SIZE = { width: 1200, height: 800 };

type Props = {
  image: CaseImage;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once; everything else is lazy. */
  eager?: boolean;
  sx?: SxProps<Theme>;
};

/** A case image with width/height set (no layout shift) and a srcset of the CMS's resized formats. */
export function CasePicture({ image, sizes, eager = false, sx }: Props) {
  const width = image.width ?? DEFAULT_SIZE.width;
  const height = image.height ?? DEFAULT_SIZE.height;
  return (
    <Box
      component="img"
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      sx={[
        { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

export const PLACEHOLDER_SRC = '/images/case-placeholder.svg';

/** The local stand-in for a case without images. */
export function CasePlaceholder({ title, eager = false }: { title: string; eager?: boolean }) {
  return (
    <Box
      component="img"
      src={PLACEHOLDER_SRC}
      width={DEFAULT_SIZE.width}
      height={DEFAULT_SIZE.height}
      alt={`${title}: imagem ilustrativa`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
