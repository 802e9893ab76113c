import { describe, expect, it } from 'vitest';

import { clampIndex, counterAnnouncement, counterLabel, nextIndex, previousIndex } from './lightbox-index';

describe('lightbox index math', () => {
  it('moves forward and wraps from the last image to the first', () => {
    expect(nextIndex(0, 10)).toBe(1);
    expect(nextIndex(8, 10)).toBe(9);
    expect(nextIndex(9, 10)).toBe(0);
  });

  it('moves back and wraps from the first image to the last', () => {
    expect(previousIndex(5, 10)).toBe(4);
    expect(previousIndex(0, 10)).toBe(9);
  });

  it('stays on the only image of a one-image set', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it('clamps out-of-range indexes and copes with an empty set', () => {
    expect(clampIndex(-3, 4)).toBe(0);
    expect(clampIndex(12, 4)).toBe(3);
    expect(clampIndex(2.7, 4)).toBe(2);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(nextIndex(40, 4)).toBe(0);
  });

  it('labels the counter 1-based', () => {
    expect(counterLabel(0, 10)).toBe('1 / 10');
    expect(counterLabel(9, 10)).toBe('10 / 10');
    expect(counterAnnouncement(2, 10)).toBe('Imagem 3 de 10');
  });
});
