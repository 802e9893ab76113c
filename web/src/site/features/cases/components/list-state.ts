import { closest, query, queryAll, read } from '@/site/lib/islands/selectors';

import { CASES } from '../lib/cases-selectors';

/** What a visitor has done inside the case list that a new rendering of it would otherwise undo. */
export type ListState = {
  /** Each card whose carousel was moved off its first image (by case slug): the image it shows. */
  shown: Map<string, number>;
  /** The control that has the focus, by its card and what it is. */
  focus: { slug: string; control: Element } | null;
};

const cards = (list: ParentNode) => queryAll(list, CASES.platform);
const slugOf = (card: Element) => {
  const link = query(card, CASES.open);
  return link ? read(link, CASES.open) : null;
};
const cardBySlug = (list: ParentNode, slug: string) => cards(list).find((card) => slugOf(card) === slug) ?? null;

/** The same control in a card drawn again: same element, address, name and words. */
const sameControl = (a: Element, b: Element) =>
  a.tagName === b.tagName && ['href', 'aria-label'].every((name) => a.getAttribute(name) === b.getAttribute(name)) && a.textContent === b.textContent;

/** Reads the list's state before it is rendered again. */
export function readListState(list: HTMLElement): ListState {
  const shown = new Map<string, number>();
  for (const card of cards(list)) {
    const slug = slugOf(card);
    const index = Array.from(card.querySelectorAll('.swiper-slide')).findIndex((slide) => slide.classList.contains('swiper-slide-active'));
    if (slug && index > 0) shown.set(slug, index);
  }
  const active = document.activeElement;
  const card = active && list.contains(active) ? closest(active, CASES.platform) : null;
  const slug = card && slugOf(card);
  return { shown, focus: active && slug ? { slug, control: active } : null };
}

/**
 * Gives the list drawn again the state read before: each moved carousel started at its image (`startAt`, the carousel
 * island's), then the focus back on the same control of the same card — the visitor's place, not the page's top.
 */
export function restoreListState(list: HTMLElement, state: ListState, startAt?: (card: HTMLElement, index: number) => void) {
  for (const [slug, index] of state.shown) {
    const card = cardBySlug(list, slug);
    if (card && startAt) startAt(card, index);
  }
  if (!state.focus) return;
  const { slug, control } = state.focus;
  const card = cardBySlug(list, slug);
  const again = card && Array.from(card.querySelectorAll<HTMLElement>('a[href], button')).find((element) => sameControl(element, control));
  again?.focus({ preventScroll: true });
}
