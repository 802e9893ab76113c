import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { renderStatic } from '@/site/testing/render-static';

import { articleList } from '../testing/fixtures';
import type { Article } from '../types';

import * as blogList from './blog-list-island';
import { BlogList } from './blog-list';

const islands = { 'blog-list': blogList };

/** Two more Leads articles: a category with more articles than the two featured ones. */
const leads = (slug: string, title: string, date: string): Article => ({
  ...articleList[1],
  documentId: `doc-${slug}`,
  slug,
  title,
  published_date: date,
});
const articles: Article[] = [
  articleList[0],
  articleList[1],
  leads('funil-de-leads', 'Funil de Leads para Lançamentos', '2025-01-09'),
  articleList[2],
  leads('qualificacao-de-leads', 'Qualificação de Leads pelo WhatsApp', '2025-01-07'),
  articleList[3],
];
const titles = (list: Article[]) => list.map((article) => article.title);

/** The CMS's current list (the island compares it with the one the page was built with). */
function cmsArticles(list: Article[]) {
  server.use(http.get('*/api/articles', () => HttpResponse.json({ data: list })));
}

// Role queries are scoped to small parts of the page: over a whole list page they cost jsdom a second each.
/** The article titles a visitor sees in the section headed `name` ('Em destaque', 'Todos os artigos'). */
function titlesIn(name: 'Em destaque' | 'Todos os artigos') {
  const section = screen.getByText(name, { selector: 'h2' }).closest('section')!;
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}
const chip = (name: string) => within(screen.getByLabelText('Filtrar artigos por categoria')).getByRole('button', { name });

describe('BlogList', () => {
  it("shows every category chip, 'Todos' pressed, the first two articles featured and all of them listed", async () => {
    cmsArticles(articles);
    await renderStatic(<BlogList articles={articles} />, { islands });
    const chips = within(screen.getByRole('group', { name: 'Filtrar artigos por categoria' })).getAllByRole('button');
    expect(chips.map((item) => item.textContent)).toEqual(['Todos', 'Marketing Digital', 'Leads', 'Mercado', 'Conversão', 'SEO', 'Redes Sociais']);
    expect(chip('Todos')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Leads')).toHaveAttribute('aria-pressed', 'false');
    expect(titlesIn('Em destaque')).toEqual(titles(articles.slice(0, 2)));
    expect(titlesIn('Todos os artigos')).toEqual(titles(articles));
    // The message is written only when a filter leaves nothing: no hidden text in the page's HTML.
    expect(screen.queryByText('Ainda não há artigos nesta categoria.')).not.toBeInTheDocument();
  });

  it('shows the date in pt-BR, the reading time and a link to the article; only the first image is eager', async () => {
    await renderStatic(<BlogList articles={articleList} />);
    const card = screen.getAllByRole('article')[0];
    expect(within(card).getByText('15 de janeiro de 2025')).toBeInTheDocument();
    expect(within(card).getByText('10 min de leitura')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: articleList[0].title })).toHaveAttribute('href', '/blog/marketing-digital-imobiliario');
    const image = within(card).getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.getAttribute('srcset')).toContain('small_marketing-digital-imobiliario.jpg 500w');
    expect(within(screen.getAllByRole('article')[1]).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('filters by category when a chip is clicked, featuring the first two of the filtered set', async () => {
    cmsArticles(articles);
    const { user } = await renderStatic(<BlogList articles={articles} />, { islands });
    await user.click(chip('Leads'));
    expect(chip('Leads')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Todos')).toHaveAttribute('aria-pressed', 'false');
    const leadsArticles = articles.filter((article) => article.category === 'Leads');
    expect(titlesIn('Em destaque')).toEqual(titles(leadsArticles.slice(0, 2)));
    expect(titlesIn('Todos os artigos')).toEqual(titles(leadsArticles));

    await user.click(chip('Mercado'));
    expect(titlesIn('Em destaque')).toEqual([articleList[2].title]);
    expect(titlesIn('Todos os artigos')).toEqual([articleList[2].title]);

    await user.click(chip('Todos'));
    expect(titlesIn('Em destaque')).toEqual(titles(articles.slice(0, 2)));
    expect(titlesIn('Todos os artigos')).toEqual(titles(articles));
  });

  it("says so for a category without articles, with a way back to 'Todos'", async () => {
    cmsArticles(articles);
    const { user } = await renderStatic(<BlogList articles={articles} />, { islands });
    await user.click(chip('SEO'));
    expect(screen.getByText('Ainda não há artigos nesta categoria.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Em destaque', { selector: 'h2' })).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ver todos os artigos' }));
    expect(chip('Todos')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('SEO')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Ainda não há artigos nesta categoria.')).not.toBeInTheDocument();
    expect(titlesIn('Todos os artigos')).toHaveLength(articles.length);
  });

  it('renders the list again when the CMS has an article published after the build, keeping the chosen category', async () => {
    const published: Article = {
      ...leads('leads-em-2026', 'Artigo publicado depois do build', '2026-01-20'),
      updatedAt: '2026-01-20T10:00:00.000Z',
    } as Article;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const request = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      http.get('*/api/articles', async () => {
        asked();
        await gate;
        return HttpResponse.json({ data: [published, ...articles] });
      }),
    );
    const { user, islandsReady } = await renderStatic(<BlogList articles={articles} />, { islands, waitForIslands: false });
    expect(screen.queryByText('Artigo publicado depois do build')).not.toBeInTheDocument();

    // The visitor chooses a category while the island asks the CMS.
    await request;
    await user.click(chip('Leads'));
    release();
    await islandsReady();

    for (const link of screen.getAllByRole('link', { name: 'Artigo publicado depois do build' }))
      expect(link).toHaveAttribute('href', '/blog/leads-em-2026');
    expect(chip('Leads')).toHaveAttribute('aria-pressed', 'true');
    const leadsTitles = titles([published, ...articles.filter((article) => article.category === 'Leads')]);
    expect(titlesIn('Em destaque')).toEqual(leadsTitles.slice(0, 2));
    expect(titlesIn('Todos os artigos')).toEqual(leadsTitles);

    // The chips of the new list still filter.
    await user.click(chip('Todos'));
    expect(titlesIn('Todos os artigos')).toEqual(titles([published, ...articles]));
  });

  it('keeps the list the page was built with when the CMS cannot be reached', async () => {
    server.use(http.get('*/api/articles', () => HttpResponse.error()));
    await renderStatic(<BlogList articles={articles} />, { islands });
    expect(titlesIn('Todos os artigos')).toEqual(titles(articles));
  });
});
