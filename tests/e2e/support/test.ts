import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Waits, after a public page has loaded, until its islands that answer at once (menu, theme, consent, filters,
 * booking) are bound: a prerendered page shows before its scripts run, and a test acts faster than a visitor.
 */
export async function islandsReady(page: Page) {
  // 'failed': the page's code could not be loaded (a test that blocks it); nothing more will become ready.
  // An island inside an inert part (the dashboard's previews of a page) never runs.
  await page.waitForFunction(
    () => ['ready', 'failed'].includes(document.documentElement.dataset.islands ?? '') || !document.querySelector('[data-island]:not([inert] *)'),
  );
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

/**
 * Playwright's `test`, whose page waits for the islands after every navigation it makes (goto, reload, back). When a
 * test fails, the run's output also says where its page was and which API answers were errors (a CI log is often
 * all there is to read of a failure that did not repeat).
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const seen: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().includes('/api/'))
        seen.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
    await use(waitingForIslands(page));
    if (testInfo.status !== testInfo.expectedStatus) {
      const url = page.isClosed() ? '(closed)' : page.url();
      console.log(
        `[${testInfo.title}] the page was at ${url}; API errors and page errors: ${seen.length ? `\n  ${seen.slice(-15).join('\n  ')}` : 'none'}`,
      );
    }
  },
});
