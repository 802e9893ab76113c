import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderStatic } from '@/site/testing/render-static';

import { ROTATING_WORD_INTERVAL_MS, rotatingWords } from '../content/home';

import * as rotatingWord from './rotating-word-island';
import { RotatingWord } from './rotating-word';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === REDUCED_MOTION_QUERY,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const word = () => screen.getByTestId('rotating-word');
const render = () =>
  renderStatic(<RotatingWord words={rotatingWords} intervalMs={ROTATING_WORD_INTERVAL_MS} />, { islands: { 'rotating-word': rotatingWord } });

describe('RotatingWord', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows construtora in the HTML, then incorporadora and imobiliária every 3 s, then cycles back, fading in', async () => {
    preferReducedMotion(false);
    const { html } = await render();
    expect(html).toContain('>construtora<');
    expect(word()).toHaveTextContent('construtora');
    expect(word()).toHaveAttribute('aria-live', 'off');

    await vi.advanceTimersByTimeAsync(3000);
    expect(word()).toHaveTextContent('incorporadora');
    expect(word()).toHaveAttribute('data-motion', 'fade');
    await vi.advanceTimersByTimeAsync(3000);
    expect(word()).toHaveTextContent('imobiliária');
    await vi.advanceTimersByTimeAsync(3000);
    expect(word()).toHaveTextContent('construtora');
  });

  it('still changes the word with prefers-reduced-motion, without the fade', async () => {
    preferReducedMotion(true);
    await render();
    const first = word();

    await vi.advanceTimersByTimeAsync(3000);
    expect(word()).toHaveTextContent('incorporadora');
    expect(word()).toHaveAttribute('data-motion', 'none');
    // Same node updated in place: nothing re-created, so no entrance animation.
    expect(word()).toBe(first);
  });

  it('stops its timer once its markup has left the page', async () => {
    preferReducedMotion(false);
    const { container } = await render();
    const span = word();
    container.remove();
    await vi.advanceTimersByTimeAsync(3000);
    expect(span).toHaveTextContent('construtora');
    expect(vi.getTimerCount()).toBe(0);
  });
});
