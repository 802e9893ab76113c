import { openScreen, searchInbox, useAdminSession } from './support/admin';
import { cmsGet, freeSlot, uniqueEmail } from './support/cms';
import { toast } from './support/team';
import { expect, test, type Page } from './support/test';

/**
 * The dashboard's tables fit the screen they are on: at 1366×768 no column is cut off to the side without a way to
 * it ('Colunas', 'Detalhes'); on a 375 px phone the inboxes are cards with who, the phone as Brazilians read it,
 * the status (changed from the card) and the rest behind 'Detalhes'. Every date is picked with the same pt-BR control.
 */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const run = Date.now().toString(36);
const LEAD = { name: `Tabela Lead ${run.replace(/\d/g, '')}`, email: uniqueEmail('tabela-lead'), phone: '11987654321' };
const BOOKING = { name: `Tabela Agenda ${run.replace(/\d/g, '')}`, email: uniqueEmail('tabela-agenda'), phone: '5511912345678' };
// A campaign name as long as real ones get: it must wrap, not widen the Resultados tables.
const CAMPAIGN = `lancamento-residencial-jardim-das-palmeiras-fase-2-${run}`;

/** The campaign as the first and the last touch. */
const utm = (prefix: string) => ({ [`${prefix}source`]: 'google', [`${prefix}medium`]: 'cpc', [`${prefix}campaign`]: CAMPAIGN });

