import { expect, test, type Page } from './support/test';

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

test('the theme toggle cycles system → light → dark and the choice survives a reload without a flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/servicos');
  const toggle = page.getByRole('button', { name: 'Alternar tema' });
  await expect(toggle).toHaveAttribute('title', 'Tema: sistema');

  await toggle.click();
  await expect(toggle).toHaveAttribute('title', 'Tema: claro');
  expect(await htmlClass(page)).toContain('light');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await toggle.click();
  await expect(toggle).toHaveAttribute('title', 'Tema: escuro');
  expect(await htmlClass(page)).toContain('dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);

  // Before any app script runs (all of them blocked), the inline init script already applies the
  // stored choice: the prerendered page never shows the wrong theme first.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect(await htmlClass(page)).toContain('dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
  await page.unroute('**/assets/*.js');

  await page.reload();
  await expect(toggle).toHaveAttribute('title', 'Tema: escuro');
  await toggle.click();
  await expect(toggle).toHaveAttribute('title', 'Tema: sistema');
});

test('system mode follows the operating system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Alternar tema' })).toHaveAttribute('title', 'Tema: sistema');
  expect(await htmlClass(page)).toContain('dark');
});
