import AxeBuilder from '@axe-core/playwright';

import { dashboardNav, useAdminSession } from './support/admin';
import { newEditorAccount, signInThroughForm, toast } from './support/team';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A new editor account (none of its sessions is anyone else's). */
const newEditor = () => newEditorAccount('sessoes', 'senha-das-sessoes-1');

async function signedIn(page: Page, email: string, password: string) {
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** The ended browser's next request fails: the dashboard says so and shows the login. */
async function showsLoginAfterNextRequest(page: Page) {
  const menu = page.getByRole('button', { name: 'Abrir a navegação do painel' });
  if (await menu.isVisible()) await menu.click();
  await dashboardNav(page).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 15_000 * patience });
  await expect(toast(page, 'Sessão encerrada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
}

async function axe(page: Page) {
  // Once a dialog's fade has ended (as admin-a11y does): half-faded text reads as low contrast. Checked every 100 ms
  // rather than on animation frames (this test's pages share one browser with another context's page), and for 15 s
  // at most, so a wait that never ends says so instead of eating the test's whole time.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { polling: 100, timeout: 15_000 * patience },
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .exclude('#notistack-snackbar')
    .exclude('.notistack-SnackbarContainer')
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const width of [1366, 375]) {
  test(`two browsers signed in: 'Encerrar' on one from the other sends it to the login at its next request (${width} px, axe 0)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000 * patience);
    const viewport = { width, height: width > 600 ? 768 : 812 };
    const account = await newEditor();
    const laptop = await browser.newContext({ viewport });
    const phone = await browser.newContext({ viewport });
    try {
      const left = await laptop.newPage();
      const here = await phone.newPage();
      await signedIn(left, account.email, account.password);
      await signedIn(here, account.email, account.password);

      // From the account menu.
      await here.getByRole('button', { name: 'Minha conta' }).click();
      await here.getByRole('menuitem', { name: 'Sessões' }).click();
      await expect(here).toHaveURL(/\/admin\/dashboard\/sessoes$/);
      const list = here.getByRole('list', { name: 'Suas sessões' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      const current = list.getByRole('listitem').filter({ hasText: 'Este dispositivo' });
      await expect(current).toHaveCount(1);
      await expect(current).toContainText('Chrome');
      await expect(current).toContainText('Endereço:');
      await expect(current).toContainText(/Desde \d{1,2} de \w+\.? de \d{4}, \d{2}:\d{2}/);
      expect(await axe(here)).toEqual([]);
      const overflow = await here.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const other = list.getByRole('listitem').filter({ hasNotText: 'Este dispositivo' });
      await other.getByRole('button', { name: /^Encerrar a sessão/ }).click();
      const dialog = here.getByRole('alertdialog');
      await expect(dialog).toContainText('Encerrar esta sessão?');
      expect(await axe(here)).toEqual([]);
      await dialog.getByRole('button', { name: 'Encerrar', exact: true }).click();
      await expect(toast(here, 'Sessão encerrada!')).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(here.getByRole('button', { name: 'Encerrar todas as outras' })).toHaveCount(0);

      await showsLoginAfterNextRequest(left);
      // The browser that ended it goes on.
      await here.reload();
      await expect(list.getByRole('listitem')).toHaveCount(1);
    } finally {
      await laptop.close();
      await phone.close();
    }
  });
}

test('an admin ends every session of another person from Equipe', async ({ page, browser }) => {
  test.setTimeout(120_000 * patience);
  const account = await newEditor();
  const theirs = await browser.newContext();
  try {
    const their = await theirs.newPage();
    await signedIn(their, account.email, account.password);

    await useAdminSession(page);
    await page.goto('/admin/dashboard/equipe');
    await page.getByRole('button', { name: `Sessões de ${account.email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Sessões de ${account.email}` });
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText('Chrome');
    await expect(dialog).not.toContainText('Este dispositivo');
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Encerrar todas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Encerrar todas' }).click();
    await expect(toast(page, '1 sessão encerrada!')).toBeVisible();
    await expect(dialog).toContainText('Nenhuma sessão ativa.');

    await showsLoginAfterNextRequest(their);
  } finally {
    await theirs.close();
  }
});
