import { describe, expect, it } from 'vitest';

import { READING_WORDS_PER_MINUTE, readingTimeLabel, readingTimeMinutes } from '@alicerce/domain';
import { readingTimeLabel as articleLabel } from './format';

const words = (count: number) => Array.from({ length: count }, (_, n) => `palavra${n}`).join(' ');

// The editor's preview and the public article read the same minutes in the same words (the CMS stores the minutes
// computed by the same function when the article is saved).
describe('reading time', () => {
  it('counts words at 200 a minute, rounding up, at least 1 and at most 120 minutes', () => {
    expect(READING_WORDS_PER_MINUTE).toBe(200);
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1600))).toBe(8);
    expect(readingTimeMinutes(words(30_000))).toBe(120);
  });

  it('does not count Markdown marks as words', () => {
    expect(readingTimeMinutes(`## Título\n\n- **um** _dois_\n> ${words(199)}`)).toBe(2);
    expect(readingTimeMinutes(`## - ** _ > ${words(200)}`)).toBe(1);
  });

  it('reads the same in the editor and on the public article', () => {
    expect(readingTimeLabel(readingTimeMinutes(words(1600)))).toBe('8 min de leitura');
    expect(articleLabel).toBe(readingTimeLabel);
  });
});
