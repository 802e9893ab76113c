import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import type { Block } from '../types';

import { ArticleBody } from './article-body';

const body: Block[] = [
  { type: 'heading', level: 2, children: [{ type: 'text', text: 'Implementação' }] },
  { type: 'heading', level: 3, children: [{ type: 'text', text: 'Mídia paga com intenção' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Foque no ' },
      { type: 'text', text: 'custo por venda', bold: true },
      { type: 'text', text: ', não só no ' },
      { type: 'text', text: 'custo por lead', italic: true },
      { type: 'text', text: '. ' },
      { type: 'link', url: '/agendamento', children: [{ type: 'text', text: 'Agende uma consultoria' }] },
      { type: 'text', text: ' ou leia o ' },
      { type: 'link', url: 'https://example.com/guia', children: [{ type: 'text', text: 'guia externo' }] },
    ],
  },
  {
    type: 'list',
    format: 'ordered',
    children: [
      { type: 'list-item', children: [{ type: 'text', text: 'Diagnóstico' }] },
      { type: 'list-item', children: [{ type: 'text', text: 'Escala', bold: true }] },
    ],
  },
  { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'CRM' }] }] },
  { type: 'quote', children: [{ type: 'text', text: 'O que não é medido não melhora.' }] },
];

describe('ArticleBody', () => {
  it('renders headings as H2/H3 with anchor ids', () => {
    renderWithProviders(<ArticleBody body={body} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Implementação' })).toHaveAttribute('id', 'implementacao');
    expect(screen.getByRole('heading', { level: 3, name: 'Mídia paga com intenção' })).toHaveAttribute('id', 'midia-paga-com-intencao');
  });

  it('renders bold and italic text, internal links in the app and external links in a new tab', () => {
    renderWithProviders(<ArticleBody body={body} />);
    expect(screen.getByText('custo por venda').tagName).toBe('STRONG');
    expect(screen.getByText('custo por lead').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'Agende uma consultoria' })).toHaveAttribute('href', '/agendamento');
    expect(screen.getByRole('link', { name: 'Agende uma consultoria' })).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: 'guia externo' });
    expect(external).toHaveAttribute('href', 'https://example.com/guia');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders ordered and unordered lists and quotes', () => {
    const { container } = renderWithProviders(<ArticleBody body={body} />);
    const [ordered, unordered] = screen.getAllByRole('list');
    expect(ordered.tagName).toBe('OL');
    expect(
      within(ordered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Diagnóstico', 'Escala']);
    expect(within(ordered).getByText('Escala').tagName).toBe('STRONG');
    expect(unordered.tagName).toBe('UL');
    expect(container.querySelector('blockquote')).toHaveTextContent('O que não é medido não melhora.');
  });
});
