import { describe, expect, it } from 'vitest';

import type { Block } from '../types';

import { slugifyHeading, tableOfContents } from './headings';

describe('slugifyHeading', () => {
  it.each([
    ['Implementação', 'implementacao'],
    ['Definição', 'definicao'],
    ['Benefícios', 'beneficios'],
    ['Métricas', 'metricas'],
    ['  O que é CPL? (custo por lead)  ', 'o-que-e-cpl-custo-por-lead'],
    ['LTV/CAC 1:3', 'ltv-cac-1-3'],
    ['--Já!--', 'ja'],
  ])('%s → %s', (text, anchor) => {
    expect(slugifyHeading(text)).toBe(anchor);
  });
});

describe('tableOfContents', () => {
  const heading = (level: 2 | 3, text: string): Block => ({ type: 'heading', level, children: [{ type: 'text', text }] });

  it('lists only the level-2 headings, in order, with their anchors', () => {
    const body: Block[] = [
      { type: 'paragraph', children: [{ type: 'text', text: 'Introdução' }] },
      heading(2, 'Definição'),
      heading(3, 'Lançamento, revenda e loteamento'),
      heading(2, 'Benefícios'),
      {
        type: 'heading',
        level: 2,
        children: [
          { type: 'text', text: 'Implementação ', bold: true },
          { type: 'link', url: '/agendamento', children: [{ type: 'text', text: 'guiada' }] },
        ],
      },
    ];
    expect(tableOfContents(body)).toEqual([
      { title: 'Definição', anchor: 'definicao' },
      { title: 'Benefícios', anchor: 'beneficios' },
      { title: 'Implementação guiada', anchor: 'implementacao-guiada' },
    ]);
  });

  it('is empty without level-2 headings', () => {
    expect(tableOfContents([heading(3, 'Só um subtítulo')])).toEqual([]);
  });
});
