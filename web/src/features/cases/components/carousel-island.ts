import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';

import { inIdleTurn } from '@/lib/dom/turns';
import { query } from '@/lib/islands/selectors';

import { CAROUSEL, CAROUSEL_READY } from '../lib/carousel-selectors';

/**
 * Starts Swiper on a card's prerendered carousel: arrows and dots appear, swipe works, and ← → move this carousel
 * only, while it has the focus (never every carousel of the page at once). The carousels a screen shows together
 * start one per idle period (each a short task), so a tap on a card is answered between them. A carousel reached
 * by keyboard first starts at once.
 */
export function mount(root: HTMLElement): Promise<void> {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startSwiper(root);
  };
  root.addEventListener('focusin', start, { once: true });
  return inIdleTurn(start);
}

function startSwiper(root: HTMLElement) {
  const group = query(root, CAROUSEL.group);
  const container = group?.querySelector<HTMLElement>('.swiper');
  const prev = group?.querySelector<HTMLElement>('.carousel-prev');
  const next = group?.querySelector<HTMLElement>('.carousel-next');
  const dots = group?.querySelector<HTMLElement>('.carousel-dots');
  if (!group || !container || !prev || !next || !dots) return;
  prev.hidden = false;
  next.hidden = false;
  group.setAttribute(CAROUSEL.group, CAROUSEL_READY);
  const swiper = new Swiper(container, {
    modules: [Navigation, Pagination, A11y],
    navigation: { prevEl: prev, nextEl: next },
    pagination: { el: dots, clickable: true, bulletElement: 'button' },
    rewind: true,
    a11y: {
      prevSlideMessage: 'Imagem anterior',
      nextSlideMessage: 'Próxima imagem',
      paginationBulletMessage: 'Ir para a imagem {{index}}',
      slideLabelMessage: '{{index}} / {{slidesLength}}',
      firstSlideMessage: 'Primeira imagem',
      lastSlideMessage: 'Última imagem',
    },
  });
  group.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') swiper.slidePrev();
    else if (event.key === 'ArrowRight') swiper.slideNext();
    else return;
    event.preventDefault();
  });
}
