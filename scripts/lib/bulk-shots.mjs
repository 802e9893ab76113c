// The bulk bar (issue 57), for `npm run screenshots -- --screens=lote`: the Blog list with its page selected, Envios
// filtered to failed deliveries (two, made here: a CRM webhook that refuses, removed before its retry) with theirs
// selected, Leads selected with 'Mudar status' open, Depoimentos selected; and 'where am I': the global search with a
// lead found by its phone typed without punctuation, and a case editor's breadcrumbs — at each width and theme asked,
// as PNGs beside the others.
import { join } from 'node:path';

import { signedInContext } from './editing-shots.mjs';

/** Two leads whose CRM webhook fails for good ('Endpoint removido'): the endpoint refuses, then is removed. */
async function failedDeliveries(cmsUrl, sessionValue) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${JSON.parse(sessionValue).jwt}` };
  const call = async (method, path, data) => {
    const response = await fetch(`${cmsUrl}/api${path}`, { method, headers, body: data ? JSON.stringify({ data }) : undefined });
    return response.status === 204 ? null : response.json();
  };
  // Nothing listens on port 9 (discard): each attempt is refused at once.
  const endpoint = await call('POST', '/webhook-endpoints', { url: 'http://127.0.0.1:9/crm', events: ['lead.created'] });
  if (!endpoint?.data) throw new Error(`the CRM webhook for Envios was refused: ${JSON.stringify(endpoint)}`);
  for (const [name, phone] of [
    ['Marina Albuquerque', '(15) 99812-4410'],
    ['Rafael Toledo', '(15) 99703-2281'],
  ]) {
    await fetch(`${cmsUrl}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${phone.slice(-2)}` },
      body: JSON.stringify({
        data: {
          name,
          email: `${name.split(' ')[0].toLowerCase()}@exemplo.com.br`,
          phone,
          company: 'Incorporadora Vale Verde',
          message: 'Vamos lançar um loteamento em Votorantim e queremos conversar sobre as campanhas.',
          source_page: '/contato',
        },
      }),
    });
  }
  const failed = async () => (await call('GET', '/outbox-deliveries?state=failed&channel=webhook')).data.length;
  const tried = async () => (await call('GET', '/outbox-deliveries?channel=webhook&state=pending')).data.every((row) => row.attempts > 0);
  for (let i = 0; i < 100 && !(await tried()); i++) await new Promise((resolve) => setTimeout(resolve, 200));
  await call('DELETE', `/webhook-endpoints/${endpoint.data.id}`);
  for (let i = 0; i < 300 && (await failed()) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 200));
}

export async function shootBulkStates(browser, { siteUrl, cmsUrl, sessionValue, widths, themes, out }) {
  await failedDeliveries(cmsUrl, sessionValue);
  let count = 0;
  for (const width of widths) {
    for (const theme of themes) {
      const context = await signedInContext(browser, { width, theme, sessionValue });
      const page = await context.newPage();
      const bar = page.getByRole('group', { name: 'Ações em lote' });
      await page.goto(`${siteUrl}/admin/dashboard/blog`);
      await bar.getByRole('checkbox', { name: 'Selecionar esta página' }).check();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `blog-lote-${width}-${theme}.png`) });
      await page.goto(`${siteUrl}/admin/dashboard/envios`);
      await page.getByLabel('Situação').click();
      await page.getByRole('option', { name: 'Falhou' }).click();
      // The filter's menu gone, not fading out over the list.
      await page.waitForFunction(() => !globalThis.document.querySelector('[role="option"]'));
      await bar.getByRole('checkbox', { name: 'Selecionar esta página' }).check();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `envios-lote-${width}-${theme}.png`) });
      await page.goto(`${siteUrl}/admin/dashboard/leads`);
      await bar.getByRole('checkbox', { name: 'Selecionar esta página' }).check();
      await bar.getByRole('button', { name: 'Mudar status' }).click();
      await page.getByRole('menuitem', { name: 'Contatado' }).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `leads-lote-${width}-${theme}.png`) });
      await page.keyboard.press('Escape');
      await page.goto(`${siteUrl}/admin/dashboard/prova-social/depoimentos`);
      await bar.getByRole('checkbox', { name: 'Selecionar esta página' }).check();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `depoimentos-lote-${width}-${theme}.png`) });
      // The global search: a lead found by its phone typed as digits only.
      await page.goto(`${siteUrl}/admin/dashboard/inicio`);
      await page.getByRole('button', { name: width < 600 ? 'Pesquisar no painel' : 'Pesquisar', exact: true }).click();
      await page.getByRole('dialog', { name: 'Pesquisar no painel' }).getByRole('combobox').fill('15998124410');
      await page.getByRole('dialog', { name: 'Pesquisar no painel' }).getByText('Marina Albuquerque').first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `busca-${width}-${theme}.png`) });
      await page.keyboard.press('Escape');
      // A case editor's breadcrumbs (Conteúdo › Cases › <case>).
      await page.goto(`${siteUrl}/admin/dashboard/cases`);
      await page
        .getByRole('button', { name: /^Editar / })
        .first()
        .click();
      await page.getByRole('navigation', { name: 'Você está em' }).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `migalhas-${width}-${theme}.png`) });
      count += 6;
      await context.close();
    }
  }
  return count;
}
