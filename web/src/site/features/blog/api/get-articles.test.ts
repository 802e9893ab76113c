import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';

import { articleList } from '../testing/fixtures';
import type { Article } from '../types';

import { fetchArticles, loadArticles } from './get-articles';

// The browser's check of the list (an article published after the build) is the blog list island's:
// components/blog-list.test.tsx.
const published: Article = { ...articleList[0], documentId: 'doc-novo-artigo', slug: 'novo-artigo', title: 'Artigo publicado depois do build' };

describe('loadArticles (build time)', () => {
  it('reads the CMS list', async () => {
    server.use(http.get('http://127.0.0.1:1337/api/articles', () => HttpResponse.json({ data: [published, ...articleList] })));
    expect((await loadArticles()).map((article) => article.slug)).toEqual(['novo-artigo', ...articleList.map((article) => article.slug)]);
  });

  it('falls back to the built-in summaries when the CMS is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('http://127.0.0.1:1337/api/articles', () => HttpResponse.error()));
    const articles = await loadArticles();
    expect(articles.map((article) => [article.slug, article.category, article.reading_time])).toEqual([
      ['marketing-digital-imobiliario', 'Marketing Digital', 10],
      ['geracao-de-leads', 'Leads', 8],
      ['mercado-imobiliario-brasil', 'Mercado', 12],
      ['marketing-imobiliario-digital', 'Conversão', 9],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('built-in content'));
  });

  it('falls back to the built-in summaries when the CMS answers with an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('http://127.0.0.1:1337/api/articles', () => HttpResponse.json({ error: {} }, { status: 500 })));
    expect(await loadArticles()).toHaveLength(4);
  });
});

describe('more articles than one CMS page holds', () => {
  const many: Article[] = Array.from({ length: 130 }, (_, i) => ({
    ...articleList[0],
    documentId: `doc-${i}`,
    slug: `artigo-${i + 1}`,
    title: `Artigo ${i + 1}`,
  }));

  it('the build-time list has all 130', async () => {
    server.use(http.get('http://127.0.0.1:1337/api/articles', strapiList(many)));
    expect(await loadArticles()).toHaveLength(130);
  });

  it('the list the browser checks against has all 130, read page after page', async () => {
    const pagesRead: number[] = [];
    server.use(http.get('*/api/articles', strapiList(many, pagesRead)));
    const articles = await fetchArticles();
    expect(articles.map((article) => article.slug).at(-1)).toBe('artigo-130');
    expect(articles).toHaveLength(130);
    expect(pagesRead.sort()).toEqual([1, 2]);
  });
});
