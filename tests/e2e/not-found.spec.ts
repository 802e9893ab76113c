import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));

  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => logged.filter((line) => line.includes('/pagina-que-nao-existe'))).toHaveLength(1);

  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marketing digital que vende');
});

test('an unknown article slug shows the 404 page', async ({ page }) => {
  await page.goto('/blog/artigo-que-nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
