import { stalledCopy } from './support/stalled-copy';
import { expect, islandsReady, test, type Page } from './support/test';

const ADMIN_CHUNK = /\/assets\/(admin|auth-layout|edit-mode-seam|login|register|forgot-password|reset-password|dashboard)[-.][^/]*\.js$/;

test('public pages never download admin code; the admin page does', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));

  for (const path of ['/', '/servicos', '/blog', '/blog/geracao-de-leads', '/cases', '/contato']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Serviços', exact: true }).click();
  await expect(page).toHaveURL(/\/servicos$/);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => ADMIN_CHUNK.test(s))).toEqual([]);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((s) => ADMIN_CHUNK.test(s))).toBe(true);
});

test("the forms' validation rules (zod) load when a visitor starts filling a form in, not with the page", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  const rules = () => scripts.filter((s) => /\/assets\/(form-rules|zod)[-.][^/]*\.js$/.test(s));

  for (const path of ['/', '/agendamento']) {
    await page.goto(path);
    await islandsReady(page);
    expect(rules(), path).toEqual([]);
  }
  await page.goto('/contato');
  await islandsReady(page);
  expect(rules()).toEqual([]);
  await page.getByRole('textbox', { name: /^Nome/ }).first().click();
  await expect.poll(() => rules().length).toBeGreaterThan(0);
});

/** What the browser reported reaching the screen — the first contentful paint, the main images (marked for element
 * timing by the head's script) — and when the first script was asked for. */
const paintsAndFirstScript = (page: Page) =>
  page.evaluate(async () => {
    // The main images painted on screen. Chromium also reports one painted below the fold, with an empty
    // intersection (on /blog at 1280×720 the featured cover's top is at 743 px): the visitor does not see it, and the
    // loader rightly does not wait for it (its intersection observer settles it), so the two may come in either order.
    type Shown = PerformanceEntry & { renderTime: number; intersectionRect: DOMRectReadOnly };
    const images = await new Promise<number[]>((resolve) => {
      new PerformanceObserver((list) =>
        resolve(
          (list.getEntries() as Shown[])
            .filter((entry) => entry.intersectionRect.width * entry.intersectionRect.height > 0)
            .map((entry) => entry.renderTime),
        ),
      ).observe({ type: 'element', buffered: true });
      setTimeout(() => resolve([]), 500);
    });
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\.js($|\?)/.test(entry.name));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      images,
      mainImages: (window as unknown as { mainImages: number }).mainImages,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });

test("no script is fetched before the page's first paint is on screen, nor before its main image is", async ({ page }) => {
  // The main images as the page arrived: /blog and /cases re-render their lists once their code runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { mainImages: number }).mainImages = document.querySelectorAll('img[fetchpriority="high"]').length;
    }),
  );
  for (const path of ['/contato', '/blog', '/blog/geracao-de-leads', '/cases']) {
    await page.goto(path);
    await islandsReady(page);
    const timing = await paintsAndFirstScript(page);
    // Every main image reported as shown — on the lists, one replaced before its paint (the list re-renders with
    // what other specs publish) never reports; the article's cover always does.
    if (path.startsWith('/blog/')) expect(timing.images.length, path).toBe(timing.mainImages);
    else expect(timing.images.length, path).toBeLessThanOrEqual(timing.mainImages);
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.paint);
    for (const shown of timing.images) expect(timing.firstScript, path).toBeGreaterThanOrEqual(shown);
  }
});

test('an article whose HTML stalls just after its cover still waits for the cover on screen before any script', async ({ page, request }) => {
  // Painted while the rest of the page is on its way — on a phone's stalled connection, or a slow parser yielding —
  // the cover must already be marked for the browser to report it; marked from the end of the page, it never was,
  // and the loader fell back to a guess.
  const response = await request.get('/blog/geracao-de-leads');
  const copy = await stalledCopy(await response.text(), '</picture>', { origin: new URL(response.url()).origin });
  try {
    await page.goto(copy.url);
    await islandsReady(page);
    const timing = await paintsAndFirstScript(page);
    expect(timing.images, 'the cover reported as shown').toHaveLength(1);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.images[0]);
  } finally {
    await copy.close();
  }
});

test("a page's islands arrive in a few files, not one per shared helper", async ({ page }) => {
  // Each file asked for is main-thread work in the task that asks for it (web/scripts/islands-chunks.ts): the entry
  // brings the site's modules it imports as one file, and the islands share one file of small helpers.
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  const html = await (await page.request.get('/')).text();
  const entryImports = JSON.parse(/"\/assets\/entry\.client-[^"]+\.js", (\[[^\]]*\])/.exec(html)?.[1] ?? 'null') as string[] | null;
  expect(entryImports).toEqual([expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/)]);

  await page.goto('/');
  await islandsReady(page);
  // Every island of the home page bound (the rest wait for idle time or for the visitor to reach them).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-island]:not([data-island-ready])').length)).toBe(0);
  // Eleven islands on the home page; 36 files when each shared helper was a file of its own.
  expect(new Set(scripts).size).toBeLessThanOrEqual(24);
  expect(scripts.filter((path) => /\/assets\/islands-shared-[\w-]+\.js$/.test(path))).toHaveLength(1);
});
