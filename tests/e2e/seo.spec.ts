import { expect, test, type APIRequestContext } from './support/test';
import { PUBLIC_ROUTES } from './support/routes';

/** The prerendered HTML as a crawler gets it (no JavaScript runs): meta tags, canonical, JSON-LD. */

type Attrs = Record<string, string>;
type LdNode = Record<string, unknown> & { '@type'?: string | string[] };

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attrsOf = (tag: string): Attrs => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]));

function parseHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map(([tag]) => attrsOf(tag));
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map(([tag]) => attrsOf(tag));
  const meta = (key: 'name' | 'property', value: string) => metas.find((m) => m[key] === value)?.content;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json) as LdNode);
  return {
    title: decode(head.match(/<title>(.*?)<\/title>/s)?.[1] ?? ''),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    meta,
    jsonLd,
  };
}

const page = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parseHead(await response.text());
};

const ofType = (nodes: LdNode[], type: string) => nodes.filter((n) => (Array.isArray(n['@type']) ? n['@type'].includes(type) : n['@type'] === type));

/** The canonical base the site was built with (VITE_SITE_URL, or its default): read from the home page. */
async function siteBase(request: APIRequestContext) {
  const { canonical } = await page(request, '/');
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/$/);
  return canonical!.replace(/\/$/, '');
}

const absolute = /^https?:\/\/\S+$/;
const articlePaths = PUBLIC_ROUTES.map((r) => r.path).filter((p) => p.startsWith('/blog/'));

test('every public route has its own title and description', async ({ request }) => {
  const heads = await Promise.all(PUBLIC_ROUTES.map(({ path }) => page(request, path)));
  const titles = heads.map((h) => h.title);
  const descriptions = heads.map((h) => h.description);
  expect(new Set(titles).size, titles.join('\n')).toBe(PUBLIC_ROUTES.length);
  expect(new Set(descriptions).size, descriptions.join('\n')).toBe(PUBLIC_ROUTES.length);
});

for (const { path } of PUBLIC_ROUTES) {
  test(`${path}: canonical, Open Graph, Twitter and the agency's JSON-LD`, async ({ request }) => {
    const base = await siteBase(request);
    const head = await page(request, path);
    const url = `${base}${path}`;
    expect(head.canonical).toBe(url);

    expect(head.meta('property', 'og:type')).toBe(path.startsWith('/blog/') ? 'article' : 'website');
    expect(head.meta('property', 'og:title')).toBe(head.title);
    expect(head.meta('property', 'og:description')).toBe(head.description);
    expect(head.meta('property', 'og:url')).toBe(url);
    expect(head.meta('property', 'og:locale')).toBe('pt_BR');
    expect(head.meta('property', 'og:site_name')).toBeTruthy();
    expect(head.meta('property', 'og:image')).toMatch(absolute);
    expect(Number(head.meta('property', 'og:image:width'))).toBeGreaterThan(0);
    expect(Number(head.meta('property', 'og:image:height'))).toBeGreaterThan(0);
    if (!path.startsWith('/blog/')) {
      expect(head.meta('property', 'og:image')).toMatch(new RegExp(`^${base}/og/[\\w-]+\\.png$`));
      expect(head.meta('property', 'og:image:width')).toBe('1200');
      expect(head.meta('property', 'og:image:height')).toBe('630');
    }
    expect(head.meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(head.meta('name', 'twitter:title')).toBe(head.title);
    expect(head.meta('name', 'twitter:description')).toBe(head.description);
    expect(head.meta('name', 'twitter:image')).toBe(head.meta('property', 'og:image'));

    expect(head.jsonLd.length).toBeGreaterThanOrEqual(2);
    for (const node of head.jsonLd) {
      expect(node['@context']).toBe('https://schema.org');
      expect(node['@type']).toBeTruthy();
    }
    const [org] = ofType(head.jsonLd, 'Organization');
    expect(ofType(head.jsonLd, 'ProfessionalService')).toHaveLength(1);
    expect(org).toMatchObject({
      name: expect.any(String),
      url: `${base}/`,
      logo: expect.stringMatching(absolute),
      telephone: expect.stringMatching(/^\+55/),
      email: expect.stringContaining('@'),
      address: { addressLocality: 'Sorocaba', addressRegion: 'SP', addressCountry: 'BR' },
      openingHoursSpecification: [
        expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }),
      ],
    });
    expect(ofType(head.jsonLd, 'WebSite')[0]).toMatchObject({ url: `${base}/` });
    expect(head.robots).toBe(path === '/obrigado' ? 'noindex' : undefined);
  });
}

