import { luminance, parseColor } from './support/colors';
import { expect, test, type Locator, type Page } from './support/test';

/**
 * Issue 56: bright drawings glared in the dark theme (a case cover's mean luminance 0.60 on a 0.008 page). In the dark
 * theme a drawing the product ships shows its night rendering (covers, galleries, /lp) and any other upload is toned
 * down; the light theme is as it was.
 */
const CASE = '/cases/residencial-mirante-campolim';
const LANDING = '/lp/lancamento-vista-do-ipanema';

async function open(page: Page, path: string, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** The first content image a visitor sees in `scope`, loaded. */
async function shownImage(scope: Locator) {
  const image = scope.locator('img[data-content-image]:visible').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image;
}

/** The mean WCAG relative luminance of what the screen shows of `element` (a screenshot, decoded in the page). */
async function meanLuminance(page: Page, element: Locator) {
  const shot = (await element.screenshot()).toString('base64');
  return page.evaluate(async (png) => {
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += 0.2126 * channel(data[i]) + 0.7152 * channel(data[i + 1]) + 0.0722 * channel(data[i + 2]);
    return sum / (data.length / 4);
  }, shot);
}

const pageLuminance = async (page: Page) => luminance(parseColor(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)));

/**
 * The brightest a picture may be on average in the dark theme: 3:1 against the page (WCAG's contrast for a graphic
 * that must be seen, 1.4.11) — a picture that reads clearly, not a lamp. On the 0.008 night page that is 0.124; the
 * day drawings were about 11:1 (0.60).
 */
const ceiling = (page: number) => 3 * (page + 0.05) - 0.05;

test('dark theme: a case cover is its night drawing, under 3:1 against the page on average; the gallery and /lp are night drawings too', async ({
  page,
}) => {
  await open(page, CASE, 'dark');
  const background = await pageLuminance(page);
  expect(background).toBeLessThan(0.02);
  const cover = await shownImage(page.locator('main'));
  await expect(cover).toHaveAttribute('data-scheme', 'dark');
  const mean = await meanLuminance(page, cover);
  expect(mean, `cover ${mean.toFixed(3)} on a ${background.toFixed(3)} page`).toBeLessThanOrEqual(ceiling(background));
  // The day picture of the cover is not shown (and the night one is not dimmed again).
  expect(await cover.evaluate((img) => getComputedStyle(img).filter)).toBe('none');
  // Every picture of the gallery shown is a night drawing.
  const gallery = page.locator('[data-gallery] img[data-content-image]:visible');
  expect(await gallery.count()).toBeGreaterThan(0);
  for (const image of await gallery.all()) await expect(image).toHaveAttribute('data-scheme', 'dark');
  // The lightbox shows the night drawing as well.
  await page.locator('[data-lightbox-index]').first().click();
  await expect(page.getByTestId('lightbox-image')).toHaveAttribute('src', /\/uploads\//);
  expect(await page.getByTestId('lightbox-image').getAttribute('src')).toBe(
    await page.locator('[data-lightbox-index]').first().getAttribute('data-dark-src'),
  );
  await page.keyboard.press('Escape');

  await open(page, LANDING, 'dark');
  const hero = await shownImage(page.locator('main'));
  await expect(hero).toHaveAttribute('data-scheme', 'dark');
  expect(await meanLuminance(page, hero)).toBeLessThanOrEqual(ceiling(await pageLuminance(page)));
});

test('dark theme: an upload with no night rendering (a photo) is toned down; the light theme shows every picture as it is', async ({ page }) => {
  // The testimonials' portraits stand for the photos people upload: no night rendering, so the theme tones them down.
  await open(page, '/', 'dark');
  const portrait = await shownImage(
    page
      .locator('figure')
      .filter({ has: page.locator('blockquote') })
      .first(),
  );
  expect(await portrait.getAttribute('data-scheme')).toBeNull();
  expect(await portrait.evaluate((img) => getComputedStyle(img).filter)).toMatch(/brightness\(0\.8\)/);

  await open(page, CASE, 'light');
  const day = await shownImage(page.locator('main'));
  await expect(day).toHaveAttribute('data-scheme', 'light');
  expect(await day.evaluate((img) => getComputedStyle(img).filter)).toBe('none');
  // The day drawing, as bright as it was drawn, and its night rendering never fetched in the light theme.
  expect(await meanLuminance(page, day)).toBeGreaterThan(0.3);
  const night = page.locator('main img[data-scheme="dark"]').first();
  await expect(night).toBeHidden();
  expect(await night.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe('');
});
