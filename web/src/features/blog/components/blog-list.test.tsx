import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { articleList } from '../testing/fixtures';

import { BlogList } from './blog-list';

const titlesIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('BlogList', () => {
  it("shows every category chip, 'Todos' selected, the first two articles featured and all of them listed", () => {
    renderWithProviders(<BlogList articles={articleList} />);
    const chips = within(screen.getByRole('group', { name: 'Filtrar artigos por categoria' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Todos',
      'Marketing Digital',
      'Leads',
      'Mercado',
      'Conversão',
      'SEO',
      'Redes Sociais',
    ]);
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Leads' })).toHaveAttribute('aria-pressed', 'false');
    expect(titlesIn('Em destaque')).toEqual([articleList[0].title, articleList[1].title]);
    expect(titlesIn('Todos os artigos')).toEqual(articleList.map((article) => article.title));
  });

  it('shows the date in pt-BR, the reading time and a link to the article', () => {
    renderWithProviders(<BlogList articles={articleList} />);
    const card = screen.getAllByRole('article')[0];
    expect(within(card).getByText('15 de janeiro de 2025')).toBeInTheDocument();
    expect(within(card).getByText('10 min de leitura')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: articleList[0].title })).toHaveAttribute(
      'href',
      '/blog/marketing-digital-imobiliario',
    );
    const image = within(card).getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image.getAttribute('srcset')).toContain('small_marketing-digital-imobiliario.jpg 500w');
    expect(within(screen.getAllByRole('article')[1]).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it("filters by category when a chip is clicked", async () => {
    const { user } = renderWithProviders(<BlogList articles={articleList} />);
    await user.click(screen.getByRole('button', { name: 'Leads' }));
    expect(screen.getByRole('button', { name: 'Leads' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
    expect(titlesIn('Em destaque')).toEqual([articleList[1].title]);
    expect(titlesIn('Todos os artigos')).toEqual([articleList[1].title]);
  });

  it('shows a friendly empty state for a category without articles, with a way back to all', async () => {
    const { user } = renderWithProviders(<BlogList articles={articleList} />);
    await user.click(screen.getByRole('button', { name: 'SEO' }));
    expect(screen.getByText('Ainda não há artigos nesta categoria.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver todos os artigos' }));
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    expect(titlesIn('Todos os artigos')).toHaveLength(4);
  });
});
