import type { BrowserContext } from '@playwright/test';

import { PRIVACY_POLICY_VERSION } from '../../../domain/src/privacy';

import { expect, type Page } from './test';

/**
 * What the early-input specs share: a page opened on a phone with a 4× slower CPU whose islands' code is held back
 * until the test lets it through, so what the test does surely comes before binding (web/src/site/lib/islands/early-input.ts).
 */
export type Held = { page: Page; release: () => void };

/**
 * Opens `path` with the islands' code held back until `release()`. A returning visitor who already answered the
 * cookie banner (nothing covers what is tapped), unless `firstVisit` (the banner's own test).
 */
export async function openBeforeIslands(context: BrowserContext, path: string, { firstVisit = false } = {}): Promise<Held> {
  // A page of its own: the fixture's page waits for the islands after every navigation, a visitor does not.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (!firstVisit) {
    await page.addInitScript(
      (version) =>
        localStorage.setItem(
          'alicerce.consent',
          JSON.stringify({ version, date: new Date().toISOString(), categories: { necessary: true, analytics: false, marketing: false } }),
        ),
      PRIVACY_POLICY_VERSION,
    );
  }
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // With every script file held back, the islands ready now are those the page's own inline script bound
  // (web/src/site/islands/inline.ts): noted, so `notBoundYet` knows them without a list of their names.
  await page.evaluate(
    () => ((window as unknown as { boundInline: Element[] }).boundInline = Array.from(document.querySelectorAll('[data-island-ready]'))),
  );
  return { page, release };
}

/** Nothing of the islands' code has run yet (those bound inline aside): the input above was made before binding. */
export async function notBoundYet(page: Page) {
  const bound = await page.evaluate(() => {
    const inline = (window as unknown as { boundInline?: Element[] }).boundInline ?? [];
    return Array.from(document.querySelectorAll('[data-island-ready]')).filter((island) => !inline.includes(island)).length;
  });
  expect(bound).toBe(0);
}

/** A phone, as the visitor these specs stand for. */
export const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };
