import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';

import { useAdminSession } from './support/admin';
import { adminJwt } from './support/cms';
import { toast } from './support/team';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * Leads in bulk (issue 57): select leads (a checkbox each, shift-click for a range, the page's checkbox), then change
 * their status in one go, export just them, or erase their personal data (LGPD) after one question naming the count —
 * never a delete.
 */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const fresh = () => `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`;
const NAMES = ['Amanda Lote', 'Bento Lote', 'Caio Lote'];

/** Three leads whose e-mails share `marker` (the list's search finds exactly them), the last one newest. */
async function leadsOf(marker: string) {
  const leads: Array<{ documentId: string; name: string; email: string }> = [];
  for (const [i, name] of NAMES.entries()) {
    const email = `lote${i}.${marker}@teste.example`;
    const res = await fetch(`${CMS}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(Date.now() % 200) + i}` },
      body: JSON.stringify({ data: { name, email, phone: '(15) 99555-0101', company: 'Incorporadora Lote', source_page: '/contato' } }),
    });
    expect(res.status).toBe(201);
    leads.push({ documentId: (await res.json()).data.documentId, name, email });
  }
  return leads;
}
const stored = async (documentId: string) =>
  (await (await fetch(`${CMS}/api/leads/${documentId}`, { headers: { authorization: `Bearer ${await adminJwt()}` } })).json()).data as {
    lead_status: string;
    name: string;
    email: string;
    anonymised_at: string | null;
  };

async function listOf(page: Page, marker: string, count: number) {
  await page.goto('/admin/dashboard/leads');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(marker);
  await expect(page.getByRole('heading', { name: `Leads (${count})` })).toBeVisible();
}
const bar = (page: Page) => page.getByRole('group', { name: 'Ações em lote' });
const rowBox = (page: Page, name: string) => page.getByRole('checkbox', { name: `Selecionar: ${name}`, exact: true });

for (const width of [1366, 375]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 768 : 812 });
      await useAdminSession(page);
    });

    test('two leads marked contacted at once (click, then shift-click), and the third left as it was', async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const marker = fresh();
      const leads = await leadsOf(marker);
      await listOf(page, marker, 3);
      // Newest first: Caio, Bento, Amanda. A shift-click on Bento takes Caio to Bento.
      await rowBox(page, 'Caio Lote').click();
      await rowBox(page, 'Bento Lote').click({ modifiers: ['Shift'] });
      await expect(bar(page).getByRole('status')).toHaveText('2 selecionados');
      await bar(page).getByRole('button', { name: 'Mudar status' }).click();
      await page.getByRole('menuitem', { name: 'Contatado' }).click();
      await expect(toast(page, '2 leads marcados como Contatado.')).toBeVisible();
      await expect(bar(page).getByRole('status')).toHaveText('');
      expect((await stored(leads[2].documentId)).lead_status).toBe('contacted');
      expect((await stored(leads[1].documentId)).lead_status).toBe('contacted');
      expect((await stored(leads[0].documentId)).lead_status).toBe('new');
    });

    test('the export of a selection holds just the chosen leads', async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const marker = fresh();
      const leads = await leadsOf(marker);
      await listOf(page, marker, 3);
      await rowBox(page, 'Amanda Lote').click();
      await rowBox(page, 'Caio Lote').click();
      const download = page.waitForEvent('download');
      await bar(page).getByRole('button', { name: 'Exportar', exact: true }).click();
      const file = await readFile((await (await download).path())!, 'utf8');
      const lines = file.split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(2);
      expect(file).toContain(leads[0].email);
      expect(file).toContain(leads[2].email);
      expect(file).not.toContain(leads[1].email);
    });

    test('the LGPD erasure of the page asks once, naming the count, and keeps the rows without who they were', async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const marker = fresh();
      const leads = await leadsOf(marker);
      await listOf(page, marker, 3);
      await bar(page).getByRole('checkbox', { name: 'Selecionar esta página' }).check();
      await expect(bar(page).getByRole('status')).toHaveText('3 selecionados');
      await bar(page).getByRole('button', { name: 'Anonimizar', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Anonimizar 3 leads?' });
      await expect(dialog).toBeVisible();
      // Axe reads colours: only once the dialog has faded in (a half-faded dialog has half the contrast).
      await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element.closest('.MuiDialog-container') ?? element).opacity)).toBe('1');
      const { violations } = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await dialog.getByRole('button', { name: 'Anonimizar', exact: true }).click();
      await expect(toast(page, '3 leads anonimizados.')).toBeVisible();
      // Their e-mails are gone, so the search by the marker finds none; the rows stay in the CMS.
      await expect(page.getByRole('heading', { name: 'Leads (0)' })).toBeVisible();
      for (const lead of leads) {
        const now = await stored(lead.documentId);
        expect(now).toMatchObject({ name: 'Titular anonimizado', lead_status: 'new' });
        expect(now.email).not.toContain(marker);
        expect(now.anonymised_at).toEqual(expect.any(String));
      }
    });
  });
}
