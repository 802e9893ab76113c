import AxeBuilder from '@axe-core/playwright';

import { draftCase } from './support/cases';
import { cmsGet } from './support/cms';
import { patience } from './support/patience';
import { asNewEditor, cmsAs } from './support/team';
import { expect, test, type Page } from './support/test';

// Issue 57, 'where am I': each editor's breadcrumbs lead back to its list, the tab's title names the document and its
// screen, and the last five documents a person opened are listed — newest first — in Início and in the empty search.
// Each run signs in as a fresh editor: the list is per person, so other workers' openings never show in it.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Você está em' });

/** Opens a dashboard URL and waits until the CMS recorded the document as opened. */
async function openEditor(page: Page, path: string) {
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/me/recent-documents') && response.request().method() === 'POST');
  await page.goto(path);
  expect((await recorded).status()).toBe(204);
}

// The wide screen in the light theme, the phone in the dark one: the breadcrumbs' axe check sees both.
for (const [width, theme] of [
  [1366, 'light'],
  [375, 'dark'],
] as const) {
  test(`where am I at ${width} px (${theme}): breadcrumbs lead back, the title names the document, the last five opened are listed`, async ({
    page,
  }) => {
    test.setTimeout(150_000 * patience);
    await page.setViewportSize({ width, height: width > 600 ? 768 : 812 });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
    const { jwt } = await asNewEditor(page);
    const stamp = `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`;
    const cases: Array<{ id: string; title: string }> = [];
    try {
      for (let n = 1; n <= 6; n += 1) {
        const title = `Onde estou ${stamp} ${n}`;
        const created = await cmsAs(jwt, 'POST', '/cases', draftCase(title, `onde-estou-${stamp}-${n}`, 'Case para os abertos recentemente.'));
        expect(created.status).toBe(201);
        cases.push({ id: created.body.data.documentId, title });
      }

      // Six documents opened, one after another.
      for (const one of cases) {
        await openEditor(page, `/admin/dashboard/cases/${one.id}`);
        await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(one.title);
        await expect(page).toHaveTitle(`${one.title} · Cases · Painel CMS | Alicerce Digital`);
      }
      const lastFive = cases
        .slice(1)
        .reverse()
        .map((one) => one.title);

      // Início holds the last five, newest first.
      await page.goto('/admin/dashboard/inicio');
      const recent = page.getByRole('list', { name: 'Abertos recentemente' });
      await expect(recent.getByRole('link')).toHaveText(lastFive);
      await expect(page).toHaveTitle('Início · Painel CMS | Alicerce Digital');

      // So does the search before anything is typed; Enter opens the newest.
      if (width < 600) await page.getByRole('button', { name: 'Pesquisar no painel' }).click();
      else await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Pesquisar no painel' });
      await expect(dialog.getByRole('group', { name: 'Abertos recentemente' }).getByRole('option')).toHaveCount(5);
      await expect(dialog.getByRole('option').first()).toContainText(lastFive[0]);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/admin/dashboard/cases/${cases[5].id}$`));

      // The editor's breadcrumbs: 'Conteúdo › Cases › <case>' (the group left out on a phone); axe finds nothing.
      const nav = crumbs(page);
      await expect(nav.getByRole('link', { name: 'Cases', exact: true })).toBeVisible();
      await expect(nav.getByText('Conteúdo', { exact: true })).toHaveCount(width < 600 ? 0 : 1);
      const { violations } = await new AxeBuilder({ page }).include('nav[aria-label="Você está em"]').withTags(TAGS).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
      await nav.getByRole('link', { name: 'Cases', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard\/cases$/);
      await expect(page.getByRole('list', { name: 'Lista de cases' })).toBeVisible();

      // A page section: 'Conteúdo das Páginas › Início › <section>'; the page's crumb leads back to its sections.
      const sections = await cmsGet<{ data: Array<{ section_key: string }> }>('/page-contents?filters[page_slug][$eq]=home&pagination[pageSize]=1');
      const key = sections.data[0].section_key;
      await openEditor(page, `/admin/dashboard/conteudo/home/${key}`);
      await nav.getByRole('link', { name: 'Início', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard\/conteudo\/home$/);

      // The section went to the top; the oldest of the five left.
      await page.goto('/admin/dashboard/inicio');
      await expect(recent.getByRole('link')).toHaveCount(5);
      await expect(recent.getByRole('link').nth(1)).toHaveText(lastFive[0]);
      await expect(recent.getByRole('link').last()).toHaveText(lastFive[3]);
    } finally {
      for (const one of cases) await cmsAs(jwt, 'DELETE', `/cases/${one.id}`);
    }
  });
}
