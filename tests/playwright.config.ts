import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

import { PRIVACY_POLICY_VERSION } from '../domain/src/privacy';
import { CHROMIUM as chromium, CHROMIUM_FLAGS } from '../scripts/lib/chromium.mjs';
import { patience } from './e2e/support/patience';

if (!existsSync(chromium)) {
  console.error(`e2e: Chromium not found at ${chromium} — install it with: apt-get install -y chromium`);
  process.exit(1);
}

/** Specs whose figures depend on the machine being otherwise idle: the 'quiet' project runs them last, one at a time. */
const QUIET_SPECS = /layout-stability\.spec\.ts$/;
/**
 * Input made before the islands are bound, on a page slowed 4× (early-input-more.spec.ts): its swipes after binding
 * went untaken when another worker was busy (the Leads grid with its bulk selection, 2026-11-29), so it runs after the
 * quiet specs, alone.
 */
const SLOWED_SPECS = /early-input-more\.spec\.ts$/;

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:4183';
const offlineURL = process.env.E2E_OFFLINE_URL ?? 'http://localhost:4184';
/**
 * Every spec is a returning visitor who already answered the LGPD cookie banner (rejected all), so the fixed
 * banner never covers what a spec clicks; consent.spec.ts starts from an empty storage to test the banner itself.
 */
const cookieChoice = JSON.stringify({
  version: PRIVACY_POLICY_VERSION,
  date: '2026-01-01T00:00:00.000Z',
  categories: { necessary: true, analytics: false, marketing: false },
});
const answeredConsent = (origin: string) => ({ origin, localStorage: [{ name: 'alicerce.consent', value: cookieChoice }] });

/** Run through `npm test` (scripts/test.mjs), which starts the CMS, the mail sink and the built site. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./e2e/support/spec-times-reporter.ts']],
  timeout: 30_000 * patience,
  expect: { timeout: 7_000 * patience },
  use: {
    baseURL,
    storageState: { cookies: [], origins: [answeredConsent(baseURL), answeredConsent(offlineURL)] },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [QUIET_SPECS, SLOWED_SPECS] },
    // Measured with nothing else running: after every other spec, one test at a time (see layout-stability.spec.ts).
    {
      name: 'quiet',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: QUIET_SPECS,
      dependencies: ['chromium'],
      fullyParallel: false,
    },
    {
      name: 'slowed',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: SLOWED_SPECS,
      dependencies: ['quiet'],
      fullyParallel: false,
    },
  ],
});
