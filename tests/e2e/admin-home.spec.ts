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
    await expect.poll(() => leadsToday(page)).toBe(before + 1);
    // The waiting list shows the oldest first: the new lead is reached from Leads when older ones fill the block.
    const waiting = page.getByRole('region', { name: /^Aguardando contato/ });
    await expect(waiting).toBeVisible();
    const shown = waiting.getByRole('button', { name: `Marcar ${name} como contatado` });
    if (await shown.count()) {
      await shown.click();
      await expect(page.getByText(`${name} marcado como contatado.`)).toBeVisible();
      await expect(shown).toHaveCount(0);
    }
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
