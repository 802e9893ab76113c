// Responsiveness of a page right after it loads, on a phone with a 4× slower CPU: the time from a tap (or a
// keystroke) to the next paint, as the browser's Event Timing API measures it (what INP is built on).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const testsRequire = createRequire(new URL('../../tests/package.json', import.meta.url));
const load = async (name) => import(pathToFileURL(testsRequire.resolve(name)).href);

/** Event Timing reports nothing shorter than this (ms): an interaction under it is reported as "< 16 ms". */
export const EVENT_TIMING_FLOOR = 16;
/** How long (ms) a run waits for the interaction's effect (the menu open, the theme changed…) before calling it lost. */
const EFFECT_TIMEOUT = 5000;

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
  // When the islands were bound (the runtime sets data-islands="ready" on <html>), on the page's clock.
  new globalThis.MutationObserver(() => {
    if (globalThis.document.documentElement.dataset.islands === 'ready') globalThis.__islandsReadyAt ??= globalThis.performance.now();
  }).observe(globalThis.document, { attributes: true, attributeFilter: ['data-islands'], subtree: true }); // <html> is not parsed yet here
}

/**
 * The interactions measured: each opens a fresh page (a first load, cache empty), waits for its load event and
 * acts at once. `events` are the event types of the interaction; its latency is the longest of them.
 */
export const INTERACTIONS = [
  {
    name: 'menu button (/)',
    path: '/',
    events: ['pointerdown', 'pointerup', 'click'],
    act: (page) => page.getByRole('button', { name: 'Abrir menu' }).tap(),
    seen: (page) => page.getByRole('dialog').getByRole('link', { name: 'Serviços' }).waitFor({ timeout: EFFECT_TIMEOUT }),
  },
  {
    name: 'theme toggle (/)',
    path: '/',
    events: ['pointerdown', 'pointerup', 'click'],
    act: (page) => page.getByRole('button', { name: 'Alternar tema' }).tap(),
    seen: (page) => page.waitForFunction(() => (globalThis.localStorage.getItem('mui-mode') ?? 'system') !== 'system', null, { timeout: EFFECT_TIMEOUT }),
  },
  {
    name: 'case card, Ver Detalhes (/cases)',
    path: '/cases',
    events: ['pointerdown', 'pointerup', 'click'],
    act: (page) => page.getByRole('link', { name: 'Ver Detalhes' }).first().tap(),
    // The case's dialog, or — tapped before its island runs — the case's own page.
    seen: (page) => page.waitForFunction(() => globalThis.location.pathname !== '/cases' || Boolean(globalThis.document.querySelector('dialog[open]')), null, { timeout: EFFECT_TIMEOUT }),
  },
  {
    name: 'first keystroke, home lead form (/)',
    path: '/',
    events: ['keydown', 'keypress', 'keyup'],
    act: async (page) => {
      await page.getByRole('textbox', { name: /^Nome/ }).first().focus();
      await page.keyboard.press('R');
    },
    seen: (page) => page.waitForFunction(() => globalThis.document.activeElement?.value === 'R', null, { timeout: EFFECT_TIMEOUT }),
  },
];

/**
 * One measurement: the interaction's latency in ms (EVENT_TIMING_FLOOR when it was shorter than that), the ms until
 * its effect showed (null: never, within EFFECT_TIMEOUT), whether the
 * islands were bound when it happened, whether it took the visitor to another page (a link followed without its
 * island: e.g. a case card opens the case's own page instead of the dialog) and the time from the load event to the
 * islands bound. `afterIslands`: act once the islands are bound instead of at the load event.
 */
async function once(browser, origin, interaction, rate, afterIslands) {
  const context = await browser.newContext({ ...PHONE, storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'alicerce.consent', value: ANSWERED }] }] } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(observeEvents);
    const url = `${origin}${interaction.path}`;
    await page.goto(url, { waitUntil: 'load' });
    if (afterIslands) await page.waitForFunction(() => globalThis.document.documentElement.dataset.islands === 'ready', null, { timeout: 15_000 });
    const bound = await page.evaluate(() => globalThis.document.documentElement.dataset.islands === 'ready');
    // A mark on this document: gone if the tap opened another page. Not the address: the case dialog shows its
    // case's address (history.pushState) on the same page.
    await page.evaluate(() => (globalThis.__samePage = true));
    const tapped = performance.now();
    await interaction.act(page);
    // Until the visitor sees what the tap does (a tap held until the islands run is answered then), ms from the tap.
    const toEffect = await interaction.seen(page).then(() => performance.now() - tapped, () => null);
    // Time for the next paint and for the observer to report it, on the slowed CPU.
    await page.waitForTimeout(1000);
    const navigated = !(await page.evaluate(() => globalThis.__samePage === true).catch(() => false));
    if (navigated) return { latency: null, toEffect, bound, navigated, toIslands: null };
    const { entries, toIslands } = await page.evaluate(() => ({
      entries: globalThis.__eventTimings,
      toIslands: globalThis.__islandsReadyAt === undefined ? null : globalThis.__islandsReadyAt - globalThis.performance.getEntriesByType('navigation')[0].loadEventEnd,
    }));
    // The interaction's entries as INP takes them (its interactionId), else by their event types.
    const interactive = entries.filter((entry) => entry.interactionId > 0);
    const relevant = interactive.length ? interactive : entries.filter((entry) => interaction.events.includes(entry.name));
    const latency = relevant.length ? Math.max(EVENT_TIMING_FLOOR, ...relevant.map((entry) => entry.duration)) : EVENT_TIMING_FLOOR;
    return { latency, toEffect, bound, navigated, toIslands };
  } finally {
    await context.close();
  }
}

/** `runs` measurements of each interaction at the load event and as many once the islands are bound, CPU slowed `rate` times. */
export async function measureResponsiveness(origin, { chromePath, runs = 5, rate = 4 }) {
  const playwright = await load('@playwright/test');
  const { chromium } = playwright.chromium ? playwright : playwright.default;
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
  try {
    const results = [];
    for (const interaction of INTERACTIONS) {
      const atLoad = [];
      const afterIslands = [];
      for (let i = 0; i < runs; i++) atLoad.push(await once(browser, origin, interaction, rate, false));
      for (let i = 0; i < runs; i++) afterIslands.push(await once(browser, origin, interaction, rate, true));
      results.push({ name: interaction.name, atLoad, afterIslands });
    }
    results.chromium = browser.version();
    return results;
  } finally {
    await browser.close();
  }
}
