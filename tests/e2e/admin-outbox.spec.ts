import http from 'node:http';
import type { AddressInfo } from 'node:net';

import AxeBuilder from '@axe-core/playwright';

import { searchInbox, useAdminSession } from './support/admin';
import { adminJwt, uniqueEmail } from './support/cms';
import { cmsAs, toast } from './support/team';
import { expect, test } from './support/test';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

type Receiver = { url: string; events: string[]; close: () => Promise<unknown> };

/** A CRM stand-in on loopback that answers `status` to everything and records each event's name. */
async function receiver(status: number): Promise<Receiver> {
  const events: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      events.push(JSON.parse(body).event);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`, events, close: () => new Promise((r) => server.close(r)) };
}

const lead = (email: string) =>
  fetch(`${CMS}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        name: 'Lead Para O Crm',
        email,
        phone: '(15) 99876-5432',
        company: 'Construtora Horizonte',
        message: 'Teste de envio ao CRM.',
        source_page: '/contato',
      },
    }),
  });

test.describe('the outbox in the dashboard', () => {
  test("a failing webhook shows in the banner and in Envios; 'Reenviar' sends it again and leaves an audit row", async ({ page }) => {
    // Waits for a delivery to fail for good, then walks three screens: 30–40 s beside the full suite.
    test.slow();
    const jwt = await adminJwt();
    const crm = await receiver(500);
    const endpoint = (await cmsAs(jwt, 'POST', '/webhook-endpoints', { url: crm.url, events: ['lead.created'] })).body.data;
    const email = uniqueEmail('envio.falho');
    expect((await lead(email)).status).toBe(201);
    await expect.poll(() => crm.events.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // The endpoint goes before the retry: the delivery fails for good ('Endpoint removido').
    await cmsAs(jwt, 'DELETE', `/webhook-endpoints/${endpoint.id}`);
    await crm.close();
    await expect
      .poll(
        async () =>
          (await cmsAs(jwt, 'GET', '/outbox-deliveries?state=failed&channel=webhook')).body.data.some(
            (d: { recipient: string }) => d.recipient === `webhook #${endpoint.id}`,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);

    await useAdminSession(page);
    await page.goto('/admin/dashboard/leads');
    // The lead's details say who was told and when: the agency's e-mail delivered, the CRM's webhook failed.
    await searchInbox(page, 'Leads', email);
    await page.getByRole('row', { name: 'Lead Lead Para O Crm' }).getByRole('button', { name: 'Detalhes de Lead Para O Crm' }).click();
    const details = page.getByRole('dialog', { name: 'Lead Lead Para O Crm' });
    await expect(details).toContainText(/E-mail para \S+: entregue em \d{2}\/\d{2}\/\d{4}/);
    await expect(details).toContainText(`Webhook #${endpoint.id}: falhou (Endpoint removido)`);
    await details.getByRole('button', { name: 'Fechar detalhes' }).click();
    const banner = page.getByRole('alert').filter({ hasText: /(envio está falhando|envios estão falhando) há mais de 15 minutos/ });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Ver envios' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/envios$/);
    await page.getByLabel('Situação').click();
    await page.getByRole('option', { name: 'Falhou' }).click();
    const card = page
      .getByRole('listitem')
      .filter({ hasText: `webhook #${endpoint.id}` })
      .first();
    await expect(card).toContainText('Endpoint removido');
    // The filter's menu gone (not fading out, half transparent over the list), the screen as the admin reads it.
    await expect(page.locator('[role="option"]')).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await card.getByRole('button', { name: /^Reenviar/ }).click();
    await expect(toast(page, 'Reenvio solicitado!')).toBeVisible();

    await page.goto('/admin/dashboard/auditoria');
    await page.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'Envio' }).click();
    await expect(page.getByRole('list', { name: 'Registro de auditoria' }).getByRole('listitem').first()).toContainText('Reenvio por');
  });

  test('an admin adds a CRM webhook (the secret shown once), is told why an address is refused, and sends a test event', async ({ page }) => {
    const crm = await receiver(200);
    await useAdminSession(page);
    await page.goto('/admin/dashboard/webhooks');
    const form = page.getByRole('form', { name: 'Novo webhook' });
    await form.getByLabel('URL do endpoint').fill('ftp://crm.example.com');
    await form.getByRole('button', { name: 'Adicionar webhook' }).click();
    await expect(form.getByText('Informe uma URL válida, começando com https://')).toBeVisible();
    await expect(form.getByLabel('URL do endpoint')).toBeFocused();

    await form.getByLabel('URL do endpoint').fill(crm.url);
    await form.getByLabel('Nova consultoria agendada').check();
    await form.getByRole('button', { name: 'Adicionar webhook' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Segredo do webhook' });
    await expect(secretDialog.getByLabel('Segredo')).toHaveValue(/^whsec_/);
    // The dialog itself (the success toast beside it is checked by the toasts' own specs).
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await secretDialog.getByRole('button', { name: 'Já guardei' }).click();

    const item = page.getByRole('list', { name: 'Webhooks cadastrados' }).getByRole('listitem').filter({ hasText: crm.url });
    await expect(item).toContainText('Novo lead, Nova consultoria agendada');
    await item.getByRole('button', { name: 'Enviar teste' }).click();
    await expect(toast(page, 'Evento de teste enviado!')).toBeVisible();
    await expect.poll(() => crm.events.includes('ping'), { timeout: 15_000 }).toBe(true);
    await item.getByRole('button', { name: 'Ver entregas' }).click();
    await expect(item.getByRole('list', { name: `Entregas para ${crm.url}` })).toContainText('Evento de teste');
    await expect(page.locator('body')).not.toContainText(/whsec_/);
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    await item.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog', { name: 'Excluir webhook' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Webhook excluído!')).toBeVisible();
    await crm.close();
  });
});
