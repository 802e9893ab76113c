import { expect, test } from './support/test';

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));

  const response = await page.goto('/pagina-que-nao-existe');
  // A real 404 for search engines, not a page that answers 200 (a "soft 404").
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => logged.filter((line) => line.includes('/pagina-que-nao-existe'))).toHaveLength(1);

  // The site's audience reads Portuguese: the page says it in pt-BR too, with the ways back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(
    page.getByText('O endereço que você abriu não existe ou mudou de lugar. Volte para o início ou siga por uma das páginas abaixo.'),
  ).toBeVisible();
  const ways = page.getByRole('navigation', { name: 'Páginas do site' }).getByRole('link');
  await expect(ways).toHaveText(['Marketing Digital', 'Serviços', 'Cases', 'Blog', 'Contato']);
  await ways.filter({ hasText: 'Cases' }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await page.goBack();

  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marketing digital que vende');
});

test('an unknown article or case slug shows the 404 page with the status 404', async ({ page }) => {
  for (const path of ['/blog/artigo-que-nao-existe', '/cases/case-que-nao-existe']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  }
});

test('a missing script is a 404 that no cache keeps, never an HTML page', async ({ request }) => {
  const response = await request.get('/assets/nao-existe-123.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['content-type']).not.toContain('text/html');
});
