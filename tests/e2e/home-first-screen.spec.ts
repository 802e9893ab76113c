import { expect, test } from './support/test';

/**
 * Issue 56: the home page's first screen at 1366 × 768 — the headline, the call to action, the form's first field and
 * the proof (the clients' logos) all inside it, and the drawing whole, not cut by the fold; at 375 px the same order
 * reads top to bottom and nothing spills sideways.
 */
const FOLD = 768;

test('at 1366 × 768 the headline, the button, the form’s first field, the proof and the whole drawing are on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: FOLD });
  await page.goto('/');
  const hero = page.locator('main section').first();
  const parts = {
    headline: page.getByRole('heading', { level: 1 }),
    button: hero.getByRole('link', { name: 'Agendar consultoria gratuita' }),
    'first field': page.getByRole('form', { name: 'Solicite uma consultoria gratuita' }).getByRole('textbox').first(),
    proof: hero.getByRole('list', { name: 'Clientes que já lançaram com a gente' }),
    drawing: hero.getByRole('img', { name: /^Ilustração: lançamento/ }),
  };
  await expect(parts.proof.getByRole('img')).toHaveCount(4);
  for (const [name, locator] of Object.entries(parts)) {
    await expect(locator, name).toBeVisible();
    const box = (await locator.boundingBox())!;
    expect(box.y, `${name} starts on the first screen`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name} ends above the fold`).toBeLessThanOrEqual(FOLD);
  }
  // Every logo of the proof has painted (not an empty box on the first screen).
  for (const logo of await parts.proof.getByRole('img').all()) {
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  // The composition: text, button and proof on the left, the form on the right.
  const [headline, form] = await Promise.all([parts.headline.boundingBox(), parts['first field'].boundingBox()]);
  expect(form!.x).toBeGreaterThan(headline!.x + headline!.width - 1);
});

test('at 375 px the hero reads headline, button, proof, then the form, and nothing is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const hero = page.locator('main section').first();
  const order = [
    page.getByRole('heading', { level: 1 }),
    hero.getByRole('link', { name: 'Agendar consultoria gratuita' }),
    hero.getByRole('list', { name: 'Clientes que já lançaram com a gente' }),
    page.getByRole('form', { name: 'Solicite uma consultoria gratuita' }).getByRole('textbox').first(),
  ];
  let bottom = 0;
  for (const locator of order) {
    const box = (await locator.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bottom);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    bottom = box.y + box.height;
  }
  // The button and the proof on the first screen of a phone too.
  expect((await order[2].boundingBox())!.y).toBeLessThan(812);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
