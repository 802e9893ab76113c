import { expect, test, type Page } from './support/test';

import { ARTICLE_CATEGORIES } from '../../domain/src/article';

import { cmsGet } from './support/cms';
import { removeArticles } from './support/blog';
import { publishArticle } from './support/panel';

// The publishing test adds an SEO article after the chips test, in this order.
test.describe.configure({ mode: 'serial' });

const titlesIn = (page: Page, region: string) => page.getByRole('region', { name: region }).getByRole('heading', { level: 3 }).allTextContents();

test('blog list: Todos by default, the first two featured, every chip filters, empty categories say so', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
  // What the CMS publishes once the page has read it: other specs (a retry of this file, the team's editor) publish
  // articles too, so which categories are empty is read, not assumed.
  const published: Array<{ title: string; category: string }> = (await cmsGet('/articles')).data;
  await expect.poll(() => titlesIn(page, 'Em destaque')).toEqual(published.slice(0, 2).map((a) => a.title));
  expect(await titlesIn(page, 'Todos os artigos')).toEqual(published.map((a) => a.title));

  const empty = ARTICLE_CATEGORIES.filter((category) => !published.some((a) => a.category === category));
  expect(empty.length, 'a category with no article (Redes Sociais in the seed)').toBeGreaterThan(0);
  for (const category of ARTICLE_CATEGORIES) {
    await page.getByRole('button', { name: category, exact: true }).click();
    await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const expected = published.filter((a) => a.category === category).map((a) => a.title);
    if (!expected.length) {
      await expect(page.getByText('Ainda não há artigos nesta categoria.')).toBeVisible();
      continue;
    }
    await expect.poll(() => titlesIn(page, 'Todos os artigos')).toEqual(expected);
    expect(await titlesIn(page, 'Em destaque')).toEqual(expected.slice(0, 2));
  }
  await page.getByRole('button', { name: 'Ver todos os artigos' }).click();
  await expect(page.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
});

test('the category chips stand clear of the hero’s band at 375 and 1366 px (they touched it)', async ({ page }) => {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/blog');
    const hero = await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .boundingBox();
    const chips = await page.getByRole('group', { name: 'Filtrar artigos por categoria' }).boundingBox();
    expect(chips!.y - (hero!.y + hero!.height), `${width} px: room above the chips`).toBeGreaterThanOrEqual(24);
  }
});

test('article: spec header, table of contents whose anchors scroll to their sections, related, CTA, help card', async ({ page }) => {
  await page.goto('/blog/marketing-digital-imobiliario');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing Digital Imobiliário: Guia Completo 2025');
  await expect(page.getByText('10 min de leitura').first()).toBeVisible();
  await expect(page.getByText('15 de janeiro de 2025').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toBeVisible();

  const toc = page.getByRole('navigation', { name: 'Neste artigo' });
  const anchors = await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(anchors).toEqual(['#definicao', '#beneficios', '#estrategias', '#ferramentas', '#implementacao', '#metricas']);

  await toc.getByRole('link', { name: 'Métricas' }).click();
  await expect(page).toHaveURL(/#metricas$/);
  const heading = page.locator('#metricas');
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  await expect(page.getByText(/R\$ ?15.{0,6}50/).first()).toBeVisible();

  const related = page.getByRole('region', { name: 'Artigos relacionados' }).getByRole('link');
  await expect(related).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Solicitar Consultoria Gratuita' })).toHaveAttribute('href', '/agendamento');
  await expect(page.getByText('Precisa de Ajuda?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fale com nossos especialistas' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5515900000000\?text=/);
  await page.getByRole('link', { name: 'Voltar para o blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the prerendered article HTML carries its body text (no JS)', async ({ request }) => {
  const html = await (await request.get('/blog/geracao-de-leads')).text();
  expect(html).toContain('Landing pages por empreendimento');
  expect(html).toMatch(/id="[a-z0-9-]+"/);
});

/** The article the publishing test adds, removed after it: a retry publishes its own (two would share the title). */
const publishedHere: string[] = [];
test.afterAll(() => removeArticles(publishedHere));

test('an article published in the panel after the build shows in the list and at its own URL, with no rebuild', async ({ page, request }) => {
  const slug = `publicado-depois-${Date.now()}`;
  publishedHere.push(slug);
  await publishArticle({
    title: 'SEO local para imobiliárias: apareça no bairro certo',
    slug,
    excerpt: 'Como o perfil da empresa e páginas por bairro trazem contatos de quem procura imóvel perto de você.',
    category: 'SEO',
    published_date: '2025-02-10',
    reading_time: 6,
    body: [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Perfil da empresa completo' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Fotos reais do plantão, horário e telefone atualizados fazem diferença.' }] },
    ],
  });

  // Not prerendered: the static server answers with the SPA shell and the browser renders the article.
  expect(await (await request.get(`/blog/${slug}`)).text()).not.toContain('Perfil da empresa completo');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO local para imobiliárias: apareça no bairro certo');
  await expect(page.getByText('Fotos reais do plantão')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Neste artigo' }).getByRole('link')).toHaveAttribute('href', '#perfil-da-empresa-completo');

  await page.goto('/blog');
  await page.getByRole('button', { name: 'SEO', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Todos os artigos' }).getByRole('heading', { name: 'SEO local para imobiliárias: apareça no bairro certo' }),
  ).toBeVisible();
});
