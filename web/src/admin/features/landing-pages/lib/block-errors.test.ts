import { describe, expect, it } from 'vitest';

import { errorCount, firstBlockWithError } from './block-errors';

const required = { type: 'too_small', message: 'Campo obrigatório', ref: { name: 'x' } };

describe('block errors', () => {
  it('counts every message of a block: its fields, a list of its own and the list’s items', () => {
    expect(errorCount(undefined)).toBe(0);
    expect(errorCount({ title: required })).toBe(1);
    expect(errorCount({ title: required, items: { root: { message: 'Inclua um item' }, 1: { text: required } } })).toBe(3);
  });

  it('finds the first block with a message, not the message of the list as a whole', () => {
    expect(firstBlockWithError({})).toBe(-1);
    expect(firstBlockWithError({ blocks: { root: { message: 'Inclua pelo menos um bloco na página' } } })).toBe(-1);
    // Sparse, as react-hook-form keeps them: an array with holes, or an object by position.
    const blocks: unknown[] = [];
    blocks[7] = { title: required };
    blocks[3] = { variants: { 0: { headline: required } } };
    expect(firstBlockWithError({ blocks })).toBe(3);
  });
});
