import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/mocks/server';

import { articleList } from '../testing/fixtures';
import type { Article } from '../types';

import { loadArticles } from './get-articles';

// The browser's check of the list (an article published after the build) is the blog list island's:
// components/blog-list.test.tsx.
const published: Article = { ...articleList[0], slug: 'novo-artigo', title: 'Artigo publicado depois do build' };

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
