import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';

import type { CaseImage } from '../lib/case-images';

import { CasePicture } from './case-picture';

type Props = { image: CaseImage; index: number; label: string; sizes: string; sx?: SxProps<Theme> };

/**
 * An image that opens the lightbox at itself (its position in the case's lightbox set). The lightbox reads the set
 * from these buttons, in order: each carries its full-size image's attributes.
 */
export function LightboxTrigger({ image, index, label, sizes, sx }: Props) {
  return (
    <ButtonBase
      aria-label={label}
      data-lightbox-index={index}
      data-src={image.src}
      data-srcset={image.srcSet}
      data-width={image.width}
      data-height={image.height}
      data-alt={image.alt}
      sx={[{ display: 'block', width: '100%', overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CasePicture image={image} sizes={sizes} sx={{ height: '100%' }} />
    </ButtonBase>
  );
}