test('articles: BlogPosting and BreadcrumbList (Início › Blog › title)', async ({ request }) => {
  const base = await siteBase(request);
  for (const path of articlePaths) {
    const head = await page(request, path);
    const [post] = ofType(head.jsonLd, 'BlogPosting');
    const headline = head.title.replace(/ \| [^|]+$/, '');
    expect(post, path).toMatchObject({
      headline,
      description: head.description,
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      image: [head.meta('property', 'og:image')],
      author: { '@type': 'Organization', name: expect.any(String) },
      publisher: { '@type': 'Organization', name: expect.any(String) },
      mainEntityOfPage: { '@id': `${base}${path}` },
    });
    expect((post.image as string[])[0]).toMatch(absolute);
    const [crumbs] = ofType(head.jsonLd, 'BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: `${base}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${base}/blog` },
      { '@type': 'ListItem', position: 3, name: headline, item: `${base}${path}` },
    ]);
  }
});

test('/cases has a BreadcrumbList; /contato a FAQPage with its 4 questions', async ({ request }) => {
  const base = await siteBase(request);
  const cases = await page(request, '/cases');
  expect(ofType(cases.jsonLd, 'BreadcrumbList')[0].itemListElement).toEqual([
    expect.objectContaining({ position: 1, item: `${base}/` }),
    expect.objectContaining({ position: 2, item: `${base}/cases` }),
  ]);

  const contact = await page(request, '/contato');
  const [faq] = ofType(contact.jsonLd, 'FAQPage');
  const questions = faq.mainEntity as Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
  expect(questions).toHaveLength(4);
  for (const q of questions) {
    expect(q['@type']).toBe('Question');
    expect(q.name).toMatch(/\?$/);
    expect(q.acceptedAnswer['@type']).toBe('Answer');
    expect(q.acceptedAnswer.text.length).toBeGreaterThan(30);
  }
  expect(questions[0].name).toBe('Como funciona o modelo de fee híbrido?');
});

test('/admin/login is noindex', async ({ request }) => {
  const response = await request.get('/admin/login');
  expect(await response.text()).toContain('<meta name="robots" content="noindex"');
});

test('robots.txt allows all but /admin/ and points to the sitemap', async ({ request }) => {
  const base = await siteBase(request);
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((l) => l.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).toContain('Disallow: /admin/');
  expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
});

test('sitemap.xml lists every public route and the seeded articles, each with lastmod', async ({ request }) => {
  const base = await siteBase(request);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>\s*<\/url>/g)].map(([, loc]) => decode(loc));
  expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
  for (const { path } of PUBLIC_ROUTES) {
    // /obrigado is noindex, so it is left out of the sitemap.
    if (path === '/obrigado') expect(urls).not.toContain(`${base}${path}`);
    else expect(urls, path).toContain(`${base}${path}`);
  }
  expect(articlePaths).toHaveLength(4);
  for (const path of articlePaths) expect(urls).toContain(`${base}${path}`);
  // Each published case at its own page; the old dialog links (?case=) are never listed.
  expect(urls.some((u) => u.startsWith(`${base}/cases/`))).toBe(true);
  expect(urls.some((u) => u.includes('?case='))).toBe(false);
  expect(urls.some((u) => u.includes('/admin'))).toBe(false);
});
