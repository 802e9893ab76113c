import { describe, expect, it } from 'vitest';

import { blocksToMarkdown, markdownToBlocks, readingTimeMinutes, type BodyBlock } from './index';

// The shapes the seeded articles store (cms/src/seed/data/articles.ts): what the editor must open and save unchanged.
const seeded: BodyBlock[] = [
  { type: 'heading', level: 2, children: [{ type: 'text', text: 'Definição' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Marketing digital é ' },
      { type: 'text', text: 'estratégia', bold: true },
      { type: 'text', text: ', não ' },
      { type: 'link', url: '/contato', children: [{ type: 'text', text: 'sorte' }] },
      { type: 'text', text: '.' },
    ],
  },
  { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'Custo por lead: R$ 15-50' }] }] },
  {
    type: 'list',
    format: 'ordered',
    children: [
      { type: 'list-item', children: [{ type: 'text', text: 'Primeiro' }] },
      { type: 'list-item', children: [{ type: 'text', text: 'Segundo' }] },
    ],
  },
  { type: 'quote', children: [{ type: 'text', text: 'Quem não mede não melhora.' }] },
  { type: 'heading', level: 3, children: [{ type: 'text', text: 'Métricas' }] },
];

describe("article body: Markdown ↔ the site's blocks", () => {
  it('a stored body opens as Markdown and saves back to the same blocks', () => {
    const markdown = blocksToMarkdown(seeded);
    expect(markdown).toContain('## Definição\n\nMarketing digital é **estratégia**, não [sorte](/contato).');
    expect(markdownToBlocks(markdown)).toEqual(seeded);
  });

  it('reads italic, struck and code marks, code fences and images', () => {
    expect(markdownToBlocks('*um* ~~dois~~ `três`\n\n```\nx = 1\n```\n\n![Planta](/uploads/planta.jpg)')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'um', italic: true },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'dois', strikethrough: true },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'três', code: true },
        ],
      },
      { type: 'code', children: [{ type: 'text', text: 'x = 1' }] },
      { type: 'image', image: { url: '/uploads/planta.jpg', alternativeText: 'Planta' } },
    ]);
  });

  it('makes a level-1 heading a level-2 one (the page title is the only H1)', () => {
    expect(markdownToBlocks('# Seção')).toEqual([{ type: 'heading', level: 2, children: [{ type: 'text', text: 'Seção' }] }]);
  });

  it('never turns a javascript: or data: address into a link or an image', () => {
    const blocks = markdownToBlocks('[clique](javascript:alert(1))\n\n![x](data:image/png;base64,AAA)');
    expect(JSON.stringify(blocks)).not.toContain('"type":"link"');
    expect(blocks.some((block) => block.type === 'image')).toBe(false);
  });

  it('reading time: 200 words a minute, at least 1', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(Array(201).fill('palavra').join(' '))).toBe(2);
    expect(readingTimeMinutes(`## Título\n\n${Array(1000).fill('palavra').join(' ')}`)).toBe(6);
  });
});
