import AxeBuilder from '@axe-core/playwright';

import { dashboardNav, searchCases, useAdminSession } from './support/admin';
import { adminJwt } from './support/cms';
import { cmsAs } from './support/team';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * The dashboard's full-page editors (cases, articles, page sections, proof): each at its own URL, the header with
 * Salvar always in view, and the 'Descartar alterações?' guard on every way out.
 */

const CASES = '/admin/dashboard/cases';
const CASE_TITLE = 'Residencial Mirante Campolim: 80% das unidades vendidas em 5 meses com Google Ads';
const ARTICLE_TITLE = 'Marketing Digital Imobiliário: Guia Completo 2025';

/** The page's URL ends with `path` (the path of an editor). */
const endsWith = (path: string) => new RegExp(`${new URL(path, 'http://x').pathname}$`);
const discard = (page: Page) => page.getByRole('alertdialog', { name: 'Descartar alterações?' });
const header = (page: Page) => page.getByTestId('editor-header');

/** The seeded case's and article's editor URLs (their documentIds, read from the CMS). */
async function editorUrls() {
  const jwt = await adminJwt();
  const cases = await cmsAs(jwt, 'GET', '/cases?filters[slug][$eq]=residencial-mirante-campolim&unpublished=include');
  const articles = await cmsAs(jwt, 'GET', '/articles/editor?busca=Guia Completo 2025');
  const article = articles.body.data.find((row: { title: string }) => row.title === ARTICLE_TITLE);
  return { caseUrl: `${CASES}/${cases.body.data[0].documentId}`, articleUrl: `/admin/dashboard/blog/${article.documentId}` };
}

async function openEditor(page: Page, url: string, name: 'Editar Case' | 'Editar Artigo') {
  await page.goto(url);
  const form = page.getByRole('form', { name });
  await expect(form.getByRole('textbox', { name: /^Título/ })).not.toHaveValue('');
  return form;
}

