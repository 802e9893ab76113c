// Responsiveness of a page right after it loads, on a phone with a 4× slower CPU: the time from a tap (or a
// keystroke) to the next paint, as the browser's Event Timing API measures it (what INP is built on).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS } from './chromium.mjs';

const testsRequire = createRequire(new URL('../../tests/package.json', import.meta.url));
const load = async (name) => import(pathToFileURL(testsRequire.resolve(name)).href);

/** Event Timing reports nothing shorter than this (ms): an interaction under it is reported as "< 16 ms". */
export const EVENT_TIMING_FLOOR = 16;
/** How long (ms) a run waits for the interaction's effect (the menu open, the theme changed…) before calling it lost. */
const EFFECT_TIMEOUT = 5000;

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
};
/** A returning visitor who already answered the cookie banner: nothing covers what is tapped. */
// `version`: PRIVACY_POLICY_VERSION of domain/src/privacy.ts (a choice of another version is asked again).
const ANSWERED = JSON.stringify({
  version: 2,
  date: '2026-01-01T00:00:00.000Z',
  categories: { necessary: true, analytics: false, marketing: false },
});

function observeEvents(kind) {
  globalThis.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      globalThis.__eventTimings.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const root = () => globalThis.document.documentElement;
  // When the islands were bound (the runtime sets data-islands="ready" on <html>), on the page's clock.
  new globalThis.MutationObserver(() => {
    if (root().dataset.islands === 'ready') globalThis.__islandsReadyAt ??= globalThis.performance.now();
  }).observe(globalThis.document, { attributes: true, attributeFilter: ['data-islands'], subtree: true }); // <html> is not parsed yet here
  // Tap → effect on screen, on the page's own clock: from the input event's timestamp (when the touch or key reached
  // the browser — where Event Timing starts) to the end of the first frame that shows the effect (a message posted
  // from that frame's animation callback runs once the frame is drawn). No test driver's round trip is in it.
  const effects = {
    // The drawer shows as a popover (web/src/site/lib/dom/dialog.ts), or as a modal dialog where popovers are not known.
    menu: () => Boolean(globalThis.document.querySelector(':is(dialog[open], :popover-open) a[href="/servicos"]')),
    theme: () => !['system', null].includes(globalThis.localStorage.getItem('mui-mode')),
    case: () => Boolean(globalThis.document.querySelector('dialog[open]')),
    key: () => globalThis.document.activeElement?.value === 'R',
  };
  let inputAt = null;
  const frame = () => {
    if (!effects[kind]()) return globalThis.requestAnimationFrame(frame);
    const channel = new globalThis.MessageChannel();
    channel.port1.onmessage = () => (globalThis.__effectPainted = globalThis.performance.now() - inputAt);
    channel.port2.postMessage(null);
  };
  globalThis.addEventListener(
    kind === 'key' ? 'keydown' : 'pointerdown',
    (event) => {
      if (inputAt !== null) return;
      inputAt = event.timeStamp;
      // Where the tap landed: how long after the load event, and whether the islands were bound by then.
      globalThis.__input = {
        afterLoad: inputAt - (globalThis.performance.getEntriesByType('navigation')[0]?.loadEventEnd || inputAt),
        bound: root().dataset.islands === 'ready',
      };
      globalThis.requestAnimationFrame(frame);
    },
    true,
  );
}

/** A new visitor's phone, with the cookie banner already answered. */
const phoneContext = (browser, origin) =>
  browser.newContext({
    ...PHONE,
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'alicerce.consent', value: ANSWERED }] }] },
  });

/** Where on the screen a tap lands: the middle of the element `locate` finds, as laid out at the load event. */
const middleOf = async (locator) => {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, bottom: box.y + box.height };
};

/**
 * The interactions measured: each opens a fresh page (a first load, cache empty), waits for its load event and
 * acts at once — a touch where the element was on a previous load of the page (no lookup on the loading page, no wait
 * for it to hold still: the driver's own checks took ~0.5 s at 4× and the tap landed once the page had settled).
 * `target` finds the element tapped; `events` are the event types of the interaction; its latency is the longest.
 */
export const INTERACTIONS = [
  {
    name: 'menu button (/)',
    effect: 'menu',
    path: '/',
    events: ['pointerdown', 'pointerup', 'click'],
    target: (page) => page.getByRole('button', { name: 'Abrir menu' }),
    seen: (page) => page.getByRole('dialog').getByRole('link', { name: 'Serviços' }).waitFor({ timeout: EFFECT_TIMEOUT }),
  },
  {
    name: 'theme toggle (/)',
    effect: 'theme',
    path: '/',
    events: ['pointerdown', 'pointerup', 'click'],
    target: (page) => page.getByRole('button', { name: 'Alternar tema' }),
    seen: (page) =>
      page.waitForFunction(() => (globalThis.localStorage.getItem('mui-mode') ?? 'system') !== 'system', null, { timeout: EFFECT_TIMEOUT }),
  },
  {
    name: 'case card, Ver Detalhes (/cases)',
    effect: 'case',
    path: '/cases',
    // On a phone the first card is below the first screen: the page opened at its title (its address's #fragment),
    // as a visitor who scrolled to it.
    scrollTo: (page) =>
      page.getByRole('link', { name: 'Ver Detalhes' }).first().locator('xpath=ancestor::article[1]').getAttribute('aria-labelledby'),
    events: ['pointerdown', 'pointerup', 'click'],
    target: (page) => page.getByRole('link', { name: 'Ver Detalhes' }).first(),
    // The case's dialog, or — tapped before its island runs — the case's own page.
    seen: (page) =>
      page.waitForFunction(() => globalThis.location.pathname !== '/cases' || Boolean(globalThis.document.querySelector('dialog[open]')), null, {
        timeout: EFFECT_TIMEOUT,
      }),
  },
  {
    name: 'first keystroke, home lead form (/)',
    effect: 'key',
    path: '/',
    events: ['keydown', 'keypress', 'keyup'],
    // A touch on the field, then the key.
    target: (page) => page.getByRole('textbox', { name: /^Nome/ }).first(),
    then: (page) => page.keyboard.press('R'),
    seen: (page) => page.waitForFunction(() => globalThis.document.activeElement?.value === 'R', null, { timeout: EFFECT_TIMEOUT }),
  },
];

