import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';

import { useAdminSession, dashboardNav } from './support/admin';
import { adminJwt, cmsGet, uniqueEmail } from './support/cms';
import { acceptInvite, cmsAs, signInThroughForm } from './support/team';
import { expect, test, type Page } from './support/test';

/**
 * The dashboard's 'Resultados' tab (issue #15) end to end: a visit that lands with UTM (the built site's beacon), a
 * lead of that campaign, its outcome set by an admin through the API, and what the admin then sees and exports.
 */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const uniqueCampaign = () => `resultados-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

type SourceRow = { campaign: string; views: number; leads: number; won: number; value: number };
const reportRow = async (campaign: string) => {
  const { data } = await cmsGet<{ data: { by_source: SourceRow[] } }>(`/results/report?from=${today()}&to=${today()}`, true);
  return data.by_source.find((row) => row.campaign === campaign);
};

/** A visit from the campaign's ad, a lead sent with that visit's attribution, and the admin marking it won (R$ 1.234,56). */
async function campaignWithWonLead(page: Page) {
  const campaign = uniqueCampaign();
  await page.goto(`/servicos?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  await expect.poll(() => reportRow(campaign)).toMatchObject({ views: 1, leads: 0 });
  const sent = await fetch(`${CMS}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        name: 'Cliente Resultados',
        email: uniqueEmail('resultados'),
        phone: '(15) 99876-5432',
        source_page: '/servicos',
        first_utm_source: 'google',
        first_utm_medium: 'cpc',
        first_utm_campaign: campaign,
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: campaign,
        landing_page: `/servicos?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`,
      },
    }),
  });
  expect(sent.status).toBe(201);
  const { documentId } = (await sent.json()).data;
  expect((await cmsAs(await adminJwt(), 'PUT', `/leads/${documentId}/outcome`, { outcome: 'won', outcome_value: 1234.56 })).status).toBe(200);
  await expect.poll(() => reportRow(campaign)).toMatchObject({ views: 1, leads: 1, won: 1, value: 1234.56 });
  return campaign;
}

const openResults = async (page: Page) => {
  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=resultados');
  await page.getByRole('button', { name: '7 dias' }).click();
};
const sourceTable = (page: Page) => page.getByRole('table', { name: 'Por origem, mídia e campanha' });

test('the admin sees the campaign’s view, lead and won value under it in Resultados, and its CSV has the same numbers', async ({ page }) => {
  test.slow();
  const campaign = await campaignWithWonLead(page);
  await openResults(page);
  const row = sourceTable(page).getByRole('row').filter({ hasText: campaign });
  // At first the columns that fit the screen; 'Colunas' → 'Mostrar todas' brings the rest.
  await expect(row.getByRole('cell')).toHaveCount(9);
  await page.getByRole('button', { name: 'Colunas: Por origem, mídia e campanha' }).click();
  await page.getByRole('menuitem', { name: 'Mostrar todas' }).click();
  // Origem, Mídia, Campanha, Visualizações, Leads, Agendamentos, Conversão, Qualificados, Ganhos, Valor, WhatsApp, 'Agendar'.
  await expect(row.getByRole('cell')).toHaveText(['google', 'cpc', campaign, '1', '1', '0', '100,0%', '1', '1', /^R\$\s1\.234,56$/, '0', '0']);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV: Por origem, mídia e campanha' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^resultados-origens-primeiro-toque_.*\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe(
    `"Origem";"Mídia";"Campanha";"Visualizações";"Leads";"Agendamentos";"Conversão";"Qualificados";"Ganhos";"Valor (R$)";"Cliques WhatsApp";"Cliques 'Agendar'"`,
  );
  expect(csv.find((line) => line.includes(campaign))).toBe(`"google";"cpc";"${campaign}";"1";"1";"0";"1.0000";"1";"1";"1234.56";"0";"0"`);

  // The admin types the campaign's spend of this month: cost per lead and ROAS follow.
  const spendForm = page.getByRole('form', { name: 'Investimento em anúncios' });
  await spendForm.getByRole('combobox', { name: 'Campanha' }).fill(campaign);
  await spendForm.getByRole('textbox', { name: 'Valor (R$)' }).fill('100,00');
  await spendForm.getByRole('button', { name: 'Salvar investimento' }).click();
  const campaignRow = page.getByRole('table', { name: 'Investimento e retorno por campanha' }).getByRole('row').filter({ hasText: campaign });
  // Campanha, Investimento, Leads, Agendamentos, Custo por lead, Custo por agendamento, Valor ganho, ROAS.
  await expect(campaignRow.getByRole('cell')).toHaveText([campaign, /^R\$\s100,00$/, '1', '0', /^R\$\s100,00$/, '—', /^R\$\s1\.234,56$/, '12,35×']);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme} theme): the Resultados tab with its figures, chart and tables`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
    // Data in the period, so the chart, its text alternative and both tables are on the page.
    const campaign = await campaignWithWonLead(page);
    await openResults(page);
    await expect(sourceTable(page).getByRole('row').filter({ hasText: campaign })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Visualizações, leads e agendamentos por dia/ })).toBeAttached();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(
      results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`)),
    ).toEqual([]);
  });
}

test('at 375 px the chart has its dates and the tables cut no word: a path stays on one line, the table scrolls in its card', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await campaignWithWonLead(page);
  await openResults(page);
  const pages = page.getByRole('table', { name: 'Por página de entrada' });
  await expect(pages.getByRole('cell', { name: '/servicos' })).toBeVisible();
  // A cell with one word (no space, no hyphen to break at) on one line: a 72 px column drew "/agenda/mento".
  const cut = await pages.locator('td').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const text = cell.textContent ?? '';
      if (!text.trim() || /[\s-]/.test(text.trim())) return [];
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      return lines.size > 1 ? [text] : [];
    }),
  );
  expect(cut).toEqual([]);
  // Seven days: seven dates under the chart's axis, days without data as zeros (one point alone drew nothing).
  const chartTable = page.getByRole('table', { name: /^Visualizações, leads e agendamentos por dia/ });
  await expect(chartTable.locator('tbody tr')).toHaveCount(7);
  expect(await page.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').count()).toBeGreaterThan(1);
});

test('an editor has no Resultados tab, and the report answers them 403', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('editora-resultados');
  const password = 'senha-da-editora-1';
  expect((await cmsAs(await adminJwt(), 'POST', '/team/invites', { email, role: 'editor' })).status).toBe(201);
  await acceptInvite(page, email, password);
  await signInThroughForm(page, email, password);
  await expect(page.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
  await expect(dashboardNav(page).getByRole('link', { name: 'Resultados' })).toHaveCount(0);
  await page.goto('/admin/dashboard?aba=resultados');
  await expect(page).toHaveURL(/\/admin\/dashboard\/resultados$/);
  await expect(page.getByRole('alert')).toContainText('Você não tem permissão para acessar esta tela');
  const jwt = JSON.parse((await page.evaluate(() => window.localStorage.getItem('alicerce:session')))!).jwt as string;
  expect((await cmsAs(jwt, 'GET', `/results/report?from=${today()}&to=${today()}`)).status).toBe(403);
});
