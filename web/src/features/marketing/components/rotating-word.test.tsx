import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { ROTATING_WORD_INTERVAL_MS, rotatingWords } from '../content/home';
import { REDUCED_MOTION_QUERY } from '../hooks/use-prefers-reduced-motion';

import { RotatingWord } from './rotating-word';

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

describe('RotatingWord', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows construtora, then incorporadora and imobiliária every 3 s, then cycles back', () => {
    preferReducedMotion(false);
    renderWithProviders(<RotatingWord words={rotatingWords} intervalMs={ROTATING_WORD_INTERVAL_MS} />);
    expect(word()).toHaveTextContent('construtora');
    expect(word()).toHaveAttribute('data-motion', 'fade');

    act(() => vi.advanceTimersByTime(3000));
    expect(word()).toHaveTextContent('incorporadora');
    act(() => vi.advanceTimersByTime(3000));
    expect(word()).toHaveTextContent('imobiliária');
    act(() => vi.advanceTimersByTime(3000));
    expect(word()).toHaveTextContent('construtora');
  });

  it('still changes the word with prefers-reduced-motion, without the fade', () => {
    preferReducedMotion(true);
    renderWithProviders(<RotatingWord words={rotatingWords} intervalMs={ROTATING_WORD_INTERVAL_MS} />);
    const first = word();
    expect(first).toHaveAttribute('data-motion', 'none');
    expect(first).toHaveAttribute('aria-live', 'off');

    act(() => vi.advanceTimersByTime(3000));
    expect(word()).toHaveTextContent('incorporadora');
    // Same node updated in place: no remount, so no entrance animation.
    expect(word()).toBe(first);
  });
});
