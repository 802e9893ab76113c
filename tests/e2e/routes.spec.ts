import { expect, test } from './support/test';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from './support/routes';

test.describe('every route of the spec answers in the browser', () => {
  for (const { path, h1 } of PUBLIC_ROUTES) {
    test(`public ${path}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      expect(await page.title()).toMatch(/Alicerce Digital/);
      expect(errors, 'no console errors (hydration included)').toEqual([]);
    });
  }

  for (const path of ADMIN_ROUTES) {
    test(`admin ${path} is served client-side and not indexed`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    });
  }

  test('public pages have distinct titles', async ({ page }) => {
    const titles = new Set<string>();
    for (const { path } of PUBLIC_ROUTES) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(PUBLIC_ROUTES.length);
  });
});
