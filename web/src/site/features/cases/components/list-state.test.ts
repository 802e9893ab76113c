import { afterEach, describe, expect, it, vi } from 'vitest';

import { readListState, restoreListState } from './list-state';

/** A list of two cards as cases-showcase.tsx draws it: the second card's carousel shows `active`. */
const listMarkup = (active: number) => `
  <article data-platform="Google Ads"><a href="/cases/a" data-case-open="a">Ver Detalhes</a></article>
  <article data-platform="Meta Ads">
    <div class="swiper">${[0, 1, 2].map((i) => `<div class="swiper-slide${i === active ? ' swiper-slide-active' : ''}"></div>`).join('')}</div>
    <button aria-label="Próxima imagem">›</button>
    <a href="/cases/b" data-case-open="b">Ver Detalhes</a>
  </article>`;

describe('the case list drawn again', () => {
  afterEach(() => document.body.replaceChildren());

  it('starts each moved carousel at its image, by case, and puts the focus back on the same control', () => {
    const list = document.createElement('div');
    list.innerHTML = listMarkup(2);
    document.body.append(list);
    list.querySelector<HTMLElement>('[aria-label="Próxima imagem"]')!.focus();
    const state = readListState(list);
    // Drawn again, with a new case first: the cards moved.
    list.innerHTML = `<article data-platform="Display"><button aria-label="Próxima imagem">›</button><a href="/cases/new" data-case-open="new">Ver Detalhes</a></article>${listMarkup(0)}`;
    const startAt = vi.fn();
    restoreListState(list, state, startAt);
    const cardB = list.querySelector('[data-case-open="b"]')!.closest('article');
    expect(startAt).toHaveBeenCalledTimes(1);
    expect(startAt).toHaveBeenCalledWith(cardB, 2);
    expect(document.activeElement).toBe(cardB!.querySelector('[aria-label="Próxima imagem"]'));
  });

  it('keeps nothing when no carousel moved and the focus is outside the list', () => {
    const list = document.createElement('div');
    list.innerHTML = listMarkup(0);
    const outside = document.createElement('button');
    document.body.append(list, outside);
    outside.focus();
    const state = readListState(list);
    expect(state.shown.size).toBe(0);
    expect(state.focus).toBeNull();
    const startAt = vi.fn();
    restoreListState(list, state, startAt);
    expect(startAt).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(outside);
  });
});
