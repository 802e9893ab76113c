import { describe, expect, it } from 'vitest';

import { formatPhoneBr, looksLikePhone, phoneSearchKey, whatsappNumberBr } from './index';

// One formatter for every list, card and preview of the dashboard: however the visitor typed it, the admin reads it
// the Brazilian way.
describe('formatPhoneBr', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11 98765 4321', '(11) 98765-4321'],
    ['+55 (11) 98765-4321', '(11) 98765-4321'],
    ['5511987654321', '(11) 98765-4321'],
    ['011 98765-4321', '(11) 98765-4321'],
    ['1534567890', '(15) 3456-7890'],
    ['+55 15 3456-7890', '(15) 3456-7890'],
    ['015 3456 7890', '(15) 3456-7890'],
    ['(55) 99876-5432', '(55) 99876-5432'],
    ['0800 123 4567', '0800 123 4567'],
    ['08001234567', '0800 123 4567'],
  ])('%s → %s', (typed, shown) => {
    expect(formatPhoneBr(typed)).toBe(shown);
  });

  it('leaves what is not a Brazilian number as it was typed', () => {
    expect(formatPhoneBr(' +1 415 555 2671 ')).toBe('+1 415 555 2671');
    expect(formatPhoneBr('12345')).toBe('12345');
    expect(formatPhoneBr('')).toBe('');
    expect(formatPhoneBr(null)).toBe('');
  });
});

describe('whatsappNumberBr', () => {
  it('answers 55, the area code and the number however the phone was typed, and null for what it cannot call', () => {
    for (const typed of ['(15) 99999-0000', '15999990000', '+55 15 99999-0000', '015 99999-0000'])
      expect(whatsappNumberBr(typed)).toBe('5515999990000');
    expect(whatsappNumberBr('(11) 3456-7890')).toBe('551134567890');
    for (const typed of ['99999-0000', '+1 415 555 0100', '0800 123 4567', '', null]) expect(whatsappNumberBr(typed)).toBeNull();
  });
});

// The dashboard's search finds a phone by the end of its national digits, however it was typed (issue 57).
describe('phoneSearchKey', () => {
  it.each(['15999990000', '(15) 99999-0000', '+55 15 99999-0000', '5515999990000', '015 99999-0000'])(
    '%s is the number with its area code',
    (typed) => {
      expect(phoneSearchKey(typed)).toBe('00009999951');
    },
  );

  it('keeps a number without its area code a prefix of the full key, and gives nothing for no digits', () => {
    expect(phoneSearchKey('99999-0000')).toBe('000099999');
    expect(phoneSearchKey('(15) 99999-0000').startsWith(phoneSearchKey('99999-0000'))).toBe(true);
    expect(phoneSearchKey('')).toBe('');
    expect(phoneSearchKey(null)).toBe('');
  });

  it('reads a query as a phone only when it is phone characters with at least 8 digits', () => {
    expect(looksLikePhone('+55 (15) 99999-0000')).toBe(true);
    expect(looksLikePhone('9999-0000')).toBe(true);
    expect(looksLikePhone('9999-000')).toBe(false);
    expect(looksLikePhone('ana 99999-0000')).toBe(false);
  });
});
