import request from 'supertest';
import { startRunningCms, strongSecrets, type RunningCms } from './helpers/cms-process';

/**
 * Lists longer than one page of the REST API (100 rows, the CMS's maxLimit): the live sitemap lists every
 * published article and case, and paged reads of /api/cases and /api/articles reach every row. On a CMS of its
 * own (no seed), so the suite's shared content is untouched.
 */
const CASES = 130;
// More than the 1000 rows the live sitemap used to read: every published article must be in it.
const ARTICLES = 1001;

let cms: RunningCms;
beforeAll(async () => {
  cms = await startRunningCms({ SEED: 'false', ...strongSecrets() });
  const body = [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto.' }] }];
  await cms.createDocuments(
    'api::article.article',
    Array.from({ length: ARTICLES }, (_, i) => ({
      title: `Artigo ${i + 1}`,
      slug: `artigo-${i + 1}`,
      excerpt: 'Resumo.',
      category: 'SEO',
      published_date: '2025-03-01',
      reading_time: 3,
      body,
    })),
    'published',
  );
  await cms.createDocuments(
    'api::case.case',
    Array.from({ length: CASES + 1 }, (_, i) => ({
      title: `Case ${i + 1}`,
      slug: i === CASES ? 'case-rascunho' : `case-${i + 1}`,
      client_name: 'Incorporadora Exemplo',
      segment: 'Incorporadora',
      platform: 'Google Ads',
      short_description: 'Campanha de lançamento.',
      challenge: 'Gerar demanda.',
      strategy: ['Pesquisa'],
      results: { Leads: '100' },
      is_published: i !== CASES, // the last one is a draft: never public
    })),
  );
}, 300_000);
afterAll(() => cms?.stop());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/** Every row of a public list, page after page as the site reads it. */
async function readAllPages(path: string): Promise<Array<{ slug: string }>> {
  const rows: Array<{ slug: string }> = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const res = await request(cms.url).get(path).query({ 'pagination[page]': page, 'pagination[pageSize]': 100 });
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    pageCount = res.body.meta.pagination.pageCount;
  }
  return rows;
}

describe('lists longer than one API page', () => {
  it('the live sitemap lists every published article and case, and no draft', async () => {
    const urls = locs((await request(cms.url).get('/api/sitemap.xml').expect(200)).text);
    expect(urls.filter((url) => url.includes('/blog/'))).toHaveLength(ARTICLES);
    expect(urls.filter((url) => url.includes('/cases/'))).toHaveLength(CASES);
    expect(urls).toContain('http://localhost:4173/blog/artigo-1001');
    expect(urls).toContain('http://localhost:4173/cases/case-1');
    expect(urls).not.toContain('http://localhost:4173/cases/case-rascunho');
  });

  it('GET /api/cases answers 100 rows a page, and reading every page gives all 130 published cases', async () => {
    const first = await request(cms.url).get('/api/cases').query({ 'pagination[pageSize]': 100 }).expect(200);
    expect(first.body.data).toHaveLength(100);
    expect(first.body.meta.pagination).toMatchObject({ page: 1, pageCount: 2, total: CASES });
    const slugs = (await readAllPages('/api/cases')).map((row) => row.slug);
    expect(new Set(slugs).size).toBe(CASES);
    expect(slugs).not.toContain('case-rascunho');
  });

  it('reading every page of GET /api/articles gives every published article', async () => {
    const slugs = (await readAllPages('/api/articles')).map((row) => row.slug);
    expect(new Set(slugs).size).toBe(ARTICLES);
  });
});
