import { useAdminSession } from './support/admin';
import { cms } from './support/case-media';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * Unsaved edits survive the browser (issue 51): typed into a case's editor, then the tab crashes — reopening the
 * editor offers them with a preview and puts them back; after 'Sair', nothing typed is left for the next person.
 */
const offer = (page: Page) => page.getByRole('dialog', { name: /^Recuperar alterações não salvas de \d{2}:\d{2}\?$/ });
const titleField = (page: Page) =>
  page.getByRole('form', { name: 'Editar Case', includeHidden: true }).getByRole('textbox', { name: /^Título/, includeHidden: true });

test('edits typed before a crash are offered again with a preview; after Sair none are left', async ({ page, context }) => {
  test.setTimeout(90_000 * patience);
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const title = `Case rascunho ${stamp}`;
  const created = await cms('POST', '/cases', {
    data: {
      title,
      slug: `case-rascunho-${stamp}`,
      client_name: 'Construtora Rascunho',
      segment: 'Construtora',
      platform: 'Meta Ads',
      short_description: 'Case editado por alguém cujo navegador travou.',
      challenge: 'Desafio.',
      strategy: ['Uma'],
      results: { Leads: '+1' },
      gallery_images: [],
      is_published: false,
    },
  });
  const url = `/admin/dashboard/cases/${created.data.documentId}`;
  await useAdminSession(page);
  await page.goto(url);
  await titleField(page).fill(`${title} — revisto antes do travamento`);
  // Kept every second while the form differs from what is stored.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('alicerce:draft:')).length)).toBe(1);

  // The tab's renderer crashes (chrome://crash; DevTools' Page.crash takes the whole headless browser down): nothing
  // is saved, and the person opens the editor again in a new tab.
  const crashed = page.waitForEvent('crash');
  await (await context.newCDPSession(page)).send('Page.navigate', { url: 'chrome://crash' }).catch(() => {});
  await crashed;
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();

  await again.goto(url);
  const dialog = offer(again);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('term')).toHaveText(['Título']);
  await expect(dialog.getByRole('definition')).toHaveText([`${title} — revisto antes do travamento`]);
  await expect(titleField(again)).toHaveValue(title);
  await dialog.getByRole('button', { name: 'Recuperar' }).click();
  await expect(titleField(again)).toHaveValue(`${title} — revisto antes do travamento`);
  await expect(again.getByText('Alterações não salvas')).toBeVisible();

  // Sair, on a shared office computer (leaving the changed form is confirmed): the next person finds nothing of it.
  await again.getByRole('button', { name: 'Sair' }).click();
  const discard = again.getByRole('alertdialog', { name: 'Descartar alterações?' });
  await discard
    .getByRole('button', { name: 'Descartar' })
    .click({ timeout: 5_000 })
    .catch(() => {});
  await expect(again).toHaveURL(/\/admin\/login/);
  expect(await again.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('alicerce:draft:')))).toEqual([]);
  await useAdminSession(again);
  await again.goto(url);
  await expect(titleField(again)).toHaveValue(title);
  await again.waitForTimeout(500);
  await expect(offer(again)).toHaveCount(0);
});
