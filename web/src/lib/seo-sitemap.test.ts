import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { strapiList } from '@/testing/mocks/strapi-list';

import { lastmodOf, robotsTxt, sitemapEntries, sitemapXml } from './seo-sitemap';

const cms = 'http://cms.test';
const buildDate = new Date('2026-03-04T10:00:00Z');

describe('sitemap and robots.txt', () => {
  it('robots.txt allows all but /admin/ and points to the sitemap of the site URL', () => {
    expect(robotsTxt('https://www.example.com/')).toBe('User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://www.example.com/sitemap.xml\n');
  });

  it('lists static routes (not /obrigado), CMS articles and case deep links with lastmod', async () => {
    server.use(
      http.get(`${cms}/api/articles`, () =>
        HttpResponse.json({ data: [{ slug: 'novo-artigo', updatedAt: '2026-02-01T12:00:00.000Z', published_date: '2026-01-30' }] }),
      ),
      http.get(`${cms}/api/cases`, () => HttpResponse.json({ data: [{ slug: 'corretor-votorantim', createdAt: '2026-01-10T08:00:00.000Z' }] })),
    );
    const entries = await sitemapEntries(cms, buildDate);
    expect(entries).toContainEqual({ path: '/', lastmod: '2026-03-04' });
    expect(entries).toContainEqual({ path: '/servicos', lastmod: '2026-03-04' });
    expect(entries.map((e) => e.path)).not.toContain('/obrigado');
    expect(entries).toContainEqual({ path: '/blog/novo-artigo', lastmod: '2026-02-01' });
    expect(entries).toContainEqual({ path: '/cases?case=corretor-votorantim', lastmod: '2026-01-10' });
  });

  it('lists all 130 articles and 130 cases when the CMS pages them', async () => {
    const rows = (prefix: string) => Array.from({ length: 130 }, (_, i) => ({ slug: `${prefix}-${i + 1}`, updatedAt: '2026-02-01T12:00:00.000Z' }));
    server.use(http.get(`${cms}/api/articles`, strapiList(rows('artigo'))), http.get(`${cms}/api/cases`, strapiList(rows('case'))));
    const paths = (await sitemapEntries(cms, buildDate)).map((e) => e.path);
    expect(paths.filter((p) => p.startsWith('/blog/'))).toHaveLength(130);
    expect(paths.filter((p) => p.startsWith('/cases?case='))).toHaveLength(130);
    expect(paths).toContain('/blog/artigo-130');
    expect(paths).toContain('/cases?case=case-130');
  });

  it('falls back to the built-in articles when the CMS is down', async () => {
    server.use(
      http.get(`${cms}/api/articles`, () => HttpResponse.error()),
      http.get(`${cms}/api/cases`, () => HttpResponse.error()),
    );
    const paths = (await sitemapEntries(cms, buildDate)).map((e) => e.path);
    expect(paths).toContain('/blog/marketing-digital-imobiliario');
    expect(paths.some((p) => p.startsWith('/cases?'))).toBe(false);
  });

  it('writes valid, escaped XML', () => {
    const xml = sitemapXml('https://www.example.com', [{ path: '/cases?case=a&b', lastmod: '2026-01-01' }]);
    expect(xml).toContain('<loc>https://www.example.com/cases?case=a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2026-01-01</lastmod>');
    expect(lastmodOf('not a date', 'x')).toBe('x');
  });
});
