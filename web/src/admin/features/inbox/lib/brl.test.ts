import { describe, expect, it } from 'vitest';

import { formatBrl, parseBrl } from './brl';

describe('reais typed the Brazilian way', () => {
  it.each([
    ['1.500,50', 1500.5],
    ['1500,5', 1500.5],
    ['R$ 2.000', 2000],
    ['1500.50', 1500.5],
    ['1.234.567,89', 1234567.89],
    ['0', 0],
    ['-3', -3],
  ])('%s → %d', (text, value) => expect(parseBrl(text)).toBe(value));

  it.each(['abc', '1,2,3', '12a'])('%s is not a number', (text) => expect(parseBrl(text)).toBeNaN());

  it('formats with the thousands dot and decimal comma', () => expect(formatBrl(1500.5)).toBe('1.500,50'));
});