async function post(path: string, data: Record<string, string>) {
  const response = await fetch(`${CMS}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  expect([200, 201]).toContain(response.status);
}

test.beforeAll(async () => {
  await post('leads', {
    ...LEAD,
    company: 'Incorporadora Tabela',
    message: 'Quero saber dos planos.',
    source_page: '/contato',
    ...utm('first_utm_'),
    ...utm('utm_'),
  });
  await post('bookings', { ...BOOKING, message: 'Reunião sobre o lançamento.', ...freeSlot() });
});

/**
 * What is cut at the side: the page itself, a grid with a column header past its right edge (or not drawn, as the grid
 * draws only the columns in view), a table wider than its box.
 */
const cutSideways = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    for (const grid of document.querySelectorAll('main [role="grid"]')) {
      const right = grid.getBoundingClientRect().right + 1;
      const headers = [...grid.querySelectorAll('[role="columnheader"]')];
      const inside = headers.filter((header) => header.getBoundingClientRect().right <= right).length;
      const count = Number(grid.getAttribute('aria-colcount'));
      if (inside < count) cut.push(`${grid.getAttribute('aria-label')}: ${inside} of ${count} columns in view`);
    }
    for (const box of document.querySelectorAll('main .MuiTableContainer-root')) {
      if (box.scrollWidth > box.clientWidth + 1) cut.push(`${box.getAttribute('aria-labelledby')}: ${box.scrollWidth} px in ${box.clientWidth} px`);
    }
    return { page: document.documentElement.scrollWidth > window.innerWidth, cut };
  });

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('no dashboard table is cut at the side; what is left out is one click away', async ({ page }) => {
    test.slow();
    await useAdminSession(page);
    await page.goto('/admin/dashboard/leads');
    await searchInbox(page, 'Leads', LEAD.email);
    const row = page.getByRole('row', { name: `Lead ${LEAD.name}` });
    await expect(row).toContainText('(11) 98765-4321');
    expect(await cutSideways(page)).toEqual({ page: false, cut: [] });
    // The message is not a column at first: 'Colunas' shows it, 'Detalhes' has it too.
    await expect(page.getByRole('columnheader', { name: 'Mensagem' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Colunas: Leads' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Mensagem' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Mensagem' })).toBeVisible();
    await expect(row).toContainText('Quero saber dos planos.');
    await row.getByRole('button', { name: `Detalhes de ${LEAD.name}` }).click();
    const details = page.getByRole('dialog', { name: `Lead ${LEAD.name}` });
    await expect(details).toContainText('Quero saber dos planos.');
    await expect(details).toContainText(CAMPAIGN);
    await details.getByRole('button', { name: 'Fechar detalhes' }).click();

    await openScreen(page, 'Agendamentos');
    await searchInbox(page, 'Agendamentos', BOOKING.email);
    await expect(page.getByRole('row', { name: `Agendamento ${BOOKING.name}` })).toContainText('(11) 91234-5678');
    expect(await cutSideways(page)).toEqual({ page: false, cut: [] });
    await expect(page.getByRole('button', { name: 'Colunas: Agendamentos' })).toBeVisible();

    await openScreen(page, 'Resultados');
    await page.getByRole('button', { name: '7 dias' }).click();
    const sources = page.getByRole('table', { name: 'Por origem, mídia e campanha' });
    await expect(sources.getByRole('row').filter({ hasText: CAMPAIGN })).toBeVisible();
    expect(await cutSideways(page)).toEqual({ page: false, cut: [] });
    // The columns left out at first are in the table's 'Colunas'.
    await expect(sources.getByRole('columnheader', { name: 'Qualificados' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Colunas: Por origem, mídia e campanha' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Qualificados' }).click();
    await page.keyboard.press('Escape');
    await expect(sources.getByRole('columnheader', { name: 'Qualificados' })).toBeVisible();

    for (const screen of ['Auditoria', 'LGPD', 'Equipe']) {
      await openScreen(page, screen);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await cutSideways(page), screen).toEqual({ page: false, cut: [] });
    }
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Leads and Agendamentos are cards with the name, the formatted phone and the status, changed from the card', async ({ page }) => {
    test.slow();
    await useAdminSession(page);
    await page.goto('/admin/dashboard/leads');
    await searchInbox(page, 'Leads', LEAD.email);
    const card = page.getByRole('list', { name: 'Leads' }).getByRole('listitem', { name: `Lead ${LEAD.name}` });
    await expect(card).toContainText(LEAD.name);
    await expect(card).toContainText('(11) 98765-4321');
    await expect(card).toContainText(/Recebido em \d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByRole('grid')).toHaveCount(0);
    const status = card.getByRole('combobox', { name: `Status de ${LEAD.name}` });
    await expect(status).toHaveText('Novo');
    await status.click();
    await page.getByRole('option', { name: 'Contatado' }).click();
    await expect(toast(page, 'Status atualizado!')).toBeVisible();
    await expect
      .poll(async () => (await cmsGet(`/leads?filters[email][$eq]=${encodeURIComponent(LEAD.email)}`, true)).data[0].lead_status)
      .toBe('contacted');
    // The rest of the lead, on the whole screen.
    await card.getByRole('button', { name: `Detalhes de ${LEAD.name}` }).click();
    await expect(page.getByRole('dialog', { name: `Lead ${LEAD.name}` })).toContainText('Quero saber dos planos.');
    await expect(toast(page, 'Status atualizado!')).toBeHidden({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Fechar detalhes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await openScreen(page, 'Agendamentos');
    await searchInbox(page, 'Agendamentos', BOOKING.email);
    const booking = page.getByRole('list', { name: 'Agendamentos' }).getByRole('listitem', { name: `Agendamento ${BOOKING.name}` });
    await expect(booking).toContainText('(11) 91234-5678');
    await expect(booking).toContainText(/Reunião em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    const state = booking.getByRole('combobox', { name: `Situação de ${BOOKING.name}` });
    await expect(state).toHaveText('Confirmado');
    await state.click();
    await page.getByRole('option', { name: 'Cancelado' }).click();
    await expect(toast(page, 'Agendamento atualizado!')).toBeVisible();
    await expect
      .poll(async () => (await cmsGet(`/bookings?filters[email][$eq]=${encodeURIComponent(BOOKING.email)}`, true)).data[0].booking_state)
      .toBe('cancelled');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await openScreen(page, 'Auditoria');
    // The status changes above are in the log, one card each.
    const log = page.getByRole('list', { name: 'Registro de auditoria' });
    await expect(page.getByRole('heading', { name: /^Auditoria \(\d+\)$/ })).toBeVisible();
    await expect(log).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Resultados' A/B table is wider than a phone: it scrolls in its own box, the screen does not.
    await openScreen(page, 'Resultados');
    await expect(page.getByRole('region', { name: /\/lp\/lancamento-vista-do-ipanema$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

/** The dashboard's date controls on the page: each the same component, typed as dd/mm/aaaa, in pt-BR. */
async function expectDateControls(page: Page, labels: string[]) {
  const controls = page.locator('[data-date-control="alicerce"]');
  await expect(controls).toHaveCount(labels.length);
  for (const [i, label] of labels.entries()) {
    const control = controls.nth(i);
    await expect(control.locator('label')).toHaveText(new RegExp(`^${label}`));
    // A month ('Mês' of the ad spend) is typed as mm/aaaa.
    if (label !== 'Mês') await expect(control.getByRole('spinbutton', { name: 'Dia' })).toBeVisible();
    await expect(control.getByRole('spinbutton', { name: 'Mês' })).toBeVisible();
    await expect(control.getByRole('spinbutton', { name: 'Ano' })).toBeVisible();
    await expect(control.getByRole('button', { name: /^Escolha uma data/ })).toBeVisible();
  }
}

test('every date is picked with the one pt-BR control: inbox filters, conversions, results period, article schedule', async ({ page }) => {
  test.slow();
  await useAdminSession(page);
  await page.goto('/admin/dashboard/leads');
  await expect(page.getByRole('heading', { name: /^Leads/ })).toBeVisible();
  await expectDateControls(page, ['Recebido de', 'Recebido até', 'De', 'Até']);
  // Typed day by day (dd/mm/aaaa); 'Até' before 'De' is said in pt-BR.
  const from = page.locator('[data-date-control="alicerce"]').nth(0);
  await from.getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type('10032026');
  await expect(from.locator('input')).toHaveValue('10/03/2026');
  const to = page.locator('[data-date-control="alicerce"]').nth(1);
  await to.getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type('01032026');
  await expect(page.getByText("A data 'Até' deve ser igual ou posterior à data 'De'.")).toBeVisible();
  // The calendar speaks pt-BR.
  await to.getByRole('button', { name: /^Escolha uma data/ }).click();
  await expect(page.getByRole('dialog').getByText(/março 2026/i)).toBeVisible();
  await page.keyboard.press('Escape');

  await openScreen(page, 'Agendamentos');
  await expect(page.getByRole('heading', { name: /^Agendamentos/ })).toBeVisible();
  await expectDateControls(page, ['Recebido de', 'Recebido até']);

  await openScreen(page, 'Resultados');
  await expect(page.getByRole('heading', { name: 'Resultados' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Investimento em anúncios' })).toBeVisible();
  await expectDateControls(page, ['De', 'Até', 'Mês']);

  await openScreen(page, 'Blog');
  await page.getByRole('link', { name: 'Novo Artigo' }).click();
  await page.getByRole('radio', { name: 'Agendar publicação' }).check();
  const schedule = page.locator('[data-date-control="alicerce"]');
  await expect(schedule).toHaveCount(1);
  await expect(schedule.locator('label')).toHaveText(/^Data e hora da publicação/);
  await expect(schedule.getByRole('spinbutton', { name: 'Dia' })).toBeVisible();
  await expect(schedule.getByRole('spinbutton', { name: 'Horas' })).toBeVisible();
});

test("moving between screens fetches that screen's code and data only", async ({ page }) => {
  test.slow();
  const made: Array<{ type: string; path: string }> = [];
  page.on('request', (request) => made.push({ type: request.resourceType(), path: new URL(request.url()).pathname }));
  await useAdminSession(page);
  await page.goto('/admin/dashboard/cases');
  await expect(page.getByRole('list', { name: 'Lista de cases' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const move = async (label: string, ready: () => Promise<void>) => {
    const from = made.length;
    await openScreen(page, label);
    await ready();
    await page.waitForLoadState('networkidle');
    const moved = made.slice(from);
    return {
      api: [...new Set(moved.filter((r) => r.path.startsWith('/api/')).map((r) => r.path))],
      scripts: moved.filter((r) => r.type === 'script').length,
    };
  };

  // Leads: its own code (the grid) and its own list; nothing of Cases again.
  const leads = await move('Leads', () => expect(page.getByRole('grid', { name: 'Leads' })).toBeVisible());
  expect(leads.api).toEqual(['/api/leads']);
  expect(leads.scripts).toBeGreaterThan(0);
  // Agendamentos shares the grid's code: its data only.
  const bookings = await move('Agendamentos', () => expect(page.getByRole('grid', { name: 'Agendamentos' })).toBeVisible());
  expect(bookings.api).toEqual(['/api/bookings']);
  const audit = await move('Auditoria', () => expect(page.getByRole('heading', { name: /^Auditoria \(\d+\)$/ })).toBeVisible());
  expect(audit.api.sort()).toEqual(['/api/audit-entries', '/api/audit-entries/actors'].sort());
  // Back to Cases: its code and list are kept; at most the list is asked again, with who is editing its rows.
  const cases = await move('Cases', () => expect(page.getByRole('list', { name: 'Lista de cases' }).getByRole('listitem').first()).toBeVisible());
  expect(cases.scripts).toBe(0);
  expect(cases.api.every((path) => path.startsWith('/api/cases') || path.startsWith('/api/admin/cases') || path === '/api/editing/case')).toBe(true);
});
