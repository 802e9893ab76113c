import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';

import { CASE_STAND_IN_PATH, LANDING_STAND_IN_PATHS, prerenderPaths, removeBuildStandIns } from './prerender-paths';

const CMS_ARTICLES = 'http://127.0.0.1:1337/api/articles';
const CMS_CASES = 'http://127.0.0.1:1337/api/cases';
const CMS_LANDING_PAGES = 'http://127.0.0.1:1337/api/landing-pages';

/** A landing page's hero block with these variant keys. */
const hero = (...keys: string[]) => ({ type: 'hero', variants: keys.map((key) => ({ key, headline: 'T', button_text: 'B' })) });

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

/** The CMS's published cases, `perPage` a page, as Strapi pages them. */
function casesApi(slugs: string[], perPage = 100) {
  const pages: number[] = [];
  server.use(
    http.get(CMS_CASES, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('pagination[page]') ?? 1);
      pages.push(page);
      const pageCount = Math.max(1, Math.ceil(slugs.length / perPage));
      const data = slugs.slice((page - 1) * perPage, page * perPage).map((slug) => ({ slug }));
      return HttpResponse.json({ data, meta: { pagination: { page, pageCount } } });
    }),
  );
  return pages;
}

describe('prerenderPaths', () => {
  it('prerenders every public page, every published article and case, and the 404 page, never /admin', async () => {
    server.use(http.get(CMS_ARTICLES, () => HttpResponse.json({ data: [{ slug: 'novo-artigo' }, { slug: 'marketing-digital-imobiliario' }] })));
    casesApi(['residencial-mirante', 'corretor-votorantim']);
    server.use(
      http.get(CMS_LANDING_PAGES, () =>
        HttpResponse.json({
          data: [
            { slug: 'lancamento', blocks: [hero('a', 'b')] },
            { slug: 'feirao', blocks: [hero('a')] },
          ],
        }),
      ),
    );
    const result = await prerenderPaths();
    expect(result).toEqual([
      ...staticPages,
      '/blog/novo-artigo',
      '/blog/marketing-digital-imobiliario',
      '/cases/residencial-mirante',
      '/cases/corretor-votorantim',
      // One file per hero variant of each published landing page.
      '/lp/lancamento',
      '/lp/lancamento/__v/b',
      '/lp/feirao',
      // No launch's page among them: the thank-you route's stand-in (removed after the build).
      '/lp/__sem-paginas__/obrigado',
      '/404',
      '/410',
    ]);
    expect(result.some((path) => path.startsWith('/admin'))).toBe(false);
    expect(result.some((path) => path.includes('?'))).toBe(false);
  });

  it('prerenders a launch’s page with its own thank-you, and then needs no stand-in for that route', async () => {
    server.use(http.get(CMS_ARTICLES, () => HttpResponse.json({ data: [] })));
    casesApi(['residencial-mirante']);
    server.use(
      http.get(CMS_LANDING_PAGES, () =>
        HttpResponse.json({
          data: [
            { slug: 'vista', blocks: [hero('a', 'b')], owner: { kind: 'launch' } },
            { slug: 'agencia', blocks: [hero('a')], owner: { kind: 'agency' } },
          ],
        }),
      ),
    );
    const landing = (await prerenderPaths()).filter((path) => path.startsWith('/lp/'));
    expect(landing).toEqual(['/lp/vista', '/lp/vista/__v/b', '/lp/vista/obrigado', '/lp/agencia']);
  });

  it('reads every page of the case list', async () => {
    server.use(http.get(CMS_ARTICLES, () => HttpResponse.json({ data: [{ slug: 'novo-artigo' }] })));
    const slugs = Array.from({ length: 5 }, (_, i) => `case-${i + 1}`);
    const pages = casesApi(slugs, 2);
    const result = await prerenderPaths();
    expect(pages).toEqual([1, 2, 3]);
    expect(result.filter((path) => path.startsWith('/cases/'))).toEqual([
      '/cases/case-1',
      '/cases/case-2',
      '/cases/case-3',
      '/cases/case-4',
      '/cases/case-5',
    ]);
  });

  it('falls back to the built-in articles and no case page when the CMS is unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(CMS_ARTICLES, () => HttpResponse.error()),
      http.get(CMS_CASES, () => HttpResponse.error()),
      http.get(CMS_LANDING_PAGES, () => HttpResponse.error()),
    );
    const result = await prerenderPaths();
    expect(result).toEqual([...staticPages, ...builtInArticles, CASE_STAND_IN_PATH, ...LANDING_STAND_IN_PATHS, '/404', '/410']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('built-in slugs'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no case page prerendered'));
  });

  it('falls back the same way when the CMS answers with an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(CMS_ARTICLES, () => HttpResponse.json({ error: {} }, { status: 500 })),
      http.get(CMS_CASES, () => HttpResponse.json({ error: {} }, { status: 500 })),
      http.get(CMS_LANDING_PAGES, () => HttpResponse.json({ error: {} }, { status: 500 })),
    );
    expect(await prerenderPaths()).toEqual([...staticPages, ...builtInArticles, CASE_STAND_IN_PATH, ...LANDING_STAND_IN_PATHS, '/404', '/410']);
  });

  it('prerenders all 130 articles when the CMS has more than one page of them', async () => {
    server.use(http.get(CMS_ARTICLES, strapiList(Array.from({ length: 130 }, (_, i) => ({ slug: `artigo-${i + 1}` })))));
    const result = await prerenderPaths();
    expect(result.filter((path) => path.startsWith('/blog/'))).toHaveLength(130);
    expect(result).toContain('/blog/artigo-130');
  });

  it('removes the stand-in case page a build without published cases had to prerender, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'built-'));
    mkdirSync(join(dir, 'cases', '__sem-cases__'), { recursive: true });
    writeFileSync(join(dir, 'cases', '__sem-cases__', 'index.html'), '<html></html>');
    writeFileSync(join(dir, 'cases', '__sem-cases__.data'), '[]');
    mkdirSync(join(dir, 'cases', 'residencial'), { recursive: true });
    writeFileSync(join(dir, 'cases', 'residencial', 'index.html'), '<html></html>');
    mkdirSync(join(dir, 'lp', '__sem-paginas__', '__v', 'b'), { recursive: true });
    writeFileSync(join(dir, 'lp', '__sem-paginas__.data'), '[]');
    mkdirSync(join(dir, 'lp', 'lancamento'), { recursive: true });
    await removeBuildStandIns(dir);
    expect(readdirSync(join(dir, 'cases'))).toEqual(['residencial']);
    expect(readdirSync(join(dir, 'lp'))).toEqual(['lancamento']);
    rmSync(dir, { recursive: true, force: true });
  });
});
