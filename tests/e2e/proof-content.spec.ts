import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { seedClients } from '../../cms/src/seed/data/clients';
import { seedTeam } from '../../cms/src/seed/data/team';
import { seedTestimonials } from '../../cms/src/seed/data/testimonials';
import { adminJwt } from './support/cms';
import { useAdminSession, dashboardNav } from './support/admin';
import { asNewEditor, cmsAs, toast } from './support/team';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * The site's proof (issue 27): the seeded testimonials, client logos and team are in the prerendered HTML of /, /servicos
 * and a case page (read without running any script); an editor — not an admin — writes a testimonial in the dashboard's
 * 'Prova social', publishes it, and the case page it belongs to shows it without a rebuild.
 */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
// Playwright runs in tests/: a drawn portrait of the seed.
const PORTRAIT = readFileSync(resolve('../cms/seed-assets/proof/portraits/rafael-campos.png'));
/** A case no other spec reads, seeded without a testimonial. */
const CASE = {
  slug: 'galpoes-logisticos-rodovia-castello',
  title: 'Condomínio Logístico Rodovia Castello: galpões locados com Google Ads para decisores',
};

/** The HTML the site server sends for `path`, as a crawler or a browser without JavaScript gets it. */
const html = async (request: import('./support/test').APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  // React's markers between adjacent text nodes are not text.
  return (await response.text()).replace(/<!-- -->/g, '');
};
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

