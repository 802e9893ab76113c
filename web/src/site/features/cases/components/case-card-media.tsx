import Box from '@mui/material/Box';

import { cardImages } from '../lib/case-images';
import type { Case } from '../types';

import { CaseCarousel } from './case-carousel';
import { CasePicture, CasePlaceholder } from './case-picture';

/** Grid column widths (1 / 2 / 3 columns, container max 1200 px). */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 50vw, 100vw';

/**
 * The card's image area: a carousel for several images, the image alone, or the local placeholder. A card after the
 * first waits for the page's main picture (its 3:2 frame keeps the place).
 */
export function CaseCardMedia({ item, eager = false }: { item: Case; eager?: boolean }) {
  const images = cardImages(item);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '3 / 2', bgcolor: 'action.hover', overflow: 'hidden' }}>
      {images.length === 0 && <CasePlaceholder title={item.title} eager={eager} />}
      {images.length === 1 && <CasePicture image={images[0]} sizes={CARD_IMAGE_SIZES} eager={eager} waitsForMain={!eager} />}
      {images.length > 1 && <CaseCarousel images={images} title={item.title} sizes={CARD_IMAGE_SIZES} eager={eager} />}
    </Box>
  );
}
