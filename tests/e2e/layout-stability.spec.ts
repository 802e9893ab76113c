import { expect, islandsReady, test, type Page } from './support/test';
import { patience } from './support/patience';
import { stalledCopy } from './support/stalled-copy';

import { PUBLIC_ROUTES } from './support/routes';

// Run by the 'quiet' project of playwright.config.ts, alone once every other spec is done: a layout shift is a timing
// matter, and the other worker beside it (a whole browser, building pages) made the parser yield mid-header on a busy
// CI machine — a paint of the logo and the links before the toggle and the button after them were parsed, then the
// links moved 121 px left (CI run of 2026-11-26 12:44). No visitor's phone runs a second browser's test suite.

/**
 * Layout stability: no part of a page moves once it is on screen, the theme toggle included — it is drawn without
 * knowing the visitor's mode and shows its icon when its code runs, in the same room. Every shift is summed from the
 * first paint (the browser's layout-shift entries) until the islands have run and two frames have been drawn since.
 */
const shiftsFromFirstPaint = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; sources: string[] }> };
    w.shifts = [];
    new PerformanceObserver((list) => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const rect = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }>) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node, previousRect, currentRect }) => {
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 2).join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"`
              : String(node?.nodeName);
          return `${name} ${rect(previousRect)} → ${rect(currentRect)} at ${Math.round(entry.startTime)} ms`;
        });
        w.shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/**
 * The room the toggle takes: its size, its height on the page and the gap to what follows it. Not its x: that follows
 * the width of the words beside it, in the brand face or, until it has arrived, in its fallback (theme/fonts.ts).
 */
const toggleRoom = (page: Page) =>
  page.getByRole('button', { name: 'Alternar tema' }).evaluate((toggle) => {
    const box = toggle.getBoundingClientRect();
    let next = toggle.nextElementSibling;
    while (next && next.getBoundingClientRect().width === 0) next = next.nextElementSibling;
    return { width: box.width, height: box.height, y: box.y, gapAfter: next ? Math.round(next.getBoundingClientRect().left - box.right) : null };
  });

const settledShifts = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    return (window as unknown as { shifts: Array<{ value: number; sources: string[] }> }).shifts;
  });

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
]) {
  test(`CLS is 0 on every public route at ${viewport.width} px, through the theme toggle's first paint`, async ({ page, browser }) => {
    test.setTimeout(120_000 * patience);
    await page.setViewportSize(viewport);
    await shiftsFromFirstPaint(page);
    // The toggle as the HTML draws it, before any script: the room it keeps.
    const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport });
    const staticPage = await staticContext.newPage();
    for (const path of [...PUBLIC_ROUTES.map((route) => route.path), '/pagina-que-nao-existe']) {
      await test.step(path, async () => {
        await page.goto(path);
        const toggle = page.getByRole('button', { name: 'Alternar tema' });
        await expect(toggle).toHaveAttribute('title', /^Tema: /);
        expect(await settledShifts(page), `${path}: layout shifts`).toEqual([]);
        await staticPage.goto(path);
        expect(await toggleRoom(page), `${path}: the toggle before and after its code ran`).toEqual(await toggleRoom(staticPage));
      });
    }
    await staticContext.close();
  });
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
]) {
  test(`a page whose HTML stalls mid-header, mid-hero, mid-cookie-banner or mid-action-bar moves nothing once the rest arrives, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000 * patience);
    await page.setViewportSize(viewport);
    await shiftsFromFirstPaint(page);
    const html = await (await request.get('/')).text();
    // Before the last links and buttons of the header; before the hero's form; inside the banner's text; inside the
    // phone's action bar, between the WhatsApp button's icon and its word (the icon, alone, was drawn centred).
    for (const [marker, after] of [['Serviços</a>'], ['</h1>'], ['Usamos cookies'], ['</svg></span>', 'aria-label="Contato rápido"']]) {
      await test.step(marker, async () => {
        const copy = await stalledCopy(html, marker, { after });
        try {
          // Read whole, not loaded: twice in fourteen runs on a loaded host the load event of such a copy never came
          // (not traced), though the page was all there.
          await page.goto(copy.url, { waitUntil: 'domcontentloaded' });
          expect(await settledShifts(page), `stalled after ${marker}: layout shifts`).toEqual([]);
          // And all of it is shown once read: the header's last button, the hero, the banner, the phone's action bar.
          await expect(page.getByRole('button', { name: 'Alternar tema' })).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
          if (viewport.width < 600)
            await expect(page.getByRole('navigation', { name: 'Contato rápido' }).getByRole('link', { name: /WhatsApp/ })).toBeVisible();
        } finally {
          await copy.close();
        }
      });
    }
  });
}

// The pages whose largest paint is a picture, each as a first visit (a new, empty profile): their text is drawn in the
// brand face from the first paint, from the copy cut to the page's characters (web/scripts/brand-font-subset.ts), and
// nothing moves — not when the face's file arrives after the main picture, nor when the islands run.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
]) {
  test(`CLS is 0 on a first visit to each page led by a picture, in the brand face from the first paint, at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(90_000 * patience);
    for (const path of ['/cases', '/cases/residencial-mirante-campolim', '/blog', '/blog/geracao-de-leads', '/lp/lancamento-vista-do-ipanema']) {
      await test.step(path, async () => {
        const context = await browser.newContext({ viewport });
        try {
          const page = await context.newPage();
          await shiftsFromFirstPaint(page);
          await page.goto(path);
          await islandsReady(page);
          await page.evaluate(() => document.fonts.ready);
          expect(await settledShifts(page), `${path}: layout shifts`).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}

// A text page at 1366 px (its header's links were 3 px wider in the face) and an article at 375 px (its meta line).
for (const [width, path] of [
  [1366, '/contato'],
  [375, '/blog/marketing-digital-imobiliario'],
] as const) {
  test(`a brand face switched on from the cache but slow to be read moves no text of ${path} at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000 * patience);
    await page.setViewportSize({ width, height: 812 });
    await shiftsFromFirstPaint(page);
    // A first page leaves the face in the cache and says so (theme/brand-font-style.tsx)...
    await page.goto('/blog');
    await page.waitForFunction(() => localStorage.getItem('brand-font-cached') === '1');
    // ...and the next one switches it on in its head; here the face comes 400 ms late, as a busy phone's disk cache or
    // an evicted copy can make it.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await settledShifts(page)).toEqual([]);
  });
}
