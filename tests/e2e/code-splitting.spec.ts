import { expect, islandsReady, test } from './support/test';

const ADMIN_CHUNK = /\/assets\/(admin|login|register|forgot-password|reset-password|dashboard)[-.][^/]*\.js$/;

test('public pages never download admin code; the admin page does', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));

  for (const path of ['/', '/servicos', '/blog', '/blog/geracao-de-leads', '/cases', '/contato']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Serviços', exact: true }).click();
  await expect(page).toHaveURL(/\/servicos$/);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => ADMIN_CHUNK.test(s))).toEqual([]);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((s) => ADMIN_CHUNK.test(s))).toBe(true);
});

test("the forms' validation rules (zod) load when a visitor starts filling a form in, not with the page", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  const rules = () => scripts.filter((s) => /\/assets\/(form-rules|zod)[-.][^/]*\.js$/.test(s));

  for (const path of ['/', '/agendamento']) {
    await page.goto(path);
    await islandsReady(page);
    expect(rules(), path).toEqual([]);
  }
  await page.goto('/contato');
  await islandsReady(page);
  expect(rules()).toEqual([]);
  await page.getByRole('textbox', { name: /^Nome/ }).first().click();
  await expect.poll(() => rules().length).toBeGreaterThan(0);
});
