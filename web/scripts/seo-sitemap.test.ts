import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/shared/testing/mocks/server';
import { strapiList } from '@/shared/testing/mocks/strapi-list';

import { lastmodOf, robotsTxt, sitemapEntries, sitemapXml } from './seo-sitemap';

const cms = 'http://cms.test';
const buildDate = new Date('2026-03-04T10:00:00Z');

// The CMS the build reads (the build client's CMS_BUILD_URL).
beforeEach(() => {
  vi.stubEnv('CMS_BUILD_URL', cms);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sitemap and robots.txt', () => {
  it('robots.txt allows all but /admin/ and points to the sitemap of the site URL', () => {
    expect(robotsTxt('https://www.example.com/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://www.example.com/sitemap.xml\n',
    );
  });

  it('lists static routes (not /obrigado), CMS articles and each case page with lastmod', async () => {
    server.use(
      http.get(`${cms}/api/articles`, () =>
        HttpResponse.json({ data: [{ slug: 'novo-artigo', updatedAt: '2026-02-01T12:00:00.000Z', published_date: '2026-01-30' }] }),
      ),
      http.get(`${cms}/api/cases`, () =>
        HttpResponse.json({
          data: [
            { slug: 'corretor-votorantim', createdAt: '2026-01-10T08:00:00.000Z' },
            { slug: 'residencial-mirante', createdAt: '2026-01-02T08:00:00.000Z', updatedAt: '2026-02-20T09:00:00.000Z' },
          ],
        }),
      ),
      http.get(`${cms}/api/landing-pages`, () =>
        HttpResponse.json({
          data: [
            { slug: 'lancamento-jardins', noindex: false, ends_at: null, updatedAt: '2026-02-25T09:00:00.000Z' },
            { slug: 'so-para-anuncios', noindex: true, ends_at: null, updatedAt: '2026-02-25T09:00:00.000Z' },
            { slug: 'feirao-encerrado', noindex: false, ends_at: '2026-01-01T00:00:00.000Z', updatedAt: '2026-02-25T09:00:00.000Z' },
          ],
        }),
      ),
    );
    const entries = await sitemapEntries(buildDate);
    expect(entries).toContainEqual({ path: '/', lastmod: '2026-03-04' });
    expect(entries).toContainEqual({ path: '/servicos', lastmod: '2026-03-04' });
    expect(entries.map((e) => e.path)).not.toContain('/obrigado');
    expect(entries).toContainEqual({ path: '/blog/novo-artigo', lastmod: '2026-02-01' });
    expect(entries).toContainEqual({ path: '/cases/corretor-votorantim', lastmod: '2026-01-10' });
    expect(entries).toContainEqual({ path: '/cases/residencial-mirante', lastmod: '2026-02-20' });
    expect(entries).toContainEqual({ path: '/cases', lastmod: '2026-03-04' });
    // A landing page is listed unless it asks not to be indexed or its end date has passed.
    expect(entries).toContainEqual({ path: '/lp/lancamento-jardins', lastmod: '2026-02-25' });
    expect(entries.map((e) => e.path)).not.toContain('/lp/so-para-anuncios');
    expect(entries.map((e) => e.path)).not.toContain('/lp/feirao-encerrado');
    // The dialog's old address form is never listed: each case has its own page.
    expect(entries.some((e) => e.path.includes('?'))).toBe(false);
  });

  it('lists all 130 articles and 130 cases when the CMS pages them', async () => {
    const rows = (prefix: string) => Array.from({ length: 130 }, (_, i) => ({ slug: `${prefix}-${i + 1}`, updatedAt: '2026-02-01T12:00:00.000Z' }));
    server.use(
      http.get(`${cms}/api/articles`, strapiList(rows('artigo'))),
      http.get(`${cms}/api/cases`, strapiList(rows('case'))),
      http.get(`${cms}/api/landing-pages`, strapiList([])),
    );
    const paths = (await sitemapEntries(buildDate)).map((e) => e.path);
    expect(paths.filter((p) => p.startsWith('/blog/'))).toHaveLength(130);
    expect(paths.filter((p) => p.startsWith('/cases/'))).toHaveLength(130);
    expect(paths).toContain('/blog/artigo-130');
    expect(paths).toContain('/cases/case-130');
  });

  it('falls back to the built-in articles when the CMS is down', async () => {
    server.use(
      http.get(`${cms}/api/articles`, () => HttpResponse.error()),
      http.get(`${cms}/api/cases`, () => HttpResponse.error()),
      http.get(`${cms}/api/landing-pages`, () => HttpResponse.error()),
    );
    const paths = (await sitemapEntries(buildDate)).map((e) => e.path);
    expect(paths).toContain('/blog/marketing-digital-imobiliario');
    expect(paths.some((p) => p.startsWith('/cases/') || p.startsWith('/cases?'))).toBe(false);
    expect(paths).toContain('/cases');
  });

  it('writes valid, escaped XML', () => {
    const xml = sitemapXml('https://www.example.com', [{ path: "/blog/a&b'<c>", lastmod: '2026-01-01' }]);
    expect(xml).toContain('<loc>https://www.example.com/blog/a&amp;b&apos;&lt;c&gt;</loc>');
    expect(xml).toContain('<lastmod>2026-01-01</lastmod>');
    expect(lastmodOf('not a date', 'x')).toBe('x');
  });
});
