import Box from '@mui/material/Box';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

import type { CaseImage } from '../lib/case-images';

import { CasePicture } from './case-picture';

type Props = { images: CaseImage[]; title: string; sizes: string; eager?: boolean };

/** Swiper carousel of a card's images (main image, then gallery). Loaded on demand: only cards with several images need it. */
export default function CaseCarousel({ images, title, sizes, eager = false }: Props) {
  return (
    <Box
      role="group"
      aria-roledescription="carrossel"
      aria-label={`Imagens do case ${title}`}
      data-testid="case-carousel"
      sx={{
        height: '100%',
        '--swiper-theme-color': '#FFFFFF',
        '--swiper-navigation-size': '26px',
        '--swiper-pagination-bullet-inactive-color': '#FFFFFF',
        '--swiper-pagination-bullet-inactive-opacity': '0.6',
        // Each dot is a 24 px touch target (WCAG 2.2 target size) with the 8 px dot drawn in its centre.
        '--swiper-pagination-bullet-width': '24px',
        '--swiper-pagination-bullet-height': '24px',
        '--swiper-pagination-bullet-horizontal-gap': '0px',
        '& .swiper-pagination-bullet': { background: 'radial-gradient(circle, #FFFFFF 0 4px, transparent 4.5px)' },
        '& .swiper': { height: '100%' },
        '& .swiper-button-prev, & .swiper-button-next': { textShadow: '0 0 6px rgba(0,0,0,.6)', filter: 'drop-shadow(0 0 3px rgba(0,0,0,.6))' },
      }}
    >
      <Swiper
        modules={[Navigation, Pagination, A11y, Keyboard]}
        navigation
        pagination={{ clickable: true }}
        keyboard={{ onlyInViewport: true }}
        rewind
        a11y={{
          prevSlideMessage: 'Imagem anterior',
          nextSlideMessage: 'Próxima imagem',
          paginationBulletMessage: 'Ir para a imagem {{index}}',
          slideLabelMessage: '{{index}} / {{slidesLength}}',
          firstSlideMessage: 'Primeira imagem',
          lastSlideMessage: 'Última imagem',
        }}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.key}>
            <CasePicture image={image} sizes={sizes} eager={eager && index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
