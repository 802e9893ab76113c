import { expect, test } from './support/test';

import { cmsGet, onSite } from './support/cms';

/** Case studies that search engines and link previews can read (issue 18, §2): the list and each case's own page. */
type PublicCase = {
  slug: string;
  title: string;
  short_description: string;
  client_name: string;
  image_url: string | null;
  /** The media-library photo, with its 1200×630 sharing cut (`og`, media/og-crop.ts). */
  image: { formats: { og?: { url: string } } } | null;
  strategy: string[];
  results: Record<string, string>;
  results_series: { title: string; metric: string; points: Array<{ label: string; value: number }> } | null;
};

const RICH = 'residencial-mirante-campolim';
const UNPUBLISHED = 'residencial-parque-sabia';

/** Cases other specs publish while this one runs (after the build): rendered in the browser, not in the HTML. */
const PUBLISHED_BY_TESTS = /^(case-e2e-|publicado-depois-)/;

let published: PublicCase[] = [];
test.beforeAll(async () => {
  published = (await cmsGet<{ data: PublicCase[] }>('/cases?pagination[pageSize]=100')).data.filter((item) => !PUBLISHED_BY_TESTS.test(item.slug));
  expect(published.length).toBeGreaterThan(0);
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json));

test('the /cases HTML, as a crawler gets it (no JavaScript), holds every published case, each linking to its page', async ({ request }) => {
  const html = await (await request.get('/cases')).text();
  for (const item of published) {
    expect(text(html), item.slug).toContain(item.title);
    expect(html).toContain(`href="/cases/${item.slug}"`);
  }
  expect(html).not.toContain('Carregando cases...');
});

test('each case has its own page: H1, story, images with alt text, title, description, canonical, OG image, JSON-LD', async ({ request }) => {
  const rich = published.find((item) => item.slug === RICH)!;
  const response = await request.get(`/cases/${RICH}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '');
  expect(h1).toBe(rich.title);
  const body = text(html);
  for (const part of ['Desafio Inicial', 'Estratégia Aplicada', 'Resultados', rich.client_name, rich.strategy[0], Object.values(rich.results)[0]])
    expect(body).toContain(part);
  expect(html).toMatch(/<img[^>]+alt="[^"]{10,}"/);
  expect(html).toContain(`<title>${rich.title} | Alicerce Digital</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/cases/${RICH}"`));
  // The photo's 1200×630 cut around its focal point; absolute, on the site's origin (the site serves the CMS's uploads:
  // one host for the page and its images).
  expect(rich.image?.formats.og?.url).toBeTruthy();
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"/]+${onSite(rich.image!.formats.og!.url)}"`));
  expect(html).toContain('<meta property="og:image:width" content="1200"');
  expect(html).toContain('<meta property="og:image:height" content="630"');
  expect(html).toContain(`<meta property="og:image" content="${new URL(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!).origin}`);
  const nodes = jsonLd(html);
  const article = nodes.find((node) => node['@type'] === 'Article');
  expect(article).toMatchObject({ headline: rich.title, about: { name: rich.client_name } });
  const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Início', 'Cases de Sucesso', rich.title]);
});

test("a case's results chart is drawn in the page's HTML from its series, with a table that lists every period", async ({ request }) => {
  const rich = published.find((item) => item.slug === RICH)!;
  const series = rich.results_series!;
  expect(series.points.length).toBeGreaterThan(1);
  const html = await (await request.get(`/cases/${RICH}`)).text();
  const figure = html.match(/<figure[^>]*data-results-chart[^>]*>.*?<\/figure>/s)?.[0];
  expect(figure, 'a drawn chart in the prerendered HTML').toBeTruthy();
  expect(figure!.match(/<rect /g)).toHaveLength(series.points.length);
  expect(figure).toMatch(/<svg[^>]*viewBox="0 0 \d+ 100"/);
  const table = figure!.match(/<table>.*?<\/table>/s)![0];
  expect(text(table)).toContain(series.title);
  expect(table.match(/<th scope="row">([^<]*)<\/th>/g)!.map((th) => text(th).trim())).toEqual(series.points.map((point) => point.label));
  expect(table.match(/<td>([^<]*)<\/td>/g)!.map((td) => Number(text(td).replace(/\./g, '').replace(',', '.')))).toEqual(
    series.points.map((point) => point.value),
  );
  expect(html).not.toMatch(/Ampliar gráfico de resultados/);
});

test('an unpublished case has no page: the 404 page, with the status 404', async ({ page }) => {
  const response = await page.goto(`/cases/${UNPUBLISHED}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
