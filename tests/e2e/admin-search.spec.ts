import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';
import { useAdminSession } from './support/admin';
import { uniqueEmail } from './support/cms';
import { asNewEditor } from './support/team';

// Issue 57: the dashboard's global search — a lead created here, found by its phone typed without punctuation,
// opens its details; an editor's search finds no lead (and the CMS refuses an editor asking for leads).

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

/** Letters only (a lead's name takes no digits), different on every run. */
const letters = () =>
  [...(Date.now().toString(36) + Math.random().toString(36).slice(2, 6))].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join('');

async function sendLead(name: string, phone: string) {
  const response = await fetch(`${CMS}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { name, email: uniqueEmail('busca'), phone, source_page: '/contato' } }),
  });
  expect(response.status).toBe(201);
}

/** A mobile number of this run: '(15) 9NNNN-NNNN' as stored, and its 11 digits as an admin types them. */
function runPhone() {
  const local = `9${String(1000_0000 + Math.floor(Math.random() * 8999_9999))}`;
  return { stored: `(15) ${local.slice(0, 5)}-${local.slice(5)}`, digits: `15${local}` };
}

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Pesquisar no painel' });

/**
 * Opens the search as a person would: the header's icon on a phone, Ctrl+K on a desktop — pressed again until the
 * dialog shows, since a key pressed before the dashboard has started is lost. Waits for the field's focus.
 */
async function openSearch(page: Page, width: number) {
  if (width === 375) await page.getByRole('button', { name: 'Pesquisar no painel' }).click();
  else {
    await expect(page.getByRole('button', { name: 'Pesquisar', exact: true })).toBeVisible();
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(searchDialog(page)).toBeVisible({ timeout: 1000 });
    }).toPass();
  }
  await expect(searchDialog(page).getByRole('combobox', { name: 'Pesquisar no painel' })).toBeFocused();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

for (const width of [375, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    test('an admin finds a new lead by its phone typed without punctuation and opens its details; axe 0 in both themes', async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const name = `Busca ${letters()}`;
      const phone = runPhone();
      await sendLead(name, phone.stored);
      await useAdminSession(page);
      await page.goto('/admin/dashboard/cases');

      // A phone opens it from the header's icon; a desktop with Ctrl+K.
      await openSearch(page, width);
      const field = searchDialog(page).getByRole('combobox', { name: 'Pesquisar no painel' });
      await page.keyboard.type(phone.digits);
      const leads = searchDialog(page).getByRole('group', { name: 'Leads' });
      await expect(leads.getByRole('option')).toHaveCount(1);
      await expect(leads.getByRole('option')).toContainText(name);
      await expect(leads.getByRole('option')).toContainText(phone.stored);
      await expect(field).toHaveAttribute('aria-activedescendant', (await leads.getByRole('option').getAttribute('id'))!);
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);

      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/dashboard\/leads\?abrir=/);
      const details = page.getByRole('dialog', { name: `Lead ${name}` });
      await expect(details).toBeVisible();
      await expect(details).toContainText(phone.stored);
      await details.getByRole('button', { name: 'Fechar detalhes' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard\/leads$/);

      // The dark theme: the same dialog, axe 0; Esc closes it.
      await page.evaluate(() => window.localStorage.setItem('mui-mode', 'dark'));
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await openSearch(page, width);
      await page.keyboard.type(phone.digits);
      await expect(searchDialog(page).getByRole('group', { name: 'Leads' }).getByRole('option')).toContainText(name);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toBeHidden();
    });

    test("an editor's search finds no lead, and the CMS refuses an editor asking for leads", async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const name = `Busca ${letters()}`;
      const phone = runPhone();
      await sendLead(name, phone.stored);
      const editor = await asNewEditor(page);
      await page.goto('/admin/dashboard/cases');
      await openSearch(page, width);
      for (const typed of [phone.digits, name]) {
        await searchDialog(page).getByRole('combobox').fill(typed);
        await expect(searchDialog(page).getByRole('status')).toHaveText(`Nenhum resultado para “${typed}”.`);
      }
      await expect(searchDialog(page).getByRole('group', { name: 'Leads' })).toHaveCount(0);

      const asked = await fetch(`${CMS}/api/search?q=${encodeURIComponent(name)}&types=leads`, {
        headers: { authorization: `Bearer ${editor.jwt}` },
      });
      expect(asked.status).toBe(403);
      expect((await asked.json()).error.message).toBe('Somente administradores buscam leads e agendamentos.');
    });
  });
}
