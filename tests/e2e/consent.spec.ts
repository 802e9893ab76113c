import { expect, test, type Page } from './support/test';

import { PRIVACY_POLICY_VERSION } from '../../domain/src/privacy';

import { useAdminSession } from './support/admin';
import { adminJwt, ANY_VERSION } from './support/cms';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const HOST = process.env.E2E_SCRIPT_HOST_URL ?? 'http://127.0.0.1:4185';
const SNIPPET = `<script>window.__consentInline = (window.__consentInline || 0) + 1;</script><script src="${HOST}/tag.js"></script>`;

// The snippet lives in the shared CMS only while this file runs, one test at a time.
test.describe.configure({ mode: 'serial' });
// A first visit: none of the stored cookie choice the other specs start with (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

async function setHeadSnippet(value: string, category = 'marketing') {
  const response = await fetch(`${CMS}/api/site-settings/upsert`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
    body: JSON.stringify({ data: { setting_key: 'head_scripts', setting_value: value, consent_category: category } }),
  });
  expect(response.status).toBe(200);
}

/**
 * Requests for the tag this test's browser made (counted in the browser: another spec running at the same time may
 * fetch the tag too while the snippet is set, and the tag host's own counter is shared).
 */
let tagRequested = 0;
const hostRequests = async () => tagRequested;
const tagRuns = (page: Page) => page.evaluate(() => (window as unknown as { __consentTestTag?: number }).__consentTestTag ?? 0);
const banner = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });

/** Lets the page load the settings and any allowed snippet (a fixed wait would hide nothing: we count requests). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.beforeAll(() => setHeadSnippet(SNIPPET));
test.afterAll(() => setHeadSnippet('', 'marketing'));
test.beforeEach(async ({ context }) => {
  tagRequested = 0;
  context.on('request', (request) => {
    if (request.url() === `${HOST}/tag.js`) tagRequested++;
  });
});

test('before consent nothing reaches the tag host; "Aceitar todos" runs it once, without a reload, and once on each page after', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Aceitar todos' })).toBeVisible();
  await settle(page);
  expect(await hostRequests()).toBe(0);
  expect(await tagRuns(page)).toBe(0);
  // Consent Mode v2 defaults were set first, all denied.
  const defaults = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer[0]));
  expect(defaults).toContain('"ad_storage":"denied"');
  expect(defaults).toContain('"analytics_storage":"denied"');

  await banner(page).getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => tagRuns(page)).toBe(1);
  expect(await hostRequests()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __consentInline?: number }).__consentInline)).toBe(1);
  const update = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer.at(-1)));
  expect(update).toContain('"update"');
  expect(update).toContain('"ad_storage":"granted"');

  // Pages are ordinary page loads: the next page runs the granted tag once too (a page view), with no banner.
  await page.getByRole('link', { name: 'Serviços' }).first().click();
  await expect(page).toHaveURL(/\/servicos$/);
  await settle(page);
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => tagRuns(page)).toBe(1);
  expect(await hostRequests()).toBe(2);
});

test('after "Rejeitar todos" the tag never loads, across navigation and reload', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Rejeitar todos' }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('link', { name: 'Serviços' }).first().click();
  await expect(page).toHaveURL(/\/servicos$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await expect(banner(page)).toBeHidden();
  expect(await tagRuns(page)).toBe(0);
  expect(await hostRequests()).toBe(0);
});

test('the footer link reopens the preferences; granting Marketing there runs the tag without a reload', async ({ page }) => {
  await page.goto('/contato');
  await banner(page).getByRole('button', { name: 'Rejeitar todos' }).click();
  await page.getByRole('button', { name: 'Preferências de cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
  await expect(dialog.getByRole('switch', { name: 'Necessários' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Necessários' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Marketing' }).check();
  await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => tagRuns(page)).toBe(1);
  expect(await hostRequests()).toBe(1);
});

test('a failing settings endpoint logs the spec message and the page still works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/api/site-settings*', (route) => route.fulfill({ status: 500 }));
  await page.addInitScript(
    (version) =>
      localStorage.setItem(
        'alicerce.consent',
        JSON.stringify({ version, date: new Date().toISOString(), categories: { necessary: true, analytics: true, marketing: true } }),
      ),
    PRIVACY_POLICY_VERSION,
  );
  await page.goto('/servicos');
  await expect.poll(() => errors.some((text) => text.includes('Error loading custom scripts'))).toBe(true);
  expect(errors.some((text) => text.includes('Error loading footer scripts'))).toBe(true);
  await page.getByRole('link', { name: 'Contato' }).first().click();
  await expect(page).toHaveURL(/\/contato$/);
  expect(await hostRequests()).toBe(0);
});

test('admin pages never run the snippets, even with every category accepted', async ({ page }) => {
  await useAdminSession(page);
  await page.addInitScript(
    (version) =>
      localStorage.setItem(
        'alicerce.consent',
        JSON.stringify({ version, date: new Date().toISOString(), categories: { necessary: true, analytics: true, marketing: true } }),
      ),
    PRIVACY_POLICY_VERSION,
  );
  await page.goto('/admin/dashboard?aba=configuracoes');
  const select = page.getByRole('combobox', { name: 'Categoria de consentimento' }).first();
  await expect(select).toHaveText('Marketing');
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  expect(await tagRuns(page)).toBe(0);
  expect(await hostRequests()).toBe(0);
});
