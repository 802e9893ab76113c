import { describe, expect, it } from 'vitest';

import { noMedia, type MediaFile } from '../types';

import { altChanges, altOf } from './alt-texts';

const file = (id: number, alternativeText: string | null = null): MediaFile => ({ id, url: `/uploads/${id}.png`, alternativeText });

describe('alt texts', () => {
  it('shows the typed text, else the stored one', () => {
    expect(altOf({ 1: 'Fachada' }, file(1, 'antiga'))).toBe('Fachada');
    expect(altOf({}, file(1, 'antiga'))).toBe('antiga');
    expect(altOf({}, file(1))).toBe('');
  });

  it('sends each changed file once, trimmed, and nothing for unchanged, untouched or removed files', () => {
    const media = { image: file(1, 'Fachada'), chart: file(2), gallery: [file(3, 'Sala'), file(2)] };
    const edits = { 1: ' Fachada ', 2: 'Gráfico de leads ', 3: '', 9: 'removida' };
    expect(altChanges(media, edits)).toEqual([
      { id: 2, alternativeText: 'Gráfico de leads' },
      { id: 3, alternativeText: '' },
    ]);
    expect(altChanges(noMedia, edits)).toEqual([]);
  });
});
