import { describe, expect, it } from 'vitest';

import { isSlug, slugSchema } from './slug';

describe('isSlug: a slug exactly as stored, before it becomes a file name or a path', () => {
  it('accepts what the CMS stores', () => {
    expect(isSlug('lancamento-vista-do-ipanema')).toBe(true);
    expect(isSlug('a'.repeat(100))).toBe(true);
    expect(slugSchema.safeParse('a'.repeat(100)).success).toBe(true);
  });

  it('refuses a path, spaces, capitals, an empty string, more than 100 characters and what is not a string', () => {
    for (const value of ['../etc', 'a/b', ' lp', 'lp ', 'Lancamento', '', 'a'.repeat(101), 'lp\n', null, 42]) expect(isSlug(value)).toBe(false);
  });

  it('agrees with the schema on every string the schema does not trim', () => {
    for (const value of ['ok-1', 'a_b', 'ação', 'a'.repeat(101), '-']) expect(isSlug(value)).toBe(slugSchema.safeParse(value).success);
  });
});
