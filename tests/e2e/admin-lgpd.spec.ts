import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';
import { useAdminSession, openScreen } from './support/admin';
import { adminJwt, ANY_VERSION, cmsGet, DEV_ADMIN, freeSlot, uniqueEmail } from './support/cms';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

const cmsSend = async (method: string, path: string, data: object, asAdmin = false) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...ANY_VERSION };
  if (asAdmin) headers.authorization = `Bearer ${await adminJwt()}`;
  const response = await fetch(`${CMS}/api${path}`, { method, headers, body: JSON.stringify({ data }) });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return ((await response.json()) as { data: Record<string, string> }).data;
};
/** How many rows of `type` were created up to `createdAt`: rows other tests add later do not change it. */
const countUpTo = async (type: 'leads' | 'bookings', createdAt: string) =>
  (await cmsGet(`/${type}?filters[createdAt][$lte]=${encodeURIComponent(createdAt)}&pagination[pageSize]=1`, true)).meta.pagination.total as number;
const toast = (page: Page, title: string) => page.locator('#notistack-snackbar').filter({ hasText: title }).first();

async function exportedCsv(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  return readFile((await file.path())!, 'utf8');
}

test('LGPD request: finds a lead and a booking by e-mail, exports them, anonymises them; inbox, CSV and counts; audit log', async ({ page }) => {
  test.setTimeout(120_000 * patience);
  const email = uniqueEmail('titular.lgpd');
  const contact = {
    name: 'Beatriz Titular',
    email,
    phone: '(15) 99123-4567',
    company: 'Loteadora Sigilo',
    message: 'Meu endereço é Rua das Flores, 10',
  };
  const lead = await cmsSend('POST', '/leads', { ...contact, source_page: '/contato', utm_source: 'google' });
  const slot = freeSlot();
  const booking = await cmsSend('POST', '/bookings', { ...contact, ...slot, source_page: 'agendamento' });
  const storedLead = (await cmsGet(`/leads/${lead.documentId}`, true)).data;
  const storedBooking = (await cmsGet(`/bookings/${booking.documentId}`, true)).data;
  const before = { leads: await countUpTo('leads', storedLead.createdAt), bookings: await countUpTo('bookings', storedBooking.createdAt) };

  // A case edit by the admin, for the audit log.
  const caseTitle = `Case auditado ${Date.now()}`;
  const created = await cmsSend(
    'POST',
    '/cases',
    {
      title: 'Case para auditoria',
      slug: `auditoria-${Date.now()}`,
      client_name: 'Construtora Auditoria',
      segment: 'Construtora',
      platform: 'Google Ads',
      property_type: 'Apartamentos',
      short_description: 'Case criado pelo teste de auditoria.',
      challenge: 'Registrar quem alterou o quê.',
      strategy: ['Registro de auditoria'],
      results: { Leads: '10' },
      is_published: false,
    },
    true,
  );
  // Kept unpublished (a PUT without it publishes): other specs compare the public list with the build's.
  await cmsSend('PUT', `/cases/${created.documentId}`, { title: caseTitle, is_published: false }, true);

  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=lgpd');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Buscar' }).click();
  const leads = page.getByRole('region', { name: 'Leads' });
  const bookings = page.getByRole('region', { name: 'Agendamentos' });
  await expect(leads.getByRole('heading', { name: 'Leads (1)' })).toBeVisible();
  await expect(leads).toContainText('Beatriz Titular');
  await expect(bookings.getByRole('heading', { name: 'Agendamentos (1)' })).toBeVisible();
  await expect(bookings).toContainText(`Reunião em ${slot.date.split('-').reverse().join('/')} às ${slot.time}`);

  // Portability: one JSON file with every field of both.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar JSON' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^dados-pessoais-lgpd-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(exported.leads).toEqual([
    expect.objectContaining({ documentId: lead.documentId, email, phone: contact.phone, message: contact.message, utm_source: 'google' }),
  ]);
  expect(exported.bookings).toEqual([expect.objectContaining({ documentId: booking.documentId, email, ...slot })]);

  // Anonymise, after the confirmation.
  await page.getByRole('button', { name: 'Anonimizar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Anonimizar dados pessoais?' });
  await expect(dialog).toContainText('1 lead e 1 agendamento');
  await dialog.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(toast(page, 'Dados anonimizados!')).toContainText('Leads: 1, agendamentos: 1');
  await expect(leads.getByRole('heading', { name: 'Leads (0)' })).toBeVisible();

  // The inbox and its CSV: no personal data of hers, the rows still there and marked.
  const personal = [email, 'Beatriz', '99123', 'Loteadora Sigilo', 'Rua das Flores'];
  for (const [tab, noun] of [
    ['Leads', 'lead'],
    ['Agendamentos', 'agendamento'],
  ]) {
    await openScreen(page, tab);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(email);
    await expect(page.getByText(`Nenhum ${noun} encontrado.`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
    const csv = await exportedCsv(page);
    for (const text of personal) expect(csv, `${tab} CSV`).not.toContain(text);
    await expect(page.getByText(/^Anonimizado em \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/).first()).toBeVisible();
  }
  expect({ leads: await countUpTo('leads', storedLead.createdAt), bookings: await countUpTo('bookings', storedBooking.createdAt) }).toEqual(before);
  const anonymisedLead = (await cmsGet(`/leads/${lead.documentId}`, true)).data;
  expect(anonymisedLead).toMatchObject({ createdAt: storedLead.createdAt, source_page: '/contato', utm_source: 'google', lead_status: 'new' });
  expect(anonymisedLead.anonymised_at).toBeTruthy();

  // The audit log, filtered by type, then by person: the anonymisation (counts only) and the case edit.
  await openScreen(page, 'Auditoria');
  const log = page.getByRole('list', { name: 'Registro de auditoria' });
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Solicitação LGPD' }).click();
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveText('Solicitação LGPD');
  await expect(log.getByRole('listitem').first()).toContainText('Leads: 1, agendamentos: 1');
  await expect(log.getByRole('listitem').first()).toContainText(`Anonimização por ${DEV_ADMIN.email} em`);
  await expect(log).not.toContainText(email);
  await page.getByRole('combobox', { name: 'Pessoa' }).click();
  await page.getByRole('option', { name: DEV_ADMIN.email, exact: true }).click();
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Case', exact: true }).click();
  const edit = log.getByRole('listitem').filter({ hasText: caseTitle });
  await expect(edit).toContainText(`Alteração por ${DEV_ADMIN.email} em`);
  await expect(log.getByRole('listitem').filter({ hasText: 'Solicitação LGPD' })).toHaveCount(0);
});
