import { expect, test } from './support/test';

import { PUBLIC_ROUTES } from './support/routes';

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px wide nothing scrolls sideways, and at 320×256 (a 1280×1024 screen at 400 %
 * zoom) the cookie banner is reachable whole, its buttons always on screen.
 */
const routes = [...PUBLIC_ROUTES.map((route) => route.path), '/cases/residencial-mirante-campolim', '/pagina-que-nao-existe'];

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of routes) {
    test(`no sideways scroll: ${path}`, async ({ page }) => {
      await page.goto(path);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
      expect(widths.page, `page width at ${path}`).toBeLessThanOrEqual(320);
      expect(widths.body, `body width at ${path}`).toBeLessThanOrEqual(320);
    });
  }
});

test.describe('the cookie banner at 320×256', () => {
  test.use({ viewport: { width: 320, height: 256 }, storageState: { cookies: [], origins: [] } });

  test('fits the screen: its buttons are on screen and its text scrolls inside it', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(256);
    for (const name of ['Personalizar', 'Rejeitar todos', 'Aceitar todos']) {
      const button = (await banner.getByRole('button', { name }).boundingBox())!;
      expect(button.y, name).toBeGreaterThanOrEqual(box.y);
      expect(button.y + button.height, name).toBeLessThanOrEqual(256);
    }
    // The whole text can be read: its box scrolls to the last line.
    const text = banner.getByRole('region', { name: 'Sobre o uso de cookies' });
    await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(text.getByRole('link', { name: 'Política de Privacidade' })).toBeInViewport();
    await banner.getByRole('button', { name: 'Rejeitar todos' }).click();
    await expect(banner).toBeHidden();
  });
});
