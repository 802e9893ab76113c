import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

import { PUBLIC_ROUTES } from './support/routes';

/**
 * Accessibility (issue 7): axe finds no WCAG 2.2 AA or best-practice violation on any public page, in the light
 * and the dark theme, including the states a visitor can open (case dialog, lightbox, consent banner and its
 * preferences dialog) and the 404 page.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const THEMES = ['light', 'dark'] as const;
type ThemeName = (typeof THEMES)[number];
/** body background of each scheme (palette.background.default in web/src/shared/theme/palette.ts). */
const BODY_BACKGROUND: Record<ThemeName, string> = { light: 'rgb(250, 247, 242)', dark: 'rgb(15, 23, 36)' };
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

/**
 * Two rules of an outside checker (HTML_CodeSniffer's WCAG 2 AA, as pa11y runs it) that axe words differently: every
 * button and link has a name of its own (H91), every form has a submit button (H32.2). Like that checker, it reads the markup: a control
 * is out of scope only under aria-hidden="true" or role="presentation", not because it is invisible.
 */
async function codeSnifferFindings(page: Page) {
  return page.evaluate(() => {
    const outOfScope = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement)
        if (at.getAttribute('aria-hidden') === 'true' || at.getAttribute('role') === 'presentation') return true;
      return false;
    };
    const text = (element: Element | null) =>
      (element?.textContent ?? '').trim() ||
      Array.from(element?.querySelectorAll('img[alt]') ?? [], (img) => img.getAttribute('alt'))
        .join('')
        .trim();
    const named = (button: Element) =>
      Boolean(
        text(button) ||
        button.getAttribute('title')?.trim() ||
        button.getAttribute('aria-label')?.trim() ||
        (button.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => text(document.getElementById(id))),
      );
    const submits = (form: Element) =>
      form.querySelector('input[type="submit"], input[type="image"]') !== null ||
      Array.from(form.querySelectorAll('button')).some(
        (button) => !['button', 'reset'].includes((button.getAttribute('type') ?? 'submit').toLowerCase()),
      );
    const where = (element: Element) => element.outerHTML.slice(0, 120);
    return [
      ...Array.from(document.querySelectorAll('button'))
        .filter((button) => !outOfScope(button) && !named(button))
        .map((button) => `H91 button without a name: ${where(button)}`),
      // A link named only by an SVG inside it (role="img" aria-label) has no name for this checker.
      ...Array.from(document.querySelectorAll('a[href]'))
        .filter((link) => !outOfScope(link) && !named(link))
        .map((link) => `H91 link without a name: ${where(link)}`),
      ...Array.from(document.querySelectorAll('form'))
        .filter((form) => !outOfScope(form) && !submits(form))
        .map((form) => `H32.2 form without a submit button: ${where(form)}`),
    ];
  });
}

test('HTML_CodeSniffer (pa11y): every button and link is named and every form can be submitted, on every public page', async ({ page }) => {
  test.setTimeout(120_000 * patience);
  // A month whose last week ends early (Monday 30 November 2026): the calendar draws five empty cells after it.
  await page.clock.setFixedTime(new Date('2026-11-25T13:00:00Z'));
  for (const path of [...PUBLIC_ROUTES.map((route) => route.path), '/pagina-que-nao-existe']) {
    await page.goto(path);
    await settle(page);
    expect(await codeSnifferFindings(page), path).toEqual([]);
  }
});
