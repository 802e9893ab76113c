import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';
import { useAdminSession } from './support/admin';
import { adminJwt } from './support/cms';
import { fillNewArticle, uploadCover } from './support/blog';

/** The dashboard's Blog tab: articles written, published and scheduled there reach /blog, their page and the sitemap with no rebuild. */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

const BODY = [
  '## Por que o bairro importa',
  'Quem procura imóvel pesquisa **pelo bairro** antes da construtora. Veja [nossos serviços](/servicos).',
  '## Páginas por empreendimento',
  '- Fotos reais\n- Planta e preço',
  '### Detalhes',
  'Texto de apoio.',
  '## 3. Métricas que importam',
  '> Quem não mede não melhora.',
].join('\n\n');

const toast = (page: Page, title: string) => page.locator('#notistack-snackbar').filter({ hasText: title }).first();
const tocLinks = async (scope: ReturnType<Page['locator']>) =>
  scope
    .getByRole('navigation', { name: 'Neste artigo' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));

async function api(method: string, path: string, data?: unknown) {
  const response = await fetch(`${CMS}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}` },
    body: data ? JSON.stringify({ data }) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.status === 204 ? null : response.json();
}

/** Articles this file published, removed afterwards: other specs count the blog's featured and listed articles. */
const slugs: string[] = [];
test.afterAll(async () => {
  for (const slug of slugs) {
    const found = await api('GET', `/articles/editor?busca=${slug}`);
    for (const row of found.data) await api('DELETE', `/articles/${row.documentId}`);
  }
});

test('an admin writes an article with a cover in the Blog tab, publishes it; it is on /blog, opens, and is in the sitemap', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000 * patience);
  const stamp = Date.now();
  const title = `Páginas de bairro que vendem ${stamp}`;
  const slug = `paginas-de-bairro-que-vendem-${stamp}`;
  slugs.push(slug);
  await useAdminSession(page);
  const dialog = await fillNewArticle(page, {
    title,
    excerpt: 'Como páginas por bairro trazem contatos de quem procura imóvel perto de você.',
    category: 'SEO',
    coverAlt: 'Rua arborizada de um bairro residencial',
    body: BODY,
  });
  await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);

  // The live preview: the public renderer's index and anchors, and the reading time the page will show.
  const preview = dialog.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Páginas por empreendimento' })).toBeVisible();
  await expect(preview.getByText('1 min de leitura')).toBeVisible();
  const previewToc = await tocLinks(preview);
  expect(previewToc).toEqual([
    ['Por que o bairro importa', '#por-que-o-bairro-importa'],
    ['Páginas por empreendimento', '#paginas-por-empreendimento'],
    ['Métricas que importam', '#3-metricas-que-importam'],
  ]);

  await dialog.getByRole('radio', { name: 'Publicar ao salvar' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Artigo publicado com sucesso!')).toBeVisible();
  const row = page.getByRole('list', { name: 'Lista de artigos' }).getByRole('listitem', { name: title });
  await expect(row.getByText('Publicado', { exact: true })).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByRole('region', { name: 'Todos os artigos' }).getByRole('heading', { name: title })).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: 'Rua arborizada de um bairro residencial' })).toBeVisible();
  expect(await tocLinks(page.locator('main'))).toEqual(previewToc);
  await expect(page.locator('#paginas-por-empreendimento')).toHaveText('Páginas por empreendimento');

  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
});

test('a scheduled article is nowhere before its time, and on /blog, at its URL and in the sitemap after it', async ({ page, request }) => {
  test.setTimeout(90_000 * patience);
  const stamp = Date.now();
  const title = `Lançamento agendado ${stamp}`;
  const slug = `lancamento-agendado-${stamp}`;
  slugs.push(slug);
  const at = new Date(Date.now() + 20_000);
  await api('POST', '/articles', {
    title,
    slug,
    excerpt: 'Um artigo que o CMS publica na hora marcada.',
    category: 'Mercado',
    cover: await uploadCover(await adminJwt()),
    cover_alt: 'Prédio em construção',
    body: '## Na hora certa\n\nPublicado pelo agendamento.',
    publication: 'agendado',
    scheduled_at: at.toISOString(),
  });

  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=blog');
  const row = page.getByRole('list', { name: 'Lista de artigos' }).getByRole('listitem', { name: title });
  await expect(row.getByText('Agendado', { exact: true })).toBeVisible();

  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/blog/${slug}<`);
  await page.goto('/blog');
  await expect(page.getByRole('region', { name: 'Todos os artigos' }).getByRole('heading', { name: 'Lançamento agendado' })).toHaveCount(0);

  await expect.poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 45_000, intervals: [2000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto('/blog');
  await expect(page.getByRole('region', { name: 'Todos os artigos' }).getByRole('heading', { name: title })).toBeVisible();
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
});
