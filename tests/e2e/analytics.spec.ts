import { expect, test, type Page } from './support/test';

import { cmsGet } from './support/cms';

/**
 * The public pages' cookieless statistics, end to end: the built site's beacon, the real CMS's counters and the
 * admin's summary read (GET /api/analytics/summary).
 */
type Counts = { views: number; whatsapp_clicks: number; agendar_clicks: number };
type Summary = { by_source: Array<{ source: string; medium: string; campaign: string } & Counts> };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const campaignCounts = async (campaign: string): Promise<Counts | undefined> => {
  const { data } = await cmsGet<{ data: Summary }>(`/analytics/summary?from=${day(-1)}&to=${day(1)}`, true);
  return data.by_source.find((row) => row.campaign === campaign);
};
const uniqueCampaign = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Every beacon request the page sends (sendBeacon), counted as the browser makes them. */
function countBeacons(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/beacon')) sent.push(request.postData() ?? '');
  });
  return sent;
}

/** WhatsApp opens in a new tab: the chat site is not reached from the test machine. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => route.fulfill({ status: 204 }));
});

test('a visit that lands with UTM counts its views under that campaign, on the next page too', async ({ page }) => {
  const campaign = uniqueCampaign('lancamento');
  const beacons = countBeacons(page);
  await page.goto(`/servicos?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  await expect.poll(() => beacons.length).toBe(1);
  await expect.poll(() => campaignCounts(campaign)).toMatchObject({ source: 'google', medium: 'cpc', views: 1 });

  // An ordinary page load: the first touch is remembered, the URL no longer carries the campaign.
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Contato', exact: true }).click();
  await expect(page).toHaveURL(/\/contato$/);
  await expect.poll(() => campaignCounts(campaign)).toMatchObject({ views: 2, whatsapp_clicks: 0 });
});

test('a click on a WhatsApp link counts a WhatsApp event under the visit’s campaign', async ({ page }) => {
  const campaign = uniqueCampaign('whatsapp');
  await page.goto(`/servicos?utm_source=meta&utm_medium=social&utm_campaign=${campaign}`);
  await expect.poll(() => campaignCounts(campaign)).toMatchObject({ views: 1 });
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Solicitar Proposta do plano Sales Machine/ }).click();
  await (await popup).close();
  await expect.poll(() => campaignCounts(campaign)).toMatchObject({ views: 1, whatsapp_clicks: 1, agendar_clicks: 0 });
});

for (const [name, setting] of [
  ['Global Privacy Control', 'globalPrivacyControl'],
  ['Do Not Track', 'doNotTrack'],
] as const) {
  test(`with ${name} on, no beacon request is sent, for views or clicks`, async ({ page }) => {
    await page.addInitScript((key) => {
      Object.defineProperty(Navigator.prototype, key, { get: () => (key === 'doNotTrack' ? '1' : true), configurable: true });
    }, setting);
    const campaign = uniqueCampaign('privado');
    const beacons = countBeacons(page);
    await page.goto(`/servicos?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
    await expect(page.locator('html[data-islands="ready"]')).toBeAttached();
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Solicitar Proposta do plano Sales Machine/ }).click();
    await (await popup).close();
    await page.goto('/contato');
    await expect(page.locator('html[data-islands="ready"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(beacons).toEqual([]);
    expect(await campaignCounts(campaign)).toBeUndefined();
  });
}
