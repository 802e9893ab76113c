import { describe, expect, it } from 'vitest';

import { diffLines, diffWords } from './word-diff';

const joined = (parts: ReturnType<typeof diffWords>, kind: 'same' | 'del' | 'ins') =>
  parts
    .filter((part) => part.kind !== (kind === 'del' ? 'ins' : 'del'))
    .map((part) => part.text)
    .join('');

describe('word diff of the history comparison', () => {
  it('marks the words removed and added, and keeps both texts whole', () => {
    const parts = diffWords('Residencial Aurora vende rápido', 'Residencial Aurora Fase 2 vende muito rápido');
    const changed = parts.filter((part) => part.kind !== 'same').map((part) => `${part.kind}:${part.text.trim()}`);
    expect(changed).toEqual(['ins:Fase 2', 'ins:muito']);
    expect(joined(parts, 'del')).toBe('Residencial Aurora vende rápido');
    expect(joined(parts, 'ins')).toBe('Residencial Aurora Fase 2 vende muito rápido');
  });

  it('a word replaced is one deletion and one insertion', () => {
    expect(diffWords('Baixa conversão.', 'Alta conversão.')).toEqual([
      { kind: 'del', text: 'Baixa' },
      { kind: 'ins', text: 'Alta' },
      { kind: 'same', text: ' conversão.' },
    ]);
  });

  it('a 20k-character article rewritten throughout is compared quickly and stays exact', () => {
    const words = (seed: number) => Array.from({ length: 3200 }, (_, i) => `palavra${(i * seed) % 997}`).join(' ');
    const before = words(7).slice(0, 20_000);
    const after = words(13).slice(0, 20_000);
    const started = performance.now();
    const parts = diffWords(before, after);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(joined(parts, 'del')).toBe(before);
    expect(joined(parts, 'ins')).toBe(after);
  });

  it('compares JSON pretty-prints line by line', () => {
    const parts = diffLines('[\n  "a",\n  "b"\n]', '[\n  "a",\n  "c"\n]');
    expect(parts.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'del', text: '  "b"\n' },
      { kind: 'ins', text: '  "c"\n' },
    ]);
  });
});
