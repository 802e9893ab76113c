import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Waits, after a public page has loaded, until its islands that answer at once (menu, theme, consent, filters,
 * booking) are bound: a prerendered page shows before its scripts run, and a test acts faster than a visitor.
 */
export async function islandsReady(page: Page) {
  // 'failed': the page's code could not be loaded (a test that blocks it); nothing more will become ready.
  await page.waitForFunction(() => ['ready', 'failed'].includes(document.documentElement.dataset.islands ?? '') || !document.querySelector('[data-island]'));
}

/** `page`, whose navigations (goto, reload, back, forward) wait for its islands; for pages a test opens itself. */
export function waitingForIslands(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await islandsReady(page).catch(() => {});
      return response;
    };
  }
  return page;
}

/** Playwright's `test`, whose page waits for the islands after every navigation it makes (goto, reload, back). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForIslands(page));
  },
});
