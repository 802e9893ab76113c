import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/mocks/server';
import { strapiList } from '@/testing/mocks/strapi-list';

import { prerenderPaths } from './prerender-paths';

const CMS_ARTICLES = 'http://127.0.0.1:1337/api/articles';

const staticPages = [
  '/',
  '/servicos',
  '/contato',
  '/marketing-digital-imobiliario',
  '/blog',
  '/obrigado',
  '/agendamento',
  '/cases',
  '/politicas-privacidade',
  '/termos-uso',
];
const builtInArticles = [
  '/blog/marketing-digital-imobiliario',
  '/blog/geracao-de-leads',
  '/blog/mercado-imobiliario-brasil',
  '/blog/marketing-imobiliario-digital',
];

describe('prerenderPaths', () => {
  it('prerenders every public page and every article published in the CMS, never /admin', async () => {
    server.use(
      http.get(CMS_ARTICLES, () =>
        HttpResponse.json({ data: [{ slug: 'novo-artigo' }, { slug: 'marketing-digital-imobiliario' }] }),
      ),
    );
    const result = await prerenderPaths();
    expect(result).toEqual([...staticPages, '/blog/novo-artigo', '/blog/marketing-digital-imobiliario']);
    expect(result.some((path) => path.startsWith('/admin'))).toBe(false);
  });

  it('falls back to the built-in articles when the CMS is unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(CMS_ARTICLES, () => HttpResponse.error()));
    const result = await prerenderPaths();
    expect(result).toEqual([...staticPages, ...builtInArticles]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('built-in slugs'));
  });

  it('falls back to the built-in articles when the CMS answers with an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(CMS_ARTICLES, () => HttpResponse.json({ error: {} }, { status: 500 })));
    expect(await prerenderPaths()).toEqual([...staticPages, ...builtInArticles]);
  });

  it('prerenders all 130 articles when the CMS has more than one page of them', async () => {
    server.use(http.get(CMS_ARTICLES, strapiList(Array.from({ length: 130 }, (_, i) => ({ slug: `artigo-${i + 1}` })))));
    const result = await prerenderPaths();
    expect(result.filter((path) => path.startsWith('/blog/'))).toHaveLength(130);
    expect(result).toContain('/blog/artigo-130');
  });
});