/**
 * One measurement: the interaction's latency in ms (EVENT_TIMING_FLOOR when it was shorter than that), the ms until
 * its effect showed as the driver saw it (`toEffect`; null: never, within EFFECT_TIMEOUT) and as the page drew it
 * (`painted`, from the input's own timestamp; null when it never showed or the tap left the page), how long after the
 * load event the input reached the page and whether the islands were bound by then, whether it took the visitor to
 * another page (a link followed without its island: the case's own page instead of the dialog) and the time from the
 * load event to the islands bound. `afterIslands`: act once the islands are bound instead of at the load event.
 */
async function once(browser, origin, interaction, rate, afterIslands, where) {
  const context = await phoneContext(browser, origin);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(observeEvents, interaction.effect);
    // A second document read means the tap opened another page (not the address: the case dialog shows its case's
    // address with history.pushState, on the same page).
    let documents = 0;
    page.on('domcontentloaded', () => documents++);
    await page.goto(`${origin}${where.path}`, { waitUntil: 'load' });
    if (afterIslands) await page.waitForFunction(() => globalThis.document.documentElement.dataset.islands === 'ready', null, { timeout: 15_000 });
    const tapped = performance.now();
    await page.touchscreen.tap(where.x, where.y);
    await interaction.then?.(page);
    // Until the driver sees what the tap does (a tap held until the islands run is answered then), ms from the tap.
    const toEffect = await interaction.seen(page).then(
      () => performance.now() - tapped,
      () => null,
    );
    // Time for the next paint and for the observer to report it, on the slowed CPU.
    await page.waitForTimeout(1000);
    if (documents > 1) return { latency: null, toEffect, painted: null, bound: false, afterLoad: null, navigated: true, toIslands: null };
    const { entries, toIslands, painted, input } = await page.evaluate(() => ({
      entries: globalThis.__eventTimings,
      painted: globalThis.__effectPainted ?? null,
      input: globalThis.__input ?? null,
      toIslands:
        globalThis.__islandsReadyAt === undefined
          ? null
          : globalThis.__islandsReadyAt - globalThis.performance.getEntriesByType('navigation')[0].loadEventEnd,
    }));
    // The interaction's entries as INP takes them (its interactionId), else by their event types.
    const ours = entries.filter((entry) => interaction.events.includes(entry.name));
    const interactive = ours.filter((entry) => entry.interactionId > 0);
    const relevant = interactive.length ? interactive : ours;
    const latency = relevant.length ? Math.max(EVENT_TIMING_FLOOR, ...relevant.map((entry) => entry.duration)) : EVENT_TIMING_FLOOR;
    return { latency, toEffect, painted, bound: Boolean(input?.bound), afterLoad: input?.afterLoad ?? null, navigated: false, toIslands };
  } finally {
    await context.close();
  }
}

/** Where the interaction's element is laid out at the load event (a load of its own, the same phone). */
async function locate(browser, origin, interaction) {
  const context = await phoneContext(browser, origin);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' });
    const fragment = interaction.scrollTo ? `#${await interaction.scrollTo(page)}` : '';
    if (fragment) await page.goto(`${origin}${interaction.path}${fragment}`, { waitUntil: 'load' });
    const where = await middleOf(interaction.target(page));
    if (where.y < 0 || where.bottom > PHONE.viewport.height)
      throw new Error(`${interaction.name}: the element is out of the first screen (${Math.round(where.y)} px)`);
    return { ...where, path: `${interaction.path}${fragment}` };
  } finally {
    await context.close();
  }
}

/** `runs` measurements of each interaction at the load event and as many once the islands are bound, CPU slowed `rate` times. */
export async function measureResponsiveness(origin, { chromePath, runs = 5, rate = 4 }) {
  const playwright = await load('@playwright/test');
  const { chromium } = playwright.chromium ? playwright : playwright.default;
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const interaction of INTERACTIONS) {
      const where = await locate(browser, origin, interaction);
      const atLoad = [];
      const afterIslands = [];
      for (let i = 0; i < runs; i++) atLoad.push(await once(browser, origin, interaction, rate, false, where));
      for (let i = 0; i < runs; i++) afterIslands.push(await once(browser, origin, interaction, rate, true, where));
      results.push({ name: interaction.name, atLoad, afterIslands });
    }
    results.chromium = browser.version();
    return results;
  } finally {
    await browser.close();
  }
}
