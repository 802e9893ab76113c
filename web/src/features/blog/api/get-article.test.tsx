import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';

import { guideArticle } from '../testing/fixtures';
import type { ArticleWithBody } from '../types';

import { fetchArticle, loadArticle, useArticle } from './get-article';

const SLUG = 'marketing-digital-imobiliario';

function Title({ initial, loadedAt }: { initial: ArticleWithBody | null; loadedAt: number }) {
  const article = useArticle(SLUG, initial, loadedAt);
  return <p>{article ? article.title : 'não encontrado'}</p>;
}

describe('fetchArticle (browser)', () => {
  it('returns the article of a slug published after the build', async () => {
    server.use(
      http.get('*/api/articles/slug/novo-artigo', () => HttpResponse.json({ data: { ...guideArticle, slug: 'novo-artigo' } })),
    );
    expect((await fetchArticle('novo-artigo'))?.slug).toBe('novo-artigo');
  });

  it('returns null for an unknown slug (404) and throws on other failures', async () => {
    server.use(
      http.get('*/api/articles/slug/nao-existe', () =>
        HttpResponse.json({ data: null, error: { status: 404, message: 'Artigo não encontrado' } }, { status: 404 }),
      ),
      http.get('*/api/articles/slug/quebrado', () => HttpResponse.json({}, { status: 500 })),
    );
    expect(await fetchArticle('nao-existe')).toBeNull();
    await expect(fetchArticle('quebrado')).rejects.toThrow();
  });
});

describe('useArticle', () => {
  it('refreshes build-time data from the CMS', async () => {
    server.use(
      http.get(`*/api/articles/slug/${SLUG}`, () => HttpResponse.json({ data: { ...guideArticle, title: 'Título revisado' } })),
    );
    renderWithProviders(<Title initial={guideArticle} loadedAt={0} />);
    expect(screen.getByText(guideArticle.title)).toBeInTheDocument();
    expect(await screen.findByText('Título revisado')).toBeInTheDocument();
  });

  it('does not read again what the client loader just fetched', async () => {
    let calls = 0;
    server.use(http.get(`*/api/articles/slug/${SLUG}`, () => ((calls += 1), HttpResponse.json({ data: guideArticle }))));
    renderWithProviders(<Title initial={guideArticle} loadedAt={Date.now()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
  });

  it('is null for an unknown slug, without a request', () => {
    renderWithProviders(<Title initial={null} loadedAt={Date.now()} />);
    expect(screen.getByText('não encontrado')).toBeInTheDocument();
  });
});

describe('loadArticle (build time)', () => {
  it('falls back to the built-in summary, without a body, when the CMS is down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('http://127.0.0.1:1337/api/articles/slug/:slug', () => HttpResponse.error()));
    const article = await loadArticle(SLUG);
    expect(article).toMatchObject({ slug: SLUG, title: 'Marketing Digital Imobiliário: Guia Completo 2025', body: [] });
    expect(article?.related.map((related) => related.slug)).toHaveLength(3);
    expect(await loadArticle('nao-existe')).toBeNull();
  });
});
