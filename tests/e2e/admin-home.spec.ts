import { dashboardNav, useAdminSession } from './support/admin';
import { uniqueEmail } from './support/cms';
import { asNewEditor, cmsAs } from './support/team';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

// Issue 57, 'Início': the first screen after sign-in. An admin's counts move with a lead that arrives; 'Marcar como
// contatado' takes it off the waiting list; an editor's Início has no funnel, and the CMS answers an editor none.

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const letters = () => Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvz'[Math.floor(Math.random() * 18)]).join('');

async function sendLead(name: string) {
  const response = await fetch(`${CMS}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { name, email: uniqueEmail('inicio'), phone: '(15) 99321-0000', source_page: '/contato', message: 'Quero saber dos planos.' },
    }),
  });
  expect(response.status).toBe(201);
}

/** The 'Hoje' figure of the Leads block. */
const leadsToday = async (page: Page) =>
  Number(await page.getByRole('region', { name: 'Leads' }).getByText('Hoje').locator('xpath=following-sibling::*[1]').textContent());

for (const width of [1366, 375]) {
  test(`Início at ${width} px: a new lead counts today and waits for contact; 'Marcar como contatado' takes it off`, async ({ page }) => {
    test.setTimeout(90_000 * patience);
    await page.setViewportSize({ width, height: width > 600 ? 768 : 812 });
    await useAdminSession(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard\/inicio$/);
    await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Início' })).toBeVisible();
    const before = await leadsToday(page);

    const name = `Inicio Pessoa ${letters()}`;
    await sendLead(name);
    await page.reload();
    // Other workers send leads too: at least this one more.
    await expect.poll(() => leadsToday(page)).toBeGreaterThanOrEqual(before + 1);
    // The waiting list shows the oldest first; the first one is marked as contacted and leaves it.
    const waiting = page.getByRole('region', { name: /^Aguardando contato \(\d+\)$/ });
    const mark = waiting.getByRole('button', { name: /^Marcar .+ como contatado$/ }).first();
    const label = (await mark.getAttribute('aria-label'))!;
    const oldest = label.replace(/^Marcar (.+) como contatado$/, '$1');
    await mark.click();
    await expect(page.getByText(`${oldest} marcado como contatado.`)).toBeVisible();
    await expect(waiting.getByRole('button', { name: label, exact: true })).toHaveCount(0);
    // Its link opens Leads filtered to the ones still 'Novo'.
    // (The block's title drops its count once nobody waits.)
    await page
      .getByRole('region', { name: /^Aguardando contato/ })
      .getByRole('link', { name: 'Ver todos os leads novos' })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/leads\?status=new$/);
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveText('Novo');
    await page.goBack();
    if (width < 600) {
      await page.getByRole('button', { name: 'Abrir a navegação do painel' }).click();
      await expect(dashboardNav(page).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    } else await expect(dashboardNav(page).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  });
}

test("an editor's Início has the content blocks and no funnel; the CMS answers an editor no funnel either", async ({ page }) => {
  test.setTimeout(60_000 * patience);
  const { jwt } = await asNewEditor(page);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard\/inicio$/);
  await expect(page.getByRole('region', { name: /^Rascunhos/ })).toBeVisible();
  for (const name of ['Sendo editados agora', 'Artigos agendados', 'Landing pages encerrando'])
    await expect(page.getByRole('region', { name })).toBeVisible();
  for (const name of ['Leads', 'Consultorias agendadas', 'Próximas consultorias', 'Testes A/B em andamento'])
    await expect(page.getByRole('region', { name })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Aguardando contato/ })).toHaveCount(0);
  const answer = await cmsAs(jwt, 'GET', '/dashboard-home');
  expect(answer.status).toBe(200);
  expect(answer.body.data.funnel).toBeNull();
});
