import { dialogById, openDialog, closeDialog } from '@/site/lib/dom/dialog';
import { closest, query, queryAll, read } from '@/site/lib/islands/selectors';

import { CASE_PAGE, LIGHTBOX, type LightboxPart } from '../lib/case-page-selectors';
import { LIGHTBOX_ID } from '../lib/lightbox-id';
import { counterAnnouncement, counterLabel, nextIndex, previousIndex } from '../lib/lightbox-index';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    'case-page': undefined;
  }
}

/** Horizontal distance (px) a finger must travel for a swipe. */
export const SWIPE_THRESHOLD = 50;

type Image = { src: string; srcset?: string; width?: string; height?: string; alt: string; night?: boolean };

/** The dark theme shows a shipped drawing's night rendering (shared/theme/components.ts), in the lightbox too. */
const darkTheme = () => document.documentElement.classList.contains('dark');

const imageOf = (trigger: HTMLElement): Image => {
  const night = darkTheme() ? read(trigger, CASE_PAGE.darkSrc) : null;
  return {
    src: night ?? read(trigger, CASE_PAGE.src) ?? '',
    srcset: (night ? read(trigger, CASE_PAGE.darkSrcset) : read(trigger, CASE_PAGE.srcset)) ?? undefined,
    width: read(trigger, CASE_PAGE.width) ?? undefined,
    height: read(trigger, CASE_PAGE.height) ?? undefined,
    alt: read(trigger, CASE_PAGE.alt) ?? '',
    night: Boolean(night),
  };
};

/** One part of the lightbox (lightbox-shell.tsx). */
const part = <E extends Element = HTMLElement>(lightbox: ParentNode, name: LightboxPart) => query<E>(lightbox, LIGHTBOX.part, name);
/** The dots of the images shown (the template dot stays hidden). */
const dots = (lightbox: ParentNode) => Array.from(part(lightbox, 'dots')?.querySelectorAll<HTMLElement>('li:not([hidden]) button') ?? []);

/** The lightbox set of a case: its image buttons, in lightbox order (main image, chart, gallery). */
const setOf = (region: ParentNode) =>
  queryAll(region, CASE_PAGE.index).sort((a, b) => Number(read(a, CASE_PAGE.index)) - Number(read(b, CASE_PAGE.index)));

let state: { images: Image[]; index: number } | null = null;
/** The lightboxes already wired (the page's one, once). */
const bound = new WeakSet<HTMLDialogElement>();

function show(lightbox: HTMLDialogElement, index: number) {
  if (!state) return;
  state.index = index;
  const image = state.images[index];
  let img = part<HTMLImageElement>(lightbox, 'image');
  if (!img) {
    img = document.createElement('img');
    img.setAttribute(LIGHTBOX.part, 'image' satisfies LightboxPart);
    img.setAttribute(LIGHTBOX.testId, 'lightbox-image');
    img.draggable = false;
    img.setAttribute(LIGHTBOX.contentImage, '');
    part(lightbox, 'stage')?.prepend(img);
  }
  if (image) {
    img.removeAttribute('srcset');
    img.src = image.src;
    // The night rendering is not dimmed again (the dark theme's image rule).
    if (image.night) img.setAttribute(LIGHTBOX.scheme, 'dark');
    else img.removeAttribute(LIGHTBOX.scheme);
    if (image.srcset) {
      img.srcset = image.srcset;
      img.sizes = '100vw';
    }
    if (image.width) img.width = Number(image.width);
    if (image.height) img.height = Number(image.height);
    img.alt = image.alt;
  }
  const counter = part(lightbox, 'counter');
  if (counter) counter.textContent = counterLabel(index, state.images.length);
  const announce = part(lightbox, 'announce');
  if (announce) announce.textContent = counterAnnouncement(index, state.images.length);
  const caption = part(lightbox, 'caption');
  if (caption) caption.textContent = image?.alt ?? '';
  dots(lightbox).forEach((dot, i) => {
    if (i === index) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
}

function drawDots(lightbox: HTMLDialogElement, count: number) {
  const list = part(lightbox, 'dots');
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
  if (bound.has(lightbox)) return;
  bound.add(lightbox);
  const step = (direction: 1 | -1) => {
    if (!state) return;
    const count = state.images.length;
    show(lightbox, direction === 1 ? nextIndex(state.index, count) : previousIndex(state.index, count));
  };
  lightbox.addEventListener('click', (event) => {
    const action = closest(event.target, LIGHTBOX.part);
    const name = action && (read(action, LIGHTBOX.part) as LightboxPart);
    if (name === 'close') closeDialog(lightbox);
    else if (name === 'previous') step(-1);
    else if (name === 'next') step(1);
    const dot = name === 'dots' && event.target instanceof Element ? event.target.closest<HTMLElement>('li button') : null;
    if (dot) show(lightbox, dots(lightbox).indexOf(dot));
  });
  lightbox.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  });
  const stage = part(lightbox, 'stage');
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
  for (const name of ['previous', 'next'] as const) {
    const button = part(lightbox, name);
    if (button) button.hidden = !multiple;
  }
  drawDots(lightbox, state.images.length);
  show(lightbox, index);
  openDialog(lightbox);
}

/**
 * A case's images open the lightbox (in a case page or the /cases dialog; the case's title is the region's
 * `CASE_PAGE.title`), and 'Ver todas as N imagens' reveals the rest of the gallery, moving the focus to the first
 * image it revealed.
 */
export function bindCaseImages(region: HTMLElement) {
  region.addEventListener('click', (event) => {
    const trigger = closest(event.target, CASE_PAGE.index);
    if (trigger) {
      openLightbox(region, setOf(region).indexOf(trigger), read(region, CASE_PAGE.title) ?? '');
      return;
    }
    const showAll = closest(event.target, CASE_PAGE.showAll);
    const gallery = query(region, CASE_PAGE.gallery);
    if (!showAll || !gallery) return;
    const hidden = Array.from(gallery.querySelectorAll<HTMLElement>('li[hidden]'));
    hidden.forEach((item) => (item.hidden = false));
    showAll.hidden = true;
    hidden[0]?.querySelector('button')?.focus();
  });
}

/** A case page: its images open the lightbox. */
export function mount(root: HTMLElement) {
  const region = query(root, CASE_PAGE.detail);
  if (region) bindCaseImages(region);
}