for (const [width, height] of [
  [375, 740],
  [1366, 800],
] as const) {
  test(`at ${width}px the case and article editors keep their header with Salvar in view at the last field`, async ({ page }) => {
    test.setTimeout(90_000 * patience);
    await page.setViewportSize({ width, height });
    await useAdminSession(page);
    const { caseUrl, articleUrl } = await editorUrls();
    for (const [url, name, last] of [
      [caseUrl, 'Editar Case', 'Mídia'],
      [articleUrl, 'Editar Artigo', 'Publicação'],
    ] as const) {
      const form = await openEditor(page, url, name);
      for (const section of name === 'Editar Case'
        ? ['Dados', 'História', 'Resultados', 'Mídia']
        : ['Dados', 'Capa', 'Conteúdo', 'SEO', 'Publicação']) {
        await expect(form.getByRole('region', { name: section, exact: true })).toBeAttached();
      }
      // Scrolled to the form's end (on a phone the preview follows it): its last section on screen.
      const lastRegion = form.getByRole('region', { name: last, exact: true });
      await lastRegion.evaluate((section) => section.scrollIntoView({ block: 'end' }));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(height);
      await expect(lastRegion).toBeInViewport();
      await expect(header(page).getByRole('button', { name: 'Salvar' })).toBeInViewport({ ratio: 1 });
      await expect(header(page).getByRole('link', { name: 'Cancelar' })).toBeInViewport({ ratio: 1 });
      await expect(header(page).getByRole('heading', { name })).toBeInViewport({ ratio: 1 });
      // Just under the AppBar, never behind it.
      const [bar, box] = await Promise.all([page.locator('header.MuiAppBar-root').boundingBox(), header(page).boundingBox()]);
      expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
      // Wide screens: the jump list and the preview beside the form; a phone: neither squeezes the form.
      await expect(form.getByRole('navigation', { name: 'Seções do formulário' })).toBeVisible({ visible: width > 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
}

test('the jump list leads to a section heading; the nav marks Cases while its editor is open', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await useAdminSession(page);
  const { caseUrl } = await editorUrls();
  const form = await openEditor(page, caseUrl, 'Editar Case');
  await expect(dashboardNav(page).getByRole('link', { name: 'Cases', exact: true })).toHaveAttribute('aria-current', 'page');
  await form.getByRole('navigation', { name: 'Seções do formulário' }).getByRole('link', { name: 'Resultados' }).click();
  await expect(form.getByRole('heading', { name: 'Resultados', exact: true })).toBeInViewport();
  await expect(header(page)).toBeInViewport();
  const preview = form.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview.getByText(CASE_TITLE)).toBeVisible();
  await form.getByRole('textbox', { name: /^Título/ }).fill('Título na pré-visualização');
  await expect(preview.getByText('Título na pré-visualização')).toBeVisible();
  await expect(header(page).getByText('Alterações não salvas')).toBeVisible();
});

test('the jump list marks the section in view as the form scrolls and after a jump, the last one included', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await useAdminSession(page);
  const { caseUrl } = await editorUrls();
  const form = await openEditor(page, caseUrl, 'Editar Case');
  const jumpList = form.getByRole('navigation', { name: 'Seções do formulário' });
  const link = (name: string) => jumpList.getByRole('link', { name, exact: true });
  const marked = jumpList.locator('[aria-current="location"]');
  await expect(marked).toHaveText('Dados');
  // Scrolled by the person (the wheel, not the list): the section whose heading reaches the top is marked.
  await form.getByRole('heading', { name: 'História', exact: true }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await expect(link('História')).toHaveAttribute('aria-current', 'location');
  await expect(marked).toHaveCount(1);
  await expect(link('Dados')).not.toHaveAttribute('aria-current');
  // Marked in a colour of its own, not the others' grey.
  const color = (name: string) => link(name).evaluate((element) => getComputedStyle(element).color);
  expect(await color('História')).not.toBe(await color('Dados'));
  await link('Resultados').click();
  await expect(form.getByRole('heading', { name: 'Resultados', exact: true })).toBeInViewport();
  await expect(link('Resultados')).toHaveAttribute('aria-current', 'location');
  await link('Mídia').click();
  await expect(link('Mídia')).toHaveAttribute('aria-current', 'location');
  await expect(marked).toHaveCount(1);
  // Back to the top: Dados again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(link('Dados')).toHaveAttribute('aria-current', 'location');
});

test.describe('the discard guard on every way out of a changed editor', () => {
  // One after another: each opens the same seeded case or article as the same admin, and a second tab on a record
  // another tab is editing waits for its person to decide (the editing mark, docs/editing.md) — its form disabled.
  test.describe.configure({ mode: 'default' });
  test('Cancelar asks; "Continuar editando" keeps the edits, "Descartar" returns to the list', async ({ page }) => {
    await useAdminSession(page);
    const { caseUrl } = await editorUrls();
    const form = await openEditor(page, caseUrl, 'Editar Case');
    const title = form.getByRole('textbox', { name: /^Título/ });
    await title.fill('Título alterado');
    await header(page).getByRole('link', { name: 'Cancelar' }).click();
    await expect(discard(page)).toBeVisible();
    await discard(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(discard(page)).toHaveCount(0);
    await expect(title).toHaveValue('Título alterado');
    await expect(page).toHaveURL(endsWith(caseUrl));

    await header(page).getByRole('link', { name: 'Cancelar' }).click();
    await discard(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(page).toHaveURL(new RegExp(`${CASES}$`));
    // Found by its title: the cases other specs add can push the seeded one off the list's first page.
    await searchCases(page, 'Mirante Campolim');
    await expect(page.getByRole('listitem', { name: CASE_TITLE })).toBeVisible();
  });

  test('a link of the navigation asks first', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await useAdminSession(page);
    const { articleUrl } = await editorUrls();
    const form = await openEditor(page, articleUrl, 'Editar Artigo');
    await form.getByRole('textbox', { name: /^Resumo/ }).fill('Resumo alterado');
    await dashboardNav(page).getByRole('link', { name: 'Cases', exact: true }).click();
    await expect(discard(page)).toBeVisible();
    await discard(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(endsWith(articleUrl));
    await expect(form.getByRole('textbox', { name: /^Resumo/ })).toHaveValue('Resumo alterado');

    await dashboardNav(page).getByRole('link', { name: 'Cases', exact: true }).click();
    await discard(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(page).toHaveURL(new RegExp(`${CASES}$`));
  });

  test('Back asks first; staying keeps the editor, discarding returns to the list', async ({ page }) => {
    await useAdminSession(page);
    await page.goto(CASES);
    await searchCases(page, 'Mirante Campolim');
    await page.getByRole('button', { name: `Editar ${CASE_TITLE}` }).click();
    const form = page.getByRole('form', { name: 'Editar Case' });
    const title = form.getByRole('textbox', { name: /^Título/ });
    await expect(title).toHaveValue(CASE_TITLE);
    const editorUrl = page.url();
    await title.fill('Título alterado');
    // The browser's Back (history.back(): page.goBack() would wait for a navigation the guard holds).
    await page.evaluate(() => history.back());
    await expect(discard(page)).toBeVisible();
    await discard(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(endsWith(editorUrl));
    await expect(title).toHaveValue('Título alterado');

    await page.evaluate(() => history.back());
    await discard(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(page).toHaveURL(new RegExp(`${CASES}$`));
    // Forward lands on the same editor, the stored record again.
    await page.evaluate(() => history.forward());
    await expect(page).toHaveURL(endsWith(editorUrl));
    await expect(title).toHaveValue(CASE_TITLE);
  });

  test('reloading asks the browser (beforeunload); the reload lands on the same record', async ({ page }) => {
    await useAdminSession(page);
    const { articleUrl } = await editorUrls();
    const form = await openEditor(page, articleUrl, 'Editar Artigo');
    const title = form.getByRole('textbox', { name: /^Título/ });
    await title.click();
    await title.fill('Título que não foi salvo');
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expect(page).toHaveURL(endsWith(articleUrl));
    // The stored record again — and the edit typed before the reload, kept in this browser, offered back (issue 51).
    await expect(
      page.getByRole('form', { name: 'Editar Artigo', includeHidden: true }).getByRole('textbox', { name: /^Título/, includeHidden: true }),
    ).toHaveValue(ARTICLE_TITLE);
    const offer = page.getByRole('dialog', { name: /^Recuperar alterações não salvas/ });
    await expect(offer).toContainText('Título que não foi salvo');
    await offer.getByRole('button', { name: 'Descartar' }).click();
    // Unchanged, a reload asks nothing.
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
  });

  test('the section dialog of the edit mode on a public page asks before closing with changes', async ({ page }) => {
    await useAdminSession(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Modo Edição' }).click();
    await page.getByRole('button', { name: 'Editar chamada final' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar chamada final' });
    const field = dialog.getByRole('textbox', { name: 'Título' });
    const stored = await field.inputValue();
    await field.fill('Título que não foi salvo');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(discard(page)).toBeVisible();
    await discard(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(field).toHaveValue('Título que não foi salvo');

    await page.keyboard.press('Escape');
    await expect(discard(page)).toBeVisible();
    await discard(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Editar chamada final' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue(stored);
    // Unchanged, it closes at once.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(discard(page)).toHaveCount(0);
  });
});

test('an editor URL that names no record says so in pt-BR, with the way back', async ({ page }) => {
  await useAdminSession(page);
  await page.goto(`${CASES}/nao-existe-este-case`);
  const alert = page.getByRole('alert').filter({ hasText: 'Case não encontrado' });
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: 'Voltar para Cases' }).click();
  await expect(page).toHaveURL(new RegExp(`${CASES}$`));
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the case and article editors, ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000 * patience);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
    await useAdminSession(page);
    const { caseUrl, articleUrl } = await editorUrls();
    for (const [url, name] of [
      [caseUrl, 'Editar Case'],
      [articleUrl, 'Editar Artigo'],
    ] as const) {
      await openEditor(page, url, name);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`)),
        `${name} (${theme})`,
      ).toEqual([]);
    }
  });
}
