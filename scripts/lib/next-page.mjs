// The next page after a hover-prepared click: the speculation rules (web/src/site/lib/speculation-rules.ts) prepare a
// same-site page when the pointer rests on its link; this measures the LCP of that page once the link is clicked.
// Chromium driven through the DevTools protocol never activates a prerender (its final status is
// PrerenderingDisabledByDevTools) and serves the page from the prefetch it falls back to: the figure here is the
// prefetched page (`deliveryType: 'navigational-prefetch'`), a ceiling of what a visitor's prerendered page costs.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { median } from './lighthouse-runs.mjs';
import { CHROMIUM_FLAGS } from './chromium.mjs';

const testsRequire = createRequire(new URL('../../tests/package.json', import.meta.url));
const load = async (name) => import(pathToFileURL(testsRequire.resolve(name)).href);

/** A desktop visitor (hover needs a pointer) who already answered the cookie banner, CPU slowed 4×. */
const DESKTOP = { viewport: { width: 1366, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
const ANSWERED = JSON.stringify({
  version: 2,
  date: '2026-01-01T00:00:00.000Z',
  categories: { necessary: true, analytics: false, marketing: false },
});
/** How long the pointer rests on the link before the click (moderate eagerness starts after ~200 ms of hover). */
const HOVER_MS = 1500;

/** From → link → next page: the header's links and a card of each list. */
export const NEXT_PAGES = [
  { name: '/ → /servicos (header)', path: '/', link: (page) => page.locator('header a[href="/servicos"]').first() },
  { name: '/ → /blog (header)', path: '/', link: (page) => page.locator('header a[href="/blog"]').first() },
  { name: '/blog → an article (card)', path: '/blog', link: (page) => page.locator('main a[href^="/blog/"]').first() },
];

function lcpOfThisPage() {
  return new Promise((resolve) => {
    const navigation = globalThis.performance.getEntriesByType('navigation')[0];
    new globalThis.PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1);
      resolve({
        lcp: entry.startTime - (navigation.activationStart || 0),
        deliveryType: navigation.deliveryType,
        activated: navigation.activationStart > 0,
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** `runs` runs of each NEXT_PAGES entry, each in a new browser context (nothing cached but what the hover prepared). */
export async function measureNextPage(origin, { chromePath, runs = 5, rate = 4 }) {
  const playwright = await load('playwright');
  const { chromium } = playwright.chromium ? playwright : playwright.default;
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const { name, path, link } of NEXT_PAGES) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          ...DESKTOP,
          storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'alicerce.consent', value: ANSWERED }] }] },
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        const target = link(page);
        const href = await target.getAttribute('href');
        await target.hover();
        await page.waitForTimeout(HOVER_MS);
        await target.click();
        await page.waitForURL(`**${href}`);
        samples.push(await page.evaluate(lcpOfThisPage));
        await context.close();
      }
      results.push({ name, samples });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The bench:web table of the next page's LCP against the target. */
export function nextPageTable(results, targetMs) {
  const rows = results.map(({ name, samples }) => {
    const lcp = median(samples.map((s) => s.lcp));
    const how = [...new Set(samples.map((s) => (s.activated ? 'prerendered' : s.deliveryType || 'network')))].join(', ');
    return `| ${name} | ${Math.round(lcp)} ms ${lcp <= targetMs ? '✓' : '✗'} | worst ${Math.round(Math.max(...samples.map((s) => s.lcp)))} ms | ${how} |`;
  });
  return ['| Click | Next page LCP (median) | Worst | Served as |', '|---|---|---|---|', ...rows].join('\n');
}
