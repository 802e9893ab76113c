import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { GOOGLE_CONVERSION_NAMES, googleConversionTime } from '../../domain/src/offline-conversions';

import { searchInbox, useAdminSession } from './support/admin';
import { cmsGet, leadsFor, uniqueEmail } from './support/cms';
import { expect, test, type Page } from './support/test';

/**
 * The conversion loop of #15, end to end on the built site and the real CMS: a visit from a Google Ads click (UTM +
 * gclid) with marketing consent, a WhatsApp click and a lead from another page; the admin marks it won with a value
 * and downloads the offline-conversion files. And without marketing consent the landing page's gclid stays behind.
 */
const form = (page: Page) => page.getByRole('form').first();
const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function sendLead(page: Page, name: string, email: string) {
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Contato', exact: true }).click();
  await expect(page).toHaveURL(/\/contato$/);
  await form(page).getByLabel('Nome').fill(name);
  await form(page).getByLabel('E-mail').fill(email);
  await form(page).getByLabel('Telefone / WhatsApp').fill('(15) 99812-3456');
  await form(page).getByRole('button', { name: 'Solicitar Consultoria Gratuita' }).click();
  await expect(page).toHaveURL(/\/obrigado$/);
}

const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
type SourceRow = { campaign: string; views: number; leads: number; won: number; whatsapp_clicks: number };
const reportRow = async (campaign: string) => {
  const { data } = await cmsGet<{ data: { by_source: SourceRow[] } }>(`/results/report?from=${today()}&to=${today()}`, true);
  return data.by_source.find((row) => row.campaign === campaign);
};

const downloaded = async (page: Page, button: string) => {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFileSync((await file.path())!, 'utf8');
};

/** A first visit: the cookie banner asks (the suite's default storage has already answered it). */
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => route.fulfill({ status: 204 }));
});

test('a Google Ads visit with marketing consent becomes a won lead in the Google Ads CSV and the Meta JSON', async ({ page }) => {
  // Three public pages, the dashboard, two downloads and Resultados: 16–23 s alone, over 30 s beside the full suite.
  test.slow();
  const gclid = `Cj0KCQ-e2e_${Date.now().toString(36)}`;
  const campaign = `lancamento-${Date.now().toString(36)}`;
  const email = uniqueEmail('loop');
  const name = `Renata ${letters()}`;

  await page.goto(`/servicos?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=${gclid}`);
  await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceitar todos' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Solicitar Proposta do plano Sales Machine/ }).click();
  await (await popup).close();
  await sendLead(page, name, email);
  const [lead] = await leadsFor(email);
  expect(lead).toMatchObject({ gclid, utm_campaign: campaign, first_utm_campaign: campaign });

  // The agency's admin, in the same browser (any browser will do: the session is set before the page loads).
  const admin = page;
  await useAdminSession(admin);
  await admin.goto('/admin/dashboard?aba=leads');
  await searchInbox(admin, 'Leads', email);
  const row = admin.getByRole('row', { name: `Lead ${name}` });
  // Origem (with the click ids) is not a column at first, to fit the screen: 'Colunas' shows it.
  await admin.getByRole('button', { name: 'Colunas: Leads' }).click();
  await admin.getByRole('menuitemcheckbox', { name: 'Origem' }).click();
  await admin.keyboard.press('Escape');
  await expect(row.getByText(`gclid: ${gclid}`)).toBeVisible();
  await row.getByRole('button', { name: `Editar resultado de ${name}` }).click();
  const outcome = row.getByRole('form', { name: `Resultado de ${name}` });
  await outcome.getByRole('combobox', { name: 'Resultado' }).click();
  await admin.getByRole('option', { name: 'Ganho' }).click();
  await outcome.getByRole('textbox', { name: 'Valor (R$)' }).fill('1.500,50');
  await outcome.getByRole('button', { name: 'Salvar resultado' }).click();
  await expect(admin.locator('#notistack-snackbar').filter({ hasText: 'Resultado salvo!' })).toBeVisible();
  await expect(row.getByText('Resultado: Ganho · R$ 1.500,50')).toBeVisible();
  await expect(row.getByText(/^por admin@alicerce\.example em /)).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Status de ${name}` })).toHaveText('Ganho');

  const csv = await downloaded(admin, 'Google Ads (CSV)');
  const [marked] = await leadsFor(email);
  const time = googleConversionTime(new Date(marked.outcome_set_at));
  expect(time).toMatch(/-03:00$/);
  expect(csv.split('\r\n')).toContain(`"${gclid}","${GOOGLE_CONVERSION_NAMES.won}","${time}","1500.5","BRL"`);

  const meta = JSON.parse(await downloaded(admin, 'Meta (JSON)'));
  const event = meta.data.find((e: { event_id: string }) => e.event_id === `lead-${lead.documentId}-won`);
  expect(event).toMatchObject({
    event_name: 'Purchase',
    action_source: 'website',
    user_data: { em: [sha256(email)] },
    custom_data: { value: 1500.5, currency: 'BRL' },
  });

  // Resultados: under the campaign, its page views (landing, Contato, Obrigado), the WhatsApp click, the lead, won with its value.
  await expect.poll(() => reportRow(campaign)).toMatchObject({ leads: 1, whatsapp_clicks: 1, won: 1 });
  await admin.goto('/admin/dashboard?aba=resultados');
  await admin.getByRole('button', { name: '7 dias' }).click();
  await admin.getByRole('button', { name: 'Colunas: Por origem, mídia e campanha' }).click();
  await admin.getByRole('menuitem', { name: 'Mostrar todas' }).click();
  await admin.keyboard.press('Escape');
  const results = admin.getByRole('table', { name: 'Por origem, mídia e campanha' }).getByRole('row').filter({ hasText: campaign });
  // Origem, Mídia, Campanha, Visualizações, Leads, Agendamentos, Conversão, Qualificados, Ganhos, Valor, WhatsApp, 'Agendar'.
  await expect(results.getByRole('cell')).toHaveText(['google', 'cpc', campaign, /^[1-9]$/, '1', '0', /%$/, '1', '1', /^R\$\s1\.500,50$/, '1', '0']);
});

test('without marketing consent, a gclid seen on the landing page is not sent from the form on another page', async ({ page }) => {
  const gclid = `Cj0KCQ-semconsent_${Date.now().toString(36)}`;
  const email = uniqueEmail('sem-consentimento');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/leads')) sent.push(request.postData() ?? '');
  });
  await page.goto(`/servicos?utm_source=google&gclid=${gclid}`);
  await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rejeitar todos' }).click();
  await sendLead(page, `Paulo ${letters()}`, email);
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toContain(gclid);
  const [lead] = await leadsFor(email);
  expect(lead.gclid ?? null).toBeNull();
  expect(lead.utm_source).toBe('google');
});
