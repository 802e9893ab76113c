import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { setSession } from '@/shared/lib/session';
import { server } from '@/shared/testing/mocks/server';

import { guideArticle } from '../testing/fixtures';

import { fetchArticle, loadArticle } from './get-article';

const SLUG = 'marketing-digital-imobiliario';

describe('fetchArticle (browser: an article published after the build)', () => {
  it('returns the article of a slug published after the build', async () => {
    server.use(http.get('*/api/articles/slug/novo-artigo', () => HttpResponse.json({ data: { ...guideArticle, slug: 'novo-artigo' } })));
    expect((await fetchArticle('novo-artigo'))?.slug).toBe('novo-artigo');
  });

  it("returns null for an unknown slug (404) and throws on other failures, in the site's words (the CMS's kept for the console)", async () => {
    server.use(
      http.get('*/api/articles/slug/nao-existe', () =>
        HttpResponse.json({ data: null, error: { status: 404, message: 'Artigo não encontrado' } }, { status: 404 }),
      ),
      http.get('*/api/articles/slug/quebrado', () =>
        HttpResponse.json({ data: null, error: { status: 500, message: 'Falha temporária no servidor' } }, { status: 500 }),
      ),
    );
    expect(await fetchArticle('nao-existe')).toBeNull();
    await expect(fetchArticle('quebrado')).rejects.toMatchObject({
      message: 'Não foi possível completar a solicitação. Tente novamente.',
      status: 500,
      serverMessage: 'Falha temporária no servidor',
    });
  });

  it('reads what any visitor would: no session token, even with an admin signed in on this browser', async () => {
    setSession({ jwt: 'admin-jwt', refreshToken: 'refresh', user: { id: 1, email: 'admin@example.com' } });
    let authorization: string | null = 'not read';
    server.use(
      http.get(`*/api/articles/slug/${SLUG}`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: guideArticle });
      }),
    );
    await fetchArticle(SLUG);
    expect(authorization).toBeNull();
  });

  it('asks for the slug as one path segment', async () => {
    let asked = '';
    server.use(http.get('*/api/articles/slug/:slug', ({ params }) => ((asked = String(params.slug)), HttpResponse.json({ data: guideArticle }))));
    await fetchArticle('a/b?c');
    expect(asked).toBe('a/b?c');
  });
});

describe('loadArticle (build time)', () => {
  it('reads the article from the CMS the build points at', async () => {
    server.use(
      http.get(`http://127.0.0.1:1337/api/articles/slug/${SLUG}`, () => HttpResponse.json({ data: { ...guideArticle, title: 'Título revisado' } })),
    );
    expect((await loadArticle(SLUG))?.title).toBe('Título revisado');
  });

  it('falls back to the built-in summary, without a body, when the CMS is down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('http://127.0.0.1:1337/api/articles/slug/:slug', () => HttpResponse.error()));
    const article = await loadArticle(SLUG);
    expect(article).toMatchObject({ slug: SLUG, title: 'Marketing Digital Imobiliário: Guia Completo 2025', body: [] });
    expect(article?.related.map((related) => related.slug)).toHaveLength(3);
    expect(await loadArticle('nao-existe')).toBeNull();
  });
});
