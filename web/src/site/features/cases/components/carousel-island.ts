import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';

import { HELD_SWIPE_EVENT } from '@/site/lib/islands/early-input';
import { query } from '@/site/lib/islands/selectors';

import { CAROUSEL, CAROUSEL_READY } from '../lib/carousel-selectors';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    carousel: undefined;
  }
}

/**
 * What shows the visitor has reached a carousel: a pointer over it (a mouse's hover; a finger's touch, whose
 * `pointerdown` comes first — Swiper, started inside it, already takes that touch's swipe), the focus, or a click (one
 * held before this code ran is clicked again once it is bound: site/lib/islands/early-input.ts). Capture phase, on the
 * island's marker: Swiper's own listeners, added inside it, then get the same event.
 */
const REACHED = ['pointerover', 'pointerdown', 'focusin', 'click'] as const;

/**
 * Starts Swiper on a card's prerendered carousel the first time the visitor reaches it, not before: Swiper's start is
 * 70–90 ms of script per carousel at 4× CPU (measured), and /cases shows two or three carousels at load. Until then
 * the first image and the arrows are the prerendered markup; then the dots appear, the other images are laid out and
 * swipe works. ← → move this carousel only, while it has the focus (never every carousel of the page at once).
 */
export function mount(root: HTMLElement): void {
  let started = false;
  let swiper: Swiper | undefined;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of REACHED) root.removeEventListener(type, start, true);
    swiper = startSwiper(root);
  };
  for (const type of REACHED) root.addEventListener(type, start, true);
  // Reached by the keyboard before this code ran: the focus is already inside.
  if (root.matches(':focus-within')) start();
  // A swipe made before this code ran (held by site/lib/islands/early-input.ts) moves it as the finger would have: one
  // image on, none past either end.
  root.addEventListener(HELD_SWIPE_EVENT, (event) => {
    start();
    const toward = (event as CustomEvent<'left' | 'right'>).detail;
    if (toward === 'left' && swiper && !swiper.isEnd) swiper.slideNext();
    if (toward === 'right' && swiper && !swiper.isBeginning) swiper.slidePrev();
  });
}

/**
 * Starts a carousel of a list drawn again with newer cases (cases-island.ts) at the image the visitor had moved its
 * earlier copy to — at once, before that list is painted; its island, bound later, takes the running Swiper.
 */
export function startCarouselAt(card: HTMLElement, index: number): void {
  startSwiper(card, index);
}

function startSwiper(root: HTMLElement, initialSlide = 0): Swiper | undefined {
  const group = query(root, CAROUSEL.group);
  const container = group?.querySelector<HTMLElement & { swiper?: Swiper }>('.swiper');
  if (container?.swiper) return container.swiper;
  const prev = group?.querySelector<HTMLElement>('.carousel-prev');
  const next = group?.querySelector<HTMLElement>('.carousel-next');
  const dots = group?.querySelector<HTMLElement>('.carousel-dots');
  if (!group || !container || !prev || !next || !dots) return undefined;
  group.setAttribute(CAROUSEL.group, CAROUSEL_READY);
  const swiper = new Swiper(container, {
    modules: [Navigation, Pagination, A11y],
    navigation: { prevEl: prev, nextEl: next },
    pagination: { el: dots, clickable: true, bulletElement: 'button' },
    rewind: true,
    initialSlide,
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
  return swiper;
}
