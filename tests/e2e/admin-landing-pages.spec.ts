import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { LANDING_PAGE_MESSAGES } from '../../domain/src/landing-page';
import { LANDING_STARTER_TEMPLATE } from '../../domain/src/landing-template';

import { adminJwt } from './support/cms';
import { asNewEditor, cmsAs, toast } from './support/team';
import { expect, test, type Locator, type Page } from './support/test';
import { patience } from './support/patience';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const stamp = `${Date.now()}-${Math.round(Math.random() * 1e4)}`;
/** A new suffix each time: with fullyParallel, a worker may run this file's beforeAll more than once. */
const fresh = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

/** A page stored straight through the CMS (as an admin): the starter template under `slug`, with `consent` as its form's consent text. */
async function storedPage(slug: string, consent: string) {
  const blocks = LANDING_STARTER_TEMPLATE.blocks.map((block) => (block.type === 'lead_form' ? { ...block, consent_text: consent } : block));
  const { status, body } = await cmsAs(await adminJwt(), 'POST', '/landing-pages', {
    ...LANDING_STARTER_TEMPLATE,
    title: `Página E2E ${slug}`,
    slug,
    blocks,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as { documentId: string; slug: string };
}

/** The site the e2e server serves (scripts/test.mjs): where a page prerendered on publish is written. */
const BUILT_SITE = join(__dirname, '..', '..', 'web', 'build', 'client');

const publicStatus = async (slug: string) => (await fetch(`${CMS}/api/landing-pages/by-slug/${slug}`)).status;

const editorForm = (page: Page, name: 'Nova landing page' | 'Editar landing page') => page.getByRole('form', { name });
const blockList = (form: Locator) => form.getByRole('list', { name: 'Blocos da página' });
const blockNames = (form: Locator) => blockList(form).getByRole('heading', { level: 3 }).allTextContents();
const field = (scope: Locator, name: string | RegExp) => scope.getByRole('textbox', { name, exact: typeof name === 'string' });
/** A block's open/close button (its heading: '3. Galeria'); one block's form is open at a time. */
const blockToggle = (block: Locator) => block.getByRole('heading', { level: 3 }).getByRole('button');
async function openBlock(block: Locator) {
  await blockToggle(block).click();
  await expect(blockToggle(block)).toHaveAttribute('aria-expanded', 'true');
  return block;
}
/** The section titles the preview draws, in the page's order (it is the site's own view, inert inside the editor). */
const previewTitles = (page: Page) => page.getByRole('region', { name: 'Pré-visualização' }).locator('h2').allTextContents();

test.describe('Landing pages as an editor', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let existing: { documentId: string; slug: string };
  let noConsent: { documentId: string; slug: string };

  test.beforeAll(async () => {
    existing = await storedPage(`e2e-existente-${fresh()}`, 'Concordo em receber contato.');
    noConsent = await storedPage(`e2e-sem-consentimento-${fresh()}`, '');
  });

  test('creates a page from the starter template, adds, reorders by keyboard and removes blocks, sees the preview follow, saves and publishes', async ({
    page,
  }) => {
    test.setTimeout(120_000 * patience);
    await asNewEditor(page);
    await page.goto('/admin/dashboard/landing-pages');
    await expect(page.locator('main').getByRole('heading', { level: 2, name: /^Landing pages/ })).toBeVisible();
    await page.getByRole('link', { name: 'Nova a partir do modelo' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/landing-pages\/novo$/);
    const form = editorForm(page, 'Nova landing page');
    await expect(form).toBeVisible();
    expect(await blockNames(form)).toEqual([
      '1. Destaque',
      '2. Benefícios',
      '3. Galeria',
      '4. Plantas',
      '5. Localização',
      '6. Perguntas frequentes',
      '7. Depoimentos',
      '8. Logos de clientes',
      '9. Chamada para ação',
      '10. Formulário de contato',
    ]);

    const slug = `e2e-lancamento-${stamp}`;
    await field(form, 'Título da página').fill(`Lançamento E2E ${stamp}`);
    await field(form, /^Slug/).fill(slug);

    // The hero's headline, as the preview draws it.
    const hero = await openBlock(blockList(form).getByRole('listitem', { name: 'Bloco 1 (Destaque)' }));
    await field(hero, 'Título do destaque').fill('Viva perto do parque');
    await expect(page.getByRole('region', { name: 'Pré-visualização' }).locator('h1')).toHaveText('Viva perto do parque');

    // Add a call to action (offered: the page has no second hero or form to add), retitled.
    await form.getByRole('button', { name: 'Adicionar bloco' }).click();
    await expect(page.getByRole('menuitem', { name: 'Destaque' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Chamada para ação' }).click();
    const added = blockList(form).getByRole('listitem', { name: 'Bloco 11 (Chamada para ação)' });
    await field(added, /^Título da seção/).fill('Visite o decorado');
    await expect.poll(async () => (await previewTitles(page)).slice(-2)).toEqual(['Receba a tabela de preços', 'Visite o decorado']);

    // Up one place from its handle's arrow key: announced, and the preview follows.
    await added.getByRole('button', { name: /^Reordenar Bloco 11/ }).focus();
    await page.keyboard.press('ArrowUp');
    expect((await blockNames(form)).slice(-2)).toEqual(['10. Chamada para ação', '11. Formulário de contato']);
    await expect(form.getByRole('status').filter({ hasText: 'movido' })).toHaveText('Bloco Chamada para ação movido para a posição 10 de 11.');
    await expect(form.getByRole('button', { name: /^Reordenar Bloco 10 \(Chamada para ação\)/ })).toBeFocused();
    await expect.poll(async () => (await previewTitles(page)).slice(-2)).toEqual(['Visite o decorado', 'Receba a tabela de preços']);

    // Remove the benefits, after the question.
    expect(await previewTitles(page)).toContain('Por que morar aqui');
    await form.getByRole('button', { name: 'Remover bloco 2' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Remover bloco?' });
    await expect(ask).toContainText('O bloco 2 (Benefícios)');
    await ask.getByRole('button', { name: 'Remover' }).click();
    await expect(blockList(form).getByRole('listitem')).toHaveCount(10);
    expect(await blockNames(form)).not.toContain('2. Benefícios');
    await expect.poll(() => previewTitles(page)).not.toContain('Por que morar aqui');

    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Landing page criada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard\/landing-pages\/[a-z0-9]+$/);
    const edit = editorForm(page, 'Editar landing page');
    await expect(edit.getByText('Rascunho', { exact: true })).toBeVisible();
    expect(await publicStatus(slug)).toBe(404);

    await edit.getByRole('button', { name: 'Publicar' }).click();
    await expect(toast(page, 'Landing page publicada!')).toBeVisible();
    await expect(edit.getByText('Publicada', { exact: true })).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Despublicar' })).toBeVisible();
    const published = await (await fetch(`${CMS}/api/landing-pages/by-slug/${slug}`)).json();
    expect(published.data.blocks.map((block: { type: string }) => block.type)).toEqual([
      'hero',
      'gallery',
      'plans',
      'location',
      'faq',
      'testimonials',
      'client_logos',
      'cta',
      'cta',
      'lead_form',
    ]);
    expect(published.data.blocks[0].variants[0].headline).toBe('Viva perto do parque');

    // Seconds after 'Publicar' the page is prerendered HTML (the webhook's one-page render, not a site build): its
    // markup already holds the hero, which the client-rendered app's shell served until then does not.
    const html = async () => (await page.request.get(`/lp/${slug}`)).text();
    await expect.poll(html, { timeout: 15_000, intervals: [250] }).toContain('Viva perto do parque');
    const file = join(BUILT_SITE, 'lp', slug, 'index.html');
    expect(existsSync(file)).toBe(true);
    const crawler = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const visitor = await crawler.newPage();
      expect((await visitor.goto(`/lp/${slug}`))?.status()).toBe(200);
      await expect(visitor.locator('h1')).toHaveText('Viva perto do parque');
      // Its own head: the SEO title the starter template set, not the site's.
      expect(await visitor.title()).toMatch(new RegExp(`^${LANDING_STARTER_TEMPLATE.seo_title} \\| `));
      expect(await visitor.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/lp/${slug}$`));
      const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('WebPage');
      // The call to action added in the editor, in its place before the form.
      await expect(visitor.locator('h2').filter({ hasText: 'Visite o decorado' })).toHaveCount(1);
    } finally {
      await crawler.close();
    }

    // 'Despublicar': a 404 at once, and the page's files leave the built site.
    await edit.getByRole('button', { name: 'Despublicar' }).click();
    await expect(edit.getByText('Rascunho', { exact: true })).toBeVisible();
    expect((await page.request.get(`/lp/${slug}`)).status()).toBe(404);
    await expect.poll(() => existsSync(file), { timeout: 15_000, intervals: [250] }).toBe(false);
  });

  test("refuses a slug of a site route ('servicos') and one another page has, each with its message beside Slug; nothing is stored", async ({
    page,
  }) => {
    test.setTimeout(90_000 * patience);
    await asNewEditor(page);
    await page.goto('/admin/dashboard/landing-pages/novo');
    const form = editorForm(page, 'Nova landing page');
    const slug = field(form, /^Slug/);
    const title = `Colisão E2E ${stamp}`;
    await field(form, 'Título da página').fill(title);

    await slug.fill('servicos');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(slug).toHaveAccessibleDescription(LANDING_PAGE_MESSAGES.reservedSlug);
    await expect(slug).toHaveAttribute('aria-invalid', 'true');

    await slug.fill(existing.slug);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(slug).toHaveAccessibleDescription(LANDING_PAGE_MESSAGES.slugTaken);
    await expect(page).toHaveURL(/\/landing-pages\/novo$/);

    const { body } = await cmsAs(await adminJwt(), 'GET', `/landing-pages?unpublished=include&filters[title][$eq]=${encodeURIComponent(title)}`);
    expect(body.data).toEqual([]);
  });

  test('a page whose lead form has no consent text cannot be published — in the editor nor through the API', async ({ page }) => {
    test.setTimeout(90_000 * patience);
    const { jwt } = await asNewEditor(page);
    await page.goto(`/admin/dashboard/landing-pages/${noConsent.documentId}`);
    const form = editorForm(page, 'Editar landing page');
    const consent = field(await openBlock(form.getByRole('listitem', { name: 'Bloco 10 (Formulário de contato)' })), /^Texto de consentimento/);
    await expect(consent).toHaveValue('');
    await form.getByRole('button', { name: 'Publicar' }).click();
    await expect(consent).toHaveAccessibleDescription(LANDING_PAGE_MESSAGES.consentMissing);
    await expect(form.getByText('Rascunho', { exact: true })).toBeVisible();

    // The CMS holds the rule too: the editor's own request is refused with the same message.
    const refused = await cmsAs(jwt, 'PUT', `/landing-pages/${noConsent.documentId}`, { is_published: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(LANDING_PAGE_MESSAGES.consentMissing);
    expect(await publicStatus(noConsent.slug)).toBe(404);
  });

  test('one block open at a time; a save refused for a field of a closed block opens it at that field, and a closed block counts its errors', async ({
    page,
  }) => {
    test.setTimeout(90_000 * patience);
    await asNewEditor(page);
    await page.goto(`/admin/dashboard/landing-pages/${existing.documentId}`);
    const form = editorForm(page, 'Editar landing page');
    const block = (name: string) => blockList(form).getByRole('listitem', { name });
    const location = block('Bloco 5 (Localização)');
    const faq = block('Bloco 6 (Perguntas frequentes)');
    // Every block closed, each a line with its title.
    await expect(blockList(form).getByRole('listitem')).toHaveCount(10);
    await expect(blockList(form).locator('[aria-expanded="true"]')).toHaveCount(0);
    await expect(blockToggle(location)).toHaveAccessibleDescription('Localização');
    await expect(field(location, /^Título da seção/)).toHaveCount(0);

    await openBlock(location);
    await field(location, /^Título da seção/).fill('');
    // Opening another closes it (its form leaves the page; what was typed stays in the page's form).
    await openBlock(faq);
    await expect(blockToggle(location)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(location, /^Título da seção/)).toHaveCount(0);
    await expect(blockToggle(location)).toHaveAccessibleDescription('Sem título');

    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Erro de validação')).toBeVisible();
    const title = field(location, /^Título da seção/);
    await expect(blockToggle(location)).toHaveAttribute('aria-expanded', 'true');
    await expect(blockToggle(faq)).toHaveAttribute('aria-expanded', 'false');
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription('Título da seção é obrigatório');
    await expect(title).toBeInViewport();

    // Closed again with the error still there: its line says so.
    await openBlock(faq);
    await expect(location.getByText('1 erro', { exact: true })).toBeVisible();
    await expect(blockToggle(location)).toHaveAccessibleDescription(/^Sem título\s*1 erro$/);
    // axe on the blocks as they stand (the whole editor is admin-a11y's), once the toast that covers some of them has gone.
    await expect(toast(page, 'Erro de validação')).toBeHidden({ timeout: 15_000 });
    const { violations } = await new AxeBuilder({ page }).include('[aria-label="Blocos da página"]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await expect(form.getByText('Rascunho', { exact: true })).toBeVisible();
  });

  test('Duplicar makes a draft copy and opens it', async ({ page }) => {
    test.setTimeout(90_000 * patience);
    await asNewEditor(page);
    await page.goto('/admin/dashboard/landing-pages');
    await page.getByRole('search', { name: 'Buscar landing pages' }).getByRole('searchbox').fill(existing.slug);
    const row = page.getByRole('listitem', { name: `Página E2E ${existing.slug}` });
    await row.getByRole('button', { name: `Duplicar Página E2E ${existing.slug}` }).click();
    await expect(toast(page, 'Cópia criada como rascunho!')).toBeVisible();
    const form = editorForm(page, 'Editar landing page');
    await expect(field(form, /^Slug/)).toHaveValue(`${existing.slug}-copia`);
    await expect(field(form, 'Título da página')).toHaveValue(`Página E2E ${existing.slug} (cópia)`);
  });
});

test('an account without content rights reaches neither the screen nor the pages behind it', async ({ page }) => {
  const email = `conta.lp.${stamp}@teste.example`;
  const registered = await fetch(`${CMS}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, email, password: 'senha-da-conta-1' }),
  });
  expect(registered.status).toBe(200);
  const login = await registered.json();
  await page.goto('/');
  await page.evaluate(
    (value) => window.localStorage.setItem('alicerce:session', value),
    JSON.stringify({ jwt: login.jwt, refreshToken: login.refreshToken, user: login.user }),
  );
  await page.goto('/admin/dashboard/landing-pages');
  await expect(page.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The server decides: the account may not write a page, and sees no draft.
  const created = await cmsAs(login.jwt, 'POST', '/landing-pages', { ...LANDING_STARTER_TEMPLATE, slug: `conta-sem-direito-${stamp}` });
  expect(created.status).toBe(403);
  const { body } = await cmsAs(login.jwt, 'GET', '/landing-pages?unpublished=include&pagination[pageSize]=100');
  expect(body.data.every((item: { is_published: boolean }) => item.is_published)).toBe(true);
});
