import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

import { Island } from '@/site/lib/islands/island';
import { dataAttr, selector } from '@/site/lib/islands/selectors';

import { CAROUSEL, CAROUSEL_READY } from '../lib/carousel-selectors';
import type { CaseImage } from '../lib/case-images';

import { CasePicture } from './case-picture';

type Props = { images: CaseImage[]; title: string; sizes: string; eager?: boolean };

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.5)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.7)' },
} as const;

/**
 * A card's images (main image, then gallery) as Swiper's markup, prerendered with the first image showing and the
 * arrows on it; Swiper itself starts when the visitor first reaches the card's images (carousel-island.ts), and adds
 * the dots then (a tap on an arrow or a swipe before its code has run is held and done once it has:
 * site/lib/islands/early-input.ts).
 * Swiper's few layout rules are here (no stylesheet request): a row of full-width slides in a clipped frame.
 */
export function CaseCarousel({ images, title, sizes, eager = false }: Props) {
  return (
    <Island name="carousel" when="visible">
      <Box
        role="group"
        aria-roledescription="carrossel"
        aria-label={`Imagens do case ${title}`}
        data-testid="case-carousel"
        {...dataAttr(CAROUSEL.group)}
        sx={{
          position: 'relative',
          height: '100%',
          '& .swiper': { overflow: 'hidden', height: '100%', position: 'relative' },
          '& .swiper-wrapper': { display: 'flex', height: '100%', transitionProperty: 'transform', boxSizing: 'content-box' },
          '& .swiper-slide': { flexShrink: 0, width: '100%', height: '100%' },
          // Until Swiper runs, only the first image is in the page's layout: the others (lazy) are not fetched yet.
          [`&:not(${selector(CAROUSEL.group, CAROUSEL_READY)}) .swiper-slide:not(:first-of-type)`]: { display: 'none' },
          '& .carousel-dots': { position: 'absolute', bottom: 4, left: 0, right: 0, zIndex: 2, display: 'flex', justifyContent: 'center' },
          // Each dot is a 24 px touch target (WCAG 2.2 target size) with the 8 px dot drawn in its centre.
          '& .swiper-pagination-bullet': {
            width: 24,
            height: 24,
            p: 0,
            border: 0,
            cursor: 'pointer',
            background: 'radial-gradient(circle, rgba(255,255,255,.6) 0 4px, transparent 4.5px)',
            filter: 'drop-shadow(0 0 2px rgba(0,0,0,.8))',
          },
          '& .swiper-pagination-bullet-active': { background: 'radial-gradient(circle, #FFFFFF 0 4px, transparent 4.5px)' },
        }}
      >
        <div className="swiper">
          <div className="swiper-wrapper">
            {images.map((image, index) => (
              <div className={index === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'} key={image.key}>
                <CasePicture image={image} sizes={sizes} eager={eager && index === 0} waitsForMain={!eager} />
              </div>
            ))}
          </div>
        </div>
        <IconButton className="carousel-prev" aria-label="Imagem anterior" size="small" sx={{ ...arrow, left: 8 }}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton className="carousel-next" aria-label="Próxima imagem" size="small" sx={{ ...arrow, right: 8 }}>
          <ChevronRightIcon />
        </IconButton>
        <div className="carousel-dots" />
      </Box>
    </Island>
  );
}
