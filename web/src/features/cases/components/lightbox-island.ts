import { dialogById, openDialog, closeDialog } from '@/lib/dom/dialog';

import { LIGHTBOX_ID } from '../lib/lightbox-id';
import { counterAnnouncement, counterLabel, nextIndex, previousIndex } from '../lib/lightbox-index';

/** Horizontal distance (px) a finger must travel for a swipe. */
export const SWIPE_THRESHOLD = 50;

type Image = { src: string; srcset?: string; width?: string; height?: string; alt: string };

const imageOf = (trigger: HTMLElement): Image => ({
  src: trigger.dataset.src ?? '',
  srcset: trigger.dataset.srcset,
  width: trigger.dataset.width,
  height: trigger.dataset.height,
  alt: trigger.dataset.alt ?? '',
});

/** The lightbox set of a case: its image buttons, in lightbox order (main image, chart, gallery). */
const setOf = (region: ParentNode) =>
  Array.from(region.querySelectorAll<HTMLElement>('[data-lightbox-index]')).sort((a, b) => Number(a.dataset.lightboxIndex) - Number(b.dataset.lightboxIndex));

let state: { images: Image[]; index: number } | null = null;

function show(lightbox: HTMLDialogElement, index: number) {
  if (!state) return;
  state.index = index;
  const image = state.images[index];
  let img = lightbox.querySelector<HTMLImageElement>('[data-testid="lightbox-image"]');
  if (!img) {
    img = document.createElement('img');
    img.dataset.testid = 'lightbox-image';
    img.draggable = false;
    lightbox.querySelector('[data-lightbox="stage"]')?.prepend(img);
  }
  if (image) {
    img.removeAttribute('srcset');
    img.src = image.src;
    if (image.srcset) {
      img.srcset = image.srcset;
      img.sizes = '100vw';
    }
    if (image.width) img.width = Number(image.width);
    if (image.height) img.height = Number(image.height);
    img.alt = image.alt;
  }
  const counter = lightbox.querySelector('[data-testid="lightbox-counter"]');
  if (counter) counter.textContent = counterLabel(index, state.images.length);
  const announce = lightbox.querySelector('[data-lightbox="announce"]');
  if (announce) announce.textContent = counterAnnouncement(index, state.images.length);
  const caption = lightbox.querySelector('[data-lightbox="caption"]');
  if (caption) caption.textContent = image?.alt ?? '';
  lightbox.querySelectorAll<HTMLElement>('[data-lightbox="dots"] li:not([hidden]) button').forEach((dot, i) => {
    if (i === index) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
}

function drawDots(lightbox: HTMLDialogElement, count: number) {
  const list = lightbox.querySelector('[data-lightbox="dots"]');
  const template = list?.querySelector('li[hidden]');
  if (!list || !template) return;
  list.querySelectorAll('li:not([hidden])').forEach((li) => li.remove());
  for (let i = 0; i < count; i++) {
    const li = template.cloneNode(true) as HTMLLIElement;
    li.hidden = false;
    li.querySelector('button')?.setAttribute('aria-label', `Ir para a imagem ${i + 1}`);
    list.appendChild(li);
  }
  list.toggleAttribute('hidden', count < 2);
}

/** Wires the page's lightbox once: buttons, dots, keys and swipe move through the current set. */
function bind(lightbox: HTMLDialogElement) {
  if (lightbox.dataset.lightboxBound) return;
  lightbox.dataset.lightboxBound = '';
  const step = (direction: 1 | -1) => {
    if (!state) return;
    const count = state.images.length;
    show(lightbox, direction === 1 ? nextIndex(state.index, count) : previousIndex(state.index, count));
  };
  lightbox.addEventListener('click', (event) => {
    const target = event.target as Element;
    const action = target.closest<HTMLElement>('[data-lightbox]')?.dataset.lightbox;
    if (action === 'close') closeDialog(lightbox);
    else if (action === 'previous') step(-1);
    else if (action === 'next') step(1);
    const dot = target.closest('[data-lightbox="dots"] li button');
    if (dot) show(lightbox, Array.from(lightbox.querySelectorAll('[data-lightbox="dots"] li:not([hidden]) button')).indexOf(dot));
  });
  lightbox.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  });
  const stage = lightbox.querySelector<HTMLElement>('[data-lightbox="stage"]');
  let start: { x: number; y: number } | null = null;
  stage?.addEventListener('touchstart', (event) => {
    const touch = event.touches[0];
    start = touch ? { x: touch.clientX, y: touch.clientY } : null;
  });
  stage?.addEventListener('touchend', (event) => {
    const touch = event.changedTouches[0];
    const from = start;
    start = null;
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(touch.clientY - from.y)) return;
    step(dx < 0 ? 1 : -1);
  });
}

/** Opens the page's lightbox on `region`'s image set at `index`, named after the case. */
export function openLightbox(region: ParentNode, index: number, title: string) {
  const lightbox = dialogById(LIGHTBOX_ID);
  if (!lightbox) return;
  bind(lightbox);
  state = { images: setOf(region).map(imageOf), index };
  lightbox.setAttribute('aria-label', `Imagens do case ${title}`);
  const multiple = state.images.length > 1;
  lightbox.querySelectorAll<HTMLElement>('[data-lightbox="previous"], [data-lightbox="next"]').forEach((button) => (button.hidden = !multiple));
  drawDots(lightbox, state.images.length);
  show(lightbox, index);
  openDialog(lightbox);
}

/**
 * A case's images open the lightbox (in a case page or the /cases dialog; the case's title is the region's
 * data-case-title), and 'Ver todas as N imagens' reveals the
 * rest of the gallery, moving the focus to the first image it revealed.
 */
export function bindCaseImages(region: HTMLElement) {
  region.addEventListener('click', (event) => {
    const target = event.target as Element;
    const trigger = target.closest<HTMLElement>('[data-lightbox-index]');
    if (trigger) {
      openLightbox(region, setOf(region).indexOf(trigger), region.dataset.caseTitle ?? '');
      return;
    }
    const showAll = target.closest<HTMLElement>('[data-gallery-show-all]');
    if (!showAll) return;
    const hidden = Array.from(region.querySelectorAll<HTMLElement>('[data-gallery] li[hidden]'));
    hidden.forEach((item) => (item.hidden = false));
    showAll.hidden = true;
    hidden[0]?.querySelector('button')?.focus();
  });
}

/** A case page: its images open the lightbox. */
export function mount(root: HTMLElement) {
  const region = root.querySelector<HTMLElement>('[data-case-detail]');
  if (region) bindCaseImages(region);
}
