import { expect, test } from './support/test';

/** What a first visit downloads of fonts, and from where (resource timing: every response, cache or not). */
async function fontsLoaded(page: import('./support/test').Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name))
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
  );
}

/** Whether a Manrope face of the page is loaded (in the page: passed to page.evaluate). */
const manropeLoaded = () => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Manrope' && face.status === 'loaded');

test('the brand face is self-hosted, one file of at most 40 KB, and the page is set in it', async ({ page }) => {
  for (const path of ['/', '/blog/geracao-de-leads']) {
    await page.goto(path);
    // Where the page's main image is its first paint's largest part, the file comes once that image is on screen (the
    // page's text is drawn from its inline copy until then: brand-first-paint.spec.ts).
    await page.waitForFunction(() => localStorage.getItem('brand-font-cached') === '1');
    await page.evaluate(() => document.fonts.ready);
    const fonts = await fontsLoaded(page);
    expect(fonts.length, `${path}: ${JSON.stringify(fonts)}`).toBe(1);
    expect(new URL(fonts[0].url).origin).toBe(new URL(page.url()).origin);
    expect(fonts[0].bytes).toBeLessThanOrEqual(40 * 1024);
    // A Manrope face the page draws with is loaded: the file itself on a text page, the copy cut to the page's characters
    // where the main image leads (the file goes to the cache for the next page: brand-first-paint.spec.ts).
    expect(await page.evaluate(manropeLoaded), path).toBe(true);
    const headingFont = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(headingFont.split(',')[0]).toBe('Manrope');
  }
});

test("where the main image is the largest part of the first paint, the face's file is fetched only after that image is on screen (the page has its inline copy), then kept for the next page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      // No media attribute is `all`.
      (window as unknown as { fontMediaAtParse: string }).fontMediaAtParse =
        (document.getElementById('brand-font') as HTMLStyleElement).media || 'all';
    });
  });
  await page.goto('/cases');
  // The file arrives in the cache (and is remembered as cached) once the main image has been painted.
  await page.waitForFunction(() => localStorage.getItem('brand-font-cached') === '1');
  const order = await page.evaluate(
    () =>
      new Promise<{ lcp: number; font: number | null }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const font = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'));
          resolve({ lcp: entries[entries.length - 1]!.startTime, font: font ? font.startTime : null });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(await page.evaluate(() => (window as unknown as { fontMediaAtParse: string }).fontMediaAtParse)).toBe('all');
  expect(order.font, 'the file is fetched for what the page draws later and for the next page').not.toBeNull();
  expect(order.font!).toBeGreaterThan(order.lcp);

  // The file is in the cache now: the next page has the face from the start.
  await page.goto('/blog');
  expect(await page.evaluate(() => (window as unknown as { fontMediaAtParse: string }).fontMediaAtParse)).toBe('all');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(manropeLoaded)).toBe(true);

  // A page whose largest part is text preloads the face with its HTML.
  await page.goto('/');
  expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { fontMediaAtParse: string }).fontMediaAtParse)).toBe('all');
});

test('the header carries the drawn logo, named for the company, leading home; the favicon is the same symbol', async ({ page, request }) => {
  await page.goto('/servicos');
  const home = page.getByRole('banner').getByRole('link', { name: 'Alicerce Digital' });
  await expect(home).toHaveAttribute('href', '/');
  // The link carries the name itself (pa11y's H91 reads none from a drawing inside it); the drawing is decoration.
  await expect(home).toHaveAttribute('aria-label', 'Alicerce Digital');
  const logo = home.locator('svg[aria-hidden="true"]');
  const box = await logo.boundingBox();
  expect(box?.height).toBe(34);
  // The wordmark is drawn (paths), not set in a font that may be missing: the symbol holds four shapes.
  expect(await page.locator('symbol#alicerce-digital-logo path').count()).toBe(4);
  // The footer's first heading names the company in text and shows the header's drawing beside it, drawn again
  // from the same symbol (the checker reads a heading holding only a drawing as empty).
  const footerHeading = page.getByRole('contentinfo').getByRole('heading', { name: 'Alicerce Digital', exact: true });
  const footerLogo = footerHeading.locator('svg');
  await expect(footerLogo.locator('use')).toHaveAttribute('href', '#alicerce-digital-logo');
  expect((await footerLogo.boundingBox())?.height).toBe(30);
  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  expect(await favicon.text()).toContain('M24 5L41 31H32.5L24 18L15.5 31H7Z');
  // The page's own icon is that drawing inline (a data: URL: no request before the first paint).
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  expect(decodeURIComponent(icon!)).toContain("d='M24 5L41 31H32.5L24 18L15.5 31H7Z'");
});

test('every sub-page hero shows its drawing beside the text at 1366 px, and none leaves its right half empty', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const path of ['/servicos', '/cases', '/blog', '/contato', '/marketing-digital-imobiliario']) {
    await page.goto(path);
    const hero = page.locator('main section').first();
    const drawing = hero.getByRole('img', { name: /^Ilustração/ });
    await expect(drawing, path).toBeVisible();
    const [heroBox, drawingBox] = await Promise.all([hero.boundingBox(), drawing.boundingBox()]);
    expect(drawingBox!.x, path).toBeGreaterThan(heroBox!.width / 2);
    expect(drawingBox!.y + drawingBox!.height, `${path}: the drawing is on the first screen`).toBeLessThanOrEqual(768);
  }
});
