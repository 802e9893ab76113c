import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/mocks/server';
import { strapiList } from '@/testing/mocks/strapi-list';
import { renderWithProviders } from '@/testing/render';

import { articleList } from '../testing/fixtures';
import type { Article } from '../types';

import { loadArticles, useArticles } from './get-articles';

function Titles({ initial }: { initial: Article[] }) {
  const articles = useArticles(initial);
  return (
    <ul>
      {articles.map((article) => (
        <li key={article.slug}>{article.title}</li>
      ))}
    </ul>
  );
}

const published: Article = { ...articleList[0], documentId: 'doc-novo-artigo', slug: 'novo-artigo', title: 'Artigo publicado depois do build' };
const many: Article[] = Array.from({ length: 130 }, (_, i) => ({ ...articleList[0], documentId: `doc-${i}`, slug: `artigo-${i + 1}`, title: `Artigo ${i + 1}` }));

describe('useArticles', () => {
  it('shows the build-time list at once, then the live list (an article published after the build appears)', async () => {
    server.use(http.get('*/api/articles', () => HttpResponse.json({ data: [published, ...articleList] })));
    renderWithProviders(<Titles initial={articleList} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByText('Artigo publicado depois do build')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('keeps the build-time list when the CMS cannot be reached', async () => {
    let calls = 0;
    server.use(http.get('*/api/articles', () => ((calls += 1), HttpResponse.error())));
    renderWithProviders(<Titles initial={articleList} />);
    await vi.waitFor(() => expect(calls).toBeGreaterThan(0));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('loadArticles (build time)', () => {
  it('reads the CMS list', async () => {
    server.use(http.get('http://127.0.0.1:1337/api/articles', () => HttpResponse.json({ data: [published] })));
    expect((await loadArticles()).map((article) => article.slug)).toEqual(['novo-artigo']);
  });

  it('falls back to the built-in summaries when the CMS is down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('http://127.0.0.1:1337/api/articles', () => HttpResponse.error()));
    const articles = await loadArticles();
    expect(articles.map((article) => [article.slug, article.category, article.reading_time])).toEqual([
      ['marketing-digital-imobiliario', 'Marketing Digital', 10],
      ['geracao-de-leads', 'Leads', 8],
      ['mercado-imobiliario-brasil', 'Mercado', 12],
      ['marketing-imobiliario-digital', 'Conversão', 9],
    ]);
  });
});

describe('more articles than one CMS page holds', () => {
  it('the live list shows all 130', async () => {
    server.use(http.get('*/api/articles', strapiList(many)));
    renderWithProviders(<Titles initial={articleList} />);
    expect(await screen.findByText('Artigo 130')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(130);
  });

  it('the build-time list has all 130', async () => {
    server.use(http.get('http://127.0.0.1:1337/api/articles', strapiList(many)));
    expect(await loadArticles()).toHaveLength(130);
  });
});
