import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ROTATING_WORD_INTERVAL_MS, rotatingWords } from '../content/home';

import { useRotatingWord } from './use-rotating-word';

describe('useRotatingWord', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on the first word, advances every 3000 ms and cycles back', () => {
    const { result } = renderHook(() => useRotatingWord(rotatingWords, ROTATING_WORD_INTERVAL_MS));
    expect(result.current).toBe('construtora');

    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe('construtora');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('incorporadora');
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe('imobiliária');
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe('construtora');
  });

  it('stops its timer on unmount', () => {
    const { unmount } = renderHook(() => useRotatingWord(rotatingWords, 3000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