test.describe('in the prerendered HTML', () => {
  test('the home page: the featured testimonials as quotes with a face and their case, and the client logos', async ({ request }) => {
    const page = await html(request, '/');
    const featured = seedTestimonials.filter((t) => t.featured);
    expect(featured.length).toBeGreaterThanOrEqual(2);
    for (const t of featured) {
      expect(page).toContain(t.author_name);
      expect(page).toContain(`${t.author_role}, ${t.company}`);
      expect(page).toContain(`href="/cases/${t.case_slug}"`);
    }
    expect(page.match(/<figure/g)?.length).toBeGreaterThanOrEqual(2);
    expect(page).toContain('<blockquote');
    expect(page).toContain('<figcaption');
    // The strip sits above the final call to action.
    expect(page.indexOf('Quem já constrói com a gente')).toBeGreaterThan(page.indexOf('<blockquote'));
    for (const client of seedClients) expect(page).toContain(`alt="${escaped(client.alt)}"`);
  });

  test('/servicos: the client logos, the team and the partners as drawn marks', async ({ request }) => {
    const page = await html(request, '/servicos');
    for (const client of seedClients) expect(page).toContain(`alt="${escaped(client.alt)}"`);
    expect(page).toContain('Quem cuida do seu projeto');
    for (const person of seedTeam) {
      expect(page).toContain(person.name);
      expect(page).toContain(person.job_title);
    }
    for (const partner of ['Google', 'Meta', 'LinkedIn', 'Taboola'])
      expect(page).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-label="${partner}"`));
  });

  test("a case page: that case's testimonial, without a link to itself", async ({ request }) => {
    const own = seedTestimonials[0];
    const page = await html(request, `/cases/${own.case_slug}`);
    expect(page).toContain('Depoimento do cliente');
    expect(page).toContain(own.author_name);
    expect(page).toContain(own.quote.slice(0, 60));
    expect(page).not.toContain(`href="/cases/${own.case_slug}"`);
  });
});

/** axe (WCAG 2.2 AA and best practice) on the parts of the page `selectors` name, once they are at rest. */
async function axeOn(page: Page, selectors: string[]) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  for (const selector of selectors) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the proof on /, /servicos and a case page, ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000 * patience);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
    const proof = (name: string) => `section[aria-labelledby="${name}"]`;
    for (const [path, names] of [
      ['/', ['Palavra de quem lançou com a gente', 'Quem já constrói com a gente']],
      ['/servicos', ['Quem já constrói com a gente', 'Quem cuida do seu projeto', 'Parceiros']],
      [`/cases/${seedTestimonials[0].case_slug}`, ['Depoimento do cliente']],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const ids = await Promise.all(names.map(async (name) => (await page.getByRole('heading', { name, exact: true }).getAttribute('id'))!));
      expect(await axeOn(page, ids.map(proof)), path).toEqual([]);
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the dashboard's Prova social screens, an editor and the delete question, ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000 * patience);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
    await useAdminSession(page);
    for (const screen of ['depoimentos', 'clientes', 'time']) {
      await page.goto(`/admin/dashboard?aba=prova-social&prova=${screen}`);
      await expect(page.getByRole('list').first().getByRole('listitem').first()).toBeVisible();
      expect(await axeOn(page, ['main']), screen).toEqual([]);
    }
    await page.getByRole('button', { name: `Editar ${seedTeam[0].name}` }).click();
    await expect(page.getByRole('form', { name: 'Editar Pessoa' }).getByRole('textbox', { name: /^Nome/ })).toHaveValue(seedTeam[0].name);
    expect(await axeOn(page, ['main'])).toEqual([]);
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: `Excluir ${seedTeam[0].name}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Excluir pessoa?' })).toBeVisible();
    expect(await axeOn(page, ['[role="alertdialog"]'])).toEqual([]);
  });
}

test.describe('an editor in the dashboard', () => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const author = `Otávio Prova ${stamp}`;
  const quote = `Os galpões foram locados para quem decide, não para curiosos (${stamp}).`;

  test.afterAll(async () => {
    const jwt = await adminJwt();
    const found = await cmsAs(jwt, 'GET', `/testimonials?unpublished=include&filters[author_name][$eq]=${encodeURIComponent(author)}`);
    for (const row of found.body?.data ?? []) await cmsAs(jwt, 'DELETE', `/testimonials/${row.documentId}`);
  });

  test('writes a testimonial with a photo for a case, publishes it, and the case page shows it with no rebuild', async ({ page }) => {
    test.setTimeout(120_000 * patience);
    await asNewEditor(page);

    await page.goto('/admin/dashboard?aba=prova-social');
    await expect(page).toHaveURL(/\/admin\/dashboard\/prova-social\/depoimentos$/);
    await expect(dashboardNav(page).getByRole('link', { name: 'Prova social' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Prova social' }).getByRole('link', { name: 'Depoimentos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Novo Depoimento' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/prova-social\/depoimentos\/novo$/);
    const dialog = page.getByRole('form', { name: 'Novo Depoimento' });
    await dialog.getByRole('textbox', { name: 'Depoimento' }).fill(quote);
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(author);
    await dialog.getByRole('textbox', { name: 'Cargo' }).fill('Diretor de Novos Negócios');
    await dialog.getByRole('textbox', { name: 'Empresa' }).fill('Construtora Pilar Forte');
    await dialog.getByRole('combobox', { name: 'Case' }).fill('Rodovia Castello');
    await page.getByRole('option', { name: CASE.title }).click();
    await dialog.getByLabel('Foto: enviar arquivo').setInputFiles({ name: 'otavio.png', mimeType: 'image/png', buffer: PORTRAIT });
    await expect(dialog.getByRole('button', { name: 'Remover Foto' })).toBeVisible({ timeout: 20_000 });
    // Kept out of the home page's three (it features its own) and saved as a draft first.
    await dialog.getByRole('textbox', { name: 'Ordem' }).fill('9000');
    await dialog.getByRole('switch', { name: 'Publicado' }).uncheck();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Depoimento criado com sucesso!')).toBeVisible();
    const row = page.getByRole('list', { name: 'Lista de depoimentos' }).getByRole('listitem', { name: author });
    await expect(row.getByText('Rascunho', { exact: true })).toBeVisible();

    // A draft is nowhere on the site.
    await page.goto(`/cases/${CASE.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CASE.title);
    await expect(page.getByRole('region', { name: 'Depoimento do cliente' })).toHaveCount(0);

    await page.goto('/admin/dashboard?aba=prova-social');
    // The switch shows the stored state: it turns once the CMS has saved it.
    await page.getByRole('switch', { name: `Publicado: ${author}` }).click();
    await expect(toast(page, 'Depoimento atualizado com sucesso!')).toBeVisible();
    await expect(row.getByText('Publicado', { exact: true })).toBeVisible();
    await expect(row.getByRole('switch')).toBeChecked();

    // Published: the case page (built before it) shows it once idle, with the face beside the name.
    await page.goto(`/cases/${CASE.slug}`);
    const region = page.getByRole('region', { name: 'Depoimento do cliente' });
    await expect(region.locator('blockquote')).toHaveText(quote);
    await expect(region.locator('figcaption')).toContainText(`${author}Diretor de Novos Negócios, Construtora Pilar Forte`);
    await expect(region.locator('figcaption img')).toBeVisible();
  });
});
