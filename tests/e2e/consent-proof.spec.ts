import { expect, test, type Page } from './support/test';

import { PRIVACY_POLICY_VERSION } from '../../domain/src/privacy';
import { adminJwt, ANY_VERSION } from './support/cms';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const SCRIPT_HOST = process.env.E2E_SCRIPT_HOST_URL ?? 'http://127.0.0.1:4185';
/** An analytics tag on another host, answered in the browser: each request for it is one load of the tag. */
const ANALYTICS_TAG = 'https://analytics.example/consent-proof.js';

// The analytics snippet lives in the shared CMS only while this file runs, one test at a time (consent.spec.ts uses
// the head snippet; this file the body one).
test.describe.configure({ mode: 'serial' });
// A first visit: none of the stored cookie choice the other specs start with (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

async function setBodySnippet(value: string, category: string) {
  const response = await fetch(`${CMS}/api/site-settings/upsert`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
    body: JSON.stringify({ data: { setting_key: 'body_scripts', setting_value: value, consent_category: category } }),
  });
  expect(response.status).toBe(200);
}

type ConsentRecord = {
  consent_id: string;
  categories: Record<string, boolean>;
  policy_version: number;
  action: string;
  chosen_at: string;
  recorded_at: string;
};

/** What an admin finds for a consent id (GET /api/consent-records?consentId=…), latest first. */
async function recordsOf(consentId: string): Promise<ConsentRecord[]> {
  const response = await fetch(`${CMS}/api/consent-records?consentId=${consentId}`, { headers: { authorization: `Bearer ${await adminJwt()}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ConsentRecord[] }).data;
}

/** The consent id kept in the visitor's browser with their choice. */
const storedConsentId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('alicerce.consent') ?? '{}') as { id?: string }).id);
const pendingRecords = (page: Page) => page.evaluate(() => localStorage.getItem('alicerce.consent.pending'));
const banner = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Preferências de cookies' });

/**
 * Counts the loads of the analytics tag on this page's context. consent.spec.ts, which may run beside this file, keeps
 * a marketing snippet in the CMS that counts its loads on the tag host: this file's visitors, who accept marketing
 * too, never reach that host, so they do not change its count.
 */
async function countTagLoads(page: Page) {
  await page.context().route(
    (url) => url.origin === new URL(SCRIPT_HOST).origin,
    (route) => route.abort(),
  );
  const loads = { count: 0 };
  await page.context().route(ANALYTICS_TAG, (route) => {
    loads.count++;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsProof = (window.__analyticsProof || 0) + 1;' });
  });
  return loads;
}

test.beforeAll(() => setBodySnippet(`<script src="${ANALYTICS_TAG}"></script>`, 'analytics'));
test.afterAll(() => setBodySnippet('', 'marketing'));

test('"Aceitar todos" on the banner is recorded under the id kept in the browser, with the categories and the policy version, and nothing identifying', async ({
  page,
}) => {
  const loads = await countTagLoads(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => loads.count).toBe(1);

  const consentId = await storedConsentId(page);
  expect(consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  await expect.poll(() => recordsOf(consentId!)).toHaveLength(1);
  const [record] = await recordsOf(consentId!);
  expect(record).toEqual({
    consent_id: consentId,
    categories: { necessary: true, analytics: true, marketing: true },
    policy_version: PRIVACY_POLICY_VERSION,
    action: 'accept_all',
    chosen_at: expect.any(String),
    recorded_at: expect.any(String),
  });
  // The record names no IP and no browser: exactly the fields above.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  expect(JSON.stringify(record)).not.toContain(userAgent);
  expect(JSON.stringify(record)).not.toContain('127.0.0.1');
  await expect.poll(() => pendingRecords(page)).toBeNull();
});

test('reopened from the footer, "Rejeitar todos" is a new record and the analytics tag no longer loads; "Aceitar todos" there grants it again at once', async ({
  page,
}) => {
  const loads = await countTagLoads(page);
  await page.goto('/contato');
  await banner(page).getByRole('button', { name: 'Aceitar todos' }).click();
  await expect.poll(() => loads.count).toBe(1);
  const consentId = (await storedConsentId(page))!;

  await page.getByRole('button', { name: 'Preferências de cookies' }).click();
  await expect(preferences(page).getByRole('switch', { name: 'Analíticos' })).toBeChecked();
  await preferences(page).getByRole('button', { name: 'Rejeitar todos' }).click();
  await expect(preferences(page)).toBeHidden();
  await expect.poll(async () => (await recordsOf(consentId)).map((r) => r.action)).toEqual(['reject_all', 'accept_all']);
  expect((await recordsOf(consentId))[0].categories).toEqual({ necessary: true, analytics: false, marketing: false });

  // The next page: the withdrawn category's tag is not loaded.
  await page.getByRole('link', { name: 'Serviços' }).first().click();
  await expect(page).toHaveURL(/\/servicos$/);
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __analyticsProof?: number }).__analyticsProof)).toBeUndefined();
  expect(await storedConsentId(page)).toBe(consentId);

  // Consenting again is as easy: one click in the same dialog, the tag runs on this page at once.
  await page.getByRole('button', { name: 'Preferências de cookies' }).click();
  await preferences(page).getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(preferences(page)).toBeHidden();
  await expect.poll(() => loads.count).toBe(2);
  await expect.poll(async () => (await recordsOf(consentId)).map((r) => r.action)).toEqual(['accept_all', 'reject_all', 'accept_all']);
});

test('a choice the CMS could not take is kept in the browser and recorded on the next page load', async ({ page }) => {
  await page.route('**/api/consent-records', (route) => route.abort());
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Rejeitar todos' }).click();
  await expect(banner(page)).toBeHidden();
  const consentId = (await storedConsentId(page))!;
  await expect.poll(() => pendingRecords(page)).toContain(consentId);
  expect(await recordsOf(consentId)).toEqual([]);

  await page.unroute('**/api/consent-records');
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(async () => (await recordsOf(consentId)).map((r) => r.action)).toEqual(['reject_all']);
  await expect.poll(() => pendingRecords(page)).toBeNull();
});
