// Responsiveness of a page right after it loads, on a phone with a 4× slower CPU: the time from a tap (or a
// keystroke) to the next paint, as the browser's Event Timing API measures it (what INP is built on).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const testsRequire = createRequire(new URL('../../tests/package.json', import.meta.url));
const load = async (name) => import(pathToFileURL(testsRequire.resolve(name)).href);

/** Event Timing reports nothing shorter than this (ms): an interaction under it is reported as "< 16 ms". */
export const EVENT_TIMING_FLOOR = 16;

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
/** A returning visitor who already answered the cookie banner: nothing covers what is tapped. */
// `version`: PRIVACY_POLICY_VERSION of domain/src/privacy.ts (a choice of another version is asked again).
const ANSWERED = JSON.stringify({ version: 2, date: '2026-01-01T00:00:00.000Z', categories: { necessary: true, analytics: false, marketing: false } });

function observeEvents() {
  globalThis.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__eventTimings.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The interactions measured: each opens a fresh page (a first load, cache empty), waits for its load event and
 * acts at once. `events` are the event types of the interaction; its latency is the longest of them.
 */
export const INTERACTIONS = [
  { name: 'menu button (/)', path: '/', events: ['pointerdown', 'pointerup', 'click'], act: (page) => page.getByRole('button', { name: 'Abrir menu' }).tap() },
  { name: 'theme toggle (/)', path: '/', events: ['pointerdown', 'pointerup', 'click'], act: (page) => page.getByRole('button', { name: 'Alternar tema' }).tap() },
  { name: 'case card, Ver Detalhes (/cases)', path: '/cases', events: ['pointerdown', 'pointerup', 'click'], act: (page) => page.getByRole('link', { name: 'Ver Detalhes' }).first().tap() },
  {
    name: 'first keystroke, home lead form (/)',
    path: '/',
    events: ['keydown', 'keypress', 'keyup'],
    act: async (page) => {
      await page.getByRole('textbox', { name: /^Nome/ }).first().focus();
      await page.keyboard.press('R');
    },
  },
];

/** One measurement: the interaction's latency in ms (EVENT_TIMING_FLOOR when it was shorter than that). */
async function once(browser, origin, interaction, rate) {
  const context = await browser.newContext({ ...PHONE, storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'alicerce.consent', value: ANSWERED }] }] } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(observeEvents);
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' });
    await interaction.act(page);
    // Time for the next paint and for the observer to report it, on the slowed CPU.
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => globalThis.__eventTimings);
    const relevant = entries.filter((entry) => interaction.events.includes(entry.name));
    return relevant.length ? Math.max(EVENT_TIMING_FLOOR, ...relevant.map((entry) => entry.duration)) : EVENT_TIMING_FLOOR;
  } finally {
    await context.close();
  }
}

/** `runs` latencies of each interaction on the site at `origin`, CPU slowed `rate` times. */
export async function measureResponsiveness(origin, { chromePath, runs = 5, rate = 4 }) {
  const playwright = await load('@playwright/test');
  const { chromium } = playwright.chromium ? playwright : playwright.default;
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
  try {
    const results = [];
    for (const interaction of INTERACTIONS) {
      const latencies = [];
      for (let i = 0; i < runs; i++) latencies.push(await once(browser, origin, interaction, rate));
      results.push({ name: interaction.name, latencies });
    }
    return results;
  } finally {
    await browser.close();
  }
}
