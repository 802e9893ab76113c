import type { Page } from '@playwright/test';

/**
 * Notes the moment a page lets the pictures below its main one go: the `data-main-image-pending` attribute leaving
 * <html> (web/src/site/lib/islands/main-image-head.ts). Read it with `freedAt(page)`, beside the resource timings.
 */
export const noteWhenPicturesFreed = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement || document.documentElement.hasAttribute('data-main-image-pending')) return;
      (window as unknown as { picturesFreedAt: number }).picturesFreedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-main-image-pending'] });
  });

/** When the page let them go (performance.now()), or undefined. */
export const freedAt = (page: Page) => page.evaluate(() => (window as unknown as { picturesFreedAt?: number }).picturesFreedAt);
