import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';
import { useAdminSession } from './support/admin';
import { uniqueEmail } from './support/cms';

// Issue #15 (C): the Leads tab as a server-side grid — the CMS filters, searches, sorts and pages, and the CSV it
// streams holds exactly the filtered rows.

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const COUNT = 27;
/** Leads 5, 10 and 15 are of the company the search looks for. */
const AZUL = new Set([5, 10, 15]);
/** Names take letters only: lead n is 'Grade Pessoa Ab' and so on (A + n / 26, a + n % 26). */
const name = (n: number) => `Grade Pessoa ${String.fromCharCode(65 + Math.floor(n / 26), 97 + (n % 26))}`;

async function sendLead(data: Record<string, string>) {
  const response = await fetch(`${CMS}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  expect(response.status).toBe(201);
}

const gridRows = (page: Page) => page.getByRole('row', { name: /^Lead Grade Pessoa/ });
const rowNames = async (page: Page) =>
  (await gridRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')))).map((label) => label!.slice(5));

test('Leads grid: campaign filter + search on the server, sort by date, page 2, and the CSV of exactly the filtered rows', async ({ page }) => {
  test.setTimeout(120_000 * patience);
  const campaign = `grade-${Date.now().toString(36)}`;
  for (let n = 1; n <= COUNT; n++) {
    await sendLead({
      name: name(n),
      email: uniqueEmail(`grade${n}`),
      phone: '(15) 99555-0000',
      company: AZUL.has(n) ? 'Loteadora Azul' : 'Construtora Verde',
      source_page: '/contato',
      utm_source: 'google',
      utm_campaign: campaign,
    });
  }
  // Same company, another campaign: the search alone would find it.
  await sendLead({
    name: 'Grade Outra Campanha',
    email: uniqueEmail('grade-outra'),
    phone: '(15) 99555-0001',
    company: 'Loteadora Azul',
    source_page: '/contato',
    utm_campaign: `${campaign}-b`,
  });

  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=leads');
  await page.getByRole('textbox', { name: 'Campanha (utm_campaign)' }).fill(campaign);
  await expect(page.getByRole('heading', { name: `Leads (${COUNT})` })).toBeVisible();

  // Newest first, 25 a page; page 2 holds the two oldest.
  await expect(gridRows(page)).toHaveCount(25);
  await expect(gridRows(page).first()).toHaveAttribute('aria-label', `Lead ${name(COUNT)}`);
  await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
  await expect.poll(() => rowNames(page)).toEqual([name(2), name(1)]);
  await page.getByRole('button', { name: 'Ir para a página anterior' }).click();
  await expect(gridRows(page)).toHaveCount(25);

  // 'Recebido em': the first click keeps newest first, the second turns to oldest first (the CMS sorts).
  const received = page.getByRole('columnheader', { name: 'Recebido em' });
  await received.click();
  await expect(received).toHaveAttribute('aria-sort', 'descending');
  await received.click();
  await expect(received).toHaveAttribute('aria-sort', 'ascending');
  await expect(gridRows(page).first()).toHaveAttribute('aria-label', `Lead ${name(1)}`);

  // Search within the campaign: the company's three leads, oldest first as sorted; not the other campaign's.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('loteadora azul');
  await expect(page.getByRole('heading', { name: 'Leads (3)' })).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual([name(5), name(10), name(15)]);

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    '"Data";"Nome";"E-mail";"Telefone";"Empresa";"Mensagem";"Página de origem";"UTM source";"UTM medium";"UTM campaign";"Status";"gclid";"gbraid";"wbraid";"fbclid";"fbc";"fbp"',
  );
  expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual([name(15), name(10), name(5)].map((n) => `"${n}"`));
  for (const line of lines.slice(1)) expect(line).toContain(`"Loteadora Azul";"";"/contato";"google";"";"${campaign}";"Novo"`);
});

test.beforeAll(async () => {
  // A row in each grid whatever ran before: a lead, and a booking (a slot another worker took first is fine too).
  await sendLead({ name: 'Grade Axe', email: uniqueEmail('grade-axe'), phone: '(15) 99555-0002', source_page: '/contato' });
  const booking = await fetch(`${CMS}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { name: 'Grade Agenda', email: uniqueEmail('grade-agenda'), phone: '(15) 99555-0003', date: '2033-06-15', time: '10:00' },
    }),
  });
  expect([200, 201, 409]).toContain(booking.status);
});

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 800 },
  ]) {
    test(`axe: the Leads and Agendamentos grids, ${theme} theme, ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000 * patience);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
      await useAdminSession(page);
      for (const [tab, noun] of [
        ['leads', 'Lead'],
        ['agendamentos', 'Agendamento'],
      ]) {
        await page.goto(`/admin/dashboard?aba=${tab}`);
        // A grid from the tablet up, cards on a phone.
        await expect(page.getByRole(viewport.width < 600 ? 'listitem' : 'row', { name: new RegExp(`^${noun} `) }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        // Nothing wider than the screen: the grid scrolls inside itself, the page does not.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (viewport.width >= 600) {
          // At 1366 px the columns shown at first fit the grid's own box: no sideways scroll inside it (it was 5 px over).
          const fit = await page.locator('.MuiDataGrid-root').evaluate((grid) => {
            const scroller = grid.querySelector('.MuiDataGrid-virtualScroller')!;
            return { hiddenSideways: Math.max(0, scroller.scrollWidth - scroller.clientWidth) };
          });
          expect(fit, `${tab}: columns wider than the grid`).toEqual({ hiddenSideways: 0 });
        }
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
}
