import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

import { PUBLIC_ROUTES } from './support/routes';

/**
 * Accessibility (issue 7): axe finds no WCAG 2.2 AA or best-practice violation on any public page, in the light
 * and the dark theme, including the states a visitor can open (case dialog, lightbox, consent banner and its
 * preferences dialog) and the 404 page.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const THEMES = ['light', 'dark'] as const;
type ThemeName = (typeof THEMES)[number];
/** body background of each scheme (palette.background.default in web/src/theme/palette.ts). */
const BODY_BACKGROUND: Record<ThemeName, string> = { light: 'rgb(246, 248, 251)', dark: 'rgb(10, 18, 32)' };
/** A seeded case with a chart and a gallery, so its dialog and lightbox show everything they can. */
const RICH_CASE = 'residencial-mirante-campolim';
const FIRST_VISIT = { cookies: [], origins: [] };
/** A phone (Lighthouse's mobile viewport): the layout, the menu and the touch targets change there. */
const PHONE = { width: 412, height: 823 };

/**
 * The stored theme choice (MUI's mode key, read by the inline script before the first paint) and the OS preference.
 * Reduced motion: the home H1's word fades in anew every 3 s, and a check mid-fade would measure a half-transparent text.
 */
async function useTheme(page: Page, theme: ThemeName) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
}

/** The page is in the theme under test: class on <html> and the scheme's own background. */
async function expectTheme(page: Page, theme: ThemeName) {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BODY_BACKGROUND[theme]);
}

/** After the CMS data arrived and every transition (dialog fade, banner) finished: what a visitor sees at rest. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** One line per failing element (rule, target, what to fix), so a failure reads like a to-do list. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact}] ${violation.help}\n    target: ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  );
}

async function expectNoViolations(page: Page) {
  await settle(page);
  expect(await violations(page)).toEqual([]);
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    for (const { path, h1 } of PUBLIC_ROUTES) {
      test(`axe: ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expectTheme(page, theme);
        await expectNoViolations(page);
      });
    }

    test('axe: the 404 page', async ({ page }) => {
      await page.goto('/pagina-que-nao-existe');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expectTheme(page, theme);
      await expectNoViolations(page);
    });

    test('axe: a case dialog opened by its link, then its lightbox', async ({ page }) => {
      await page.goto('/cases');
      await page.locator(`a[href="/cases/${RICH_CASE}"]`).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectTheme(page, theme);
      await expectNoViolations(page);

      await dialog.getByRole('button', { name: /^Ampliar imagem 1 de \d+ da galeria$/ }).click();
      await expect(page.getByRole('dialog', { name: /^Imagens do case / })).toBeVisible();
      await expectNoViolations(page);
    });

    test('axe: the admin sign-in page', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTheme(page, theme);
      await expectNoViolations(page);
    });

    test.describe('first visit', () => {
      test.use({ storageState: FIRST_VISIT });

      test('axe: the consent banner, then its preferences dialog', async ({ page }) => {
        await page.goto('/');
        const banner = page.getByRole('region', { name: 'Aviso de cookies' });
        await expect(banner).toBeVisible();
        await expectTheme(page, theme);
        await expectNoViolations(page);

        await banner.getByRole('button', { name: 'Personalizar' }).click();
        await expect(page.getByRole('dialog', { name: 'Preferências de cookies' })).toBeVisible();
        await expectNoViolations(page);
      });
    });
  });
}

test.describe('phone, light theme', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
  test.beforeEach(({ page }) => useTheme(page, 'light'));

  for (const { path, h1 } of PUBLIC_ROUTES) {
    test(`axe: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expectNoViolations(page);
    });
  }

  test('axe: the open menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu móvel' })).toBeVisible();
    await expectNoViolations(page);
  });
});
