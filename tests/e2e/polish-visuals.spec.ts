import { expect, test, type Locator, type Page } from './support/test';
import { useAdminSession } from './support/admin';

// Issue #19, items 11 and 12: what a visitor or an admin sees of the site's finish.

/** WCAG relative luminance of a CSS rgb()/rgba() colour, composited over `under` (white by default) when translucent. */
function luminance(css: string, under: [number, number, number] = [255, 255, 255]): number {
  const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
  const channel = (value: number, below: number) => {
    const c = (value * a + below * (1 - a)) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r, under[0]) + 0.7152 * channel(g, under[1]) + 0.0722 * channel(b, under[2]);
}
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const style = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('the header links are evenly spaced: the gaps between their words are all equal', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const words = await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }),
  );
  expect(words).toHaveLength(6);
  const gaps = words.slice(1).map((word, i) => word.left - words[i].right);
  expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
});

test('headings on form and contact cards are bold (700) like every other heading', async ({ page }) => {
  const headings: Array<[string, string]> = [
    ['/', 'Solicite uma consultoria gratuita'],
    ['/contato', 'Envie sua mensagem'],
    ['/contato', 'Informações de contato'],
    ['/agendamento', 'Escolha a data e horário'],
    ['/agendamento', 'Seus dados'],
  ];
  for (const [path, name] of headings) {
    await page.goto(path);
    // 'Seus dados' is the hidden second step: its style is read all the same.
    const heading = page.locator('h2', { hasText: name });
    expect(await style(heading, 'font-weight'), `${path}: ${name}`).toBe('700');
  }
});

test('the case carousel arrows sit on a backdrop that keeps the chevron at 3:1 even over a white photo', async ({ page }) => {
  await page.goto('/cases');
  const next = page.getByRole('button', { name: 'Próxima imagem' }).first();
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeVisible();
  const backdrop = await style(next, 'background-color');
  expect(backdrop).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  const chevron = luminance(await style(next, 'color'));
  // The worst case: a white photo behind the translucent backdrop.
  expect(contrast(chevron, luminance(backdrop, [255, 255, 255]))).toBeGreaterThanOrEqual(3);
});

test('in the dark theme the call-to-action bands are dark panels, not glaring light blocks', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const bands: Array<[string, (page: Page) => Locator]> = [
    // The home page's closing section: its band is the panel inside it.
    ['/', (p) => p.locator('main section').last().locator('.MuiPaper-root').first()],
    ['/blog', (p) => p.locator('section[aria-labelledby="blog-cta"]')],
    ['/blog/geracao-de-leads', (p) => p.locator('section[aria-labelledby="article-cta-title"]')],
  ];
  for (const [path, band] of bands) {
    await page.goto(path);
    const block = band(page);
    const background = luminance(await style(block, 'background-color'));
    expect(background, `${path}: band background luminance`).toBeLessThan(0.1);
    const heading = block.getByRole('heading').first();
    expect(contrast(luminance(await style(heading, 'color')), background), `${path}: heading contrast`).toBeGreaterThanOrEqual(4.5);
  }
});

test('the partner logos on /servicos are SVG wordmarks named after each platform', async ({ page }) => {
  await page.goto('/servicos');
  for (const name of ['Google', 'Meta', 'LinkedIn', 'Taboola']) {
    const mark = page.getByRole('img', { name, exact: true });
    await expect(mark).toBeVisible();
    expect(await mark.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    // The lettered name fits inside the drawing (a clipped 'Meta' read 'Met').
    const [lettering, drawing] = await mark.evaluate((svg) => [svg.querySelector('text')!.getBoundingClientRect().right, svg.getBoundingClientRect().right]);
    expect(lettering, name).toBeLessThanOrEqual(drawing + 0.5);
  }
});

test('the home hero has an illustration, and the largest paint is still the hero text, not the picture', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.getByRole('img', { name: /prédios residenciais/ })).toBeVisible();
  const lcp = await page.evaluate(
    () =>
      new Promise<{ tag: string; inHero: boolean; inIllustration: boolean }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
          const element = last.element!;
          resolve({ tag: element.tagName.toLowerCase(), inHero: Boolean(element.closest('section')?.querySelector('h1')), inIllustration: Boolean(element.closest('svg')) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp.inIllustration).toBe(false);
  expect(lcp.inHero).toBe(true);
  expect(['p', 'h1', 'span']).toContain(lcp.tag);
});

test('a slow admin tab shows a slim progress bar on top and skeletons where the list will appear', async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('tab', { name: 'Cases' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status', { name: 'Carregando cases' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Carregando' })).toHaveCount(0);

  await page.route('**/api/leads*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(page.getByRole('progressbar', { name: 'Carregando' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando leads' })).toBeVisible();

  await expect(page.getByRole('progressbar', { name: 'Carregando' })).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('status', { name: 'Carregando leads' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
});
