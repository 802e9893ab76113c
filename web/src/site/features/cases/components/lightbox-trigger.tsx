import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';

import { dataAttr } from '@/site/lib/islands/selectors';

import type { CaseImage } from '../lib/case-images';
import { CASE_PAGE } from '../lib/case-page-selectors';

import { CasePicture } from './case-picture';

type Props = { image: CaseImage; index: number; label: string; sizes: string; waitsForMain?: boolean; sx?: SxProps<Theme> };

/**
 * An image that opens the lightbox at itself (its position in the case's lightbox set). The lightbox reads the set
 * from these buttons, in order: each carries its full-size image's attributes.
 */
export function LightboxTrigger({ image, index, label, sizes, waitsForMain, sx }: Props) {
  return (
    <ButtonBase
      aria-label={label}
      {...dataAttr(CASE_PAGE.index, index)}
      {...dataAttr(CASE_PAGE.src, image.src)}
      {...dataAttr(CASE_PAGE.srcset, image.srcSet)}
      {...dataAttr(CASE_PAGE.width, image.width)}
      {...dataAttr(CASE_PAGE.height, image.height)}
      {...dataAttr(CASE_PAGE.alt, image.alt)}
      {...dataAttr(CASE_PAGE.darkSrc, image.dark?.src)}
      {...dataAttr(CASE_PAGE.darkSrcset, image.dark?.srcSet)}
      sx={[{ display: 'block', width: '100%', overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CasePicture image={image} sizes={sizes} waitsForMain={waitsForMain} sx={{ height: '100%' }} />
    </ButtonBase>
  );
}
