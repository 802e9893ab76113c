import type { Page } from '@playwright/test';

import { PRIVACY_POLICY_VERSION } from '../../../domain/src/privacy';

/** A CSP violation as the page reports it (what the browser console shows as "Refused to …"). */
export type Violation = { directive: string; blocked: string };

/** Every CSP violation the page reports, and every console error, from before the page's first script. */
export async function watch(page: Page) {
  const violations: Violation[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__cspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
      }),
    );
  });
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return { violations, errors };
}

/** Lets late requests (images, the settings, lazy chunks) happen before counting what was refused. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
}

/** The visitor accepted every cookie category: the marketing snippets run. */
export const acceptAll = (page: Page) =>
  page.addInitScript(
    (version) =>
      localStorage.setItem(
        'alicerce.consent',
        JSON.stringify({ version, date: new Date().toISOString(), categories: { necessary: true, analytics: true, marketing: true } }),
      ),
    PRIVACY_POLICY_VERSION,
  );

/** The settings the page reads, answered in the browser only: the CMS shared with the other specs is left alone. */
export async function serveSnippet(page: Page, markup: string) {
  await page.route('**/api/site-settings*', (route) =>
    route.fulfill({ json: { data: [{ setting_key: 'head_scripts', setting_value: markup, consent_category: 'marketing' }] } }),
  );
}
