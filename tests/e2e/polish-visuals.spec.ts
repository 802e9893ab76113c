import { expect, test, type Locator, type Page } from './support/test';
import { patience } from './support/patience';

import { useAdminSession, dashboardNav } from './support/admin';
import { contrast, drawnColors, luminance, over, parseColor } from './support/colors';

// Issue #19, items 11 and 12: what a visitor or an admin sees of the site's finish.

const style = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('the header links are evenly spaced: the gaps between their words are all equal', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const words = await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link')
    .evaluateAll((links) =>
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
  const chevron = parseColor(await style(next, 'color'));
  // The worst case: a white photo behind the translucent backdrop.
  expect(contrast(chevron, over(parseColor(backdrop), [255, 255, 255, 1]))).toBeGreaterThanOrEqual(3);
});

test('in the dark theme the call-to-action bands are dark panels, not glaring light blocks', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const bands: Array<[string, (page: Page) => Locator]> = [
    // The home page's closing section: its band is the panel that holds its heading.
    ['/', (p) => p.locator('main section').last().getByRole('heading').first().locator('xpath=..')],
    ['/blog', (p) => p.locator('section[aria-labelledby="blog-cta"]')],
    ['/blog/geracao-de-leads', (p) => p.locator('section[aria-labelledby="article-cta-title"]')],
  ];
  for (const [path, band] of bands) {
    await page.goto(path);
    const block = band(page);
    const background = parseColor(await style(block, 'background-color'));
    expect(luminance(background), `${path}: band background luminance`).toBeLessThan(0.1);
    const heading = block.getByRole('heading').first();
    expect(contrast(parseColor(await style(heading, 'color')), background), `${path}: heading contrast`).toBeGreaterThanOrEqual(4.5);
  }
});

test('the partner logos on /servicos are drawn SVG marks named after each platform', async ({ page }) => {
  await page.goto('/servicos');
  for (const name of ['Google', 'Meta', 'LinkedIn', 'Taboola']) {
    const mark = page.getByRole('img', { name, exact: true });
    await expect(mark).toBeVisible();
    expect(await mark.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    // The mark and its lettering (paths, no font) fit inside the drawing's box (a clipped 'Meta' once read 'Met').
    const fits = await mark.evaluate((svg) => {
      const drawn = (svg as SVGSVGElement).getBBox();
      const box = (svg as SVGSVGElement).viewBox.baseVal;
      return (
        drawn.width > 0 &&
        drawn.x >= box.x - 0.5 &&
        drawn.x + drawn.width <= box.x + box.width + 0.5 &&
        drawn.y >= box.y - 0.5 &&
        drawn.y + drawn.height <= box.y + box.height + 0.5
      );
    });
    expect(fits, name).toBe(true);
  }
});

test('the home hero has its drawing, and the largest paint is still the hero text, not the picture', async ({ page }) => {
  // From 600 px up (on a phone the form follows the call to action directly).
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/');
  await expect(page.getByRole('img', { name: /lançamento de um prédio/ })).toBeVisible();
  const lcp = await page.evaluate(
    () =>
      new Promise<{ tag: string; inHero: boolean; inIllustration: boolean }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
          const element = last.element!;
          resolve({
            tag: element.tagName.toLowerCase(),
            inHero: Boolean(element.closest('section')?.querySelector('h1')),
            inIllustration: Boolean(element.closest('svg')),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp.inIllustration).toBe(false);
  expect(lcp.inHero).toBe(true);
  expect(['p', 'h1', 'span']).toContain(lcp.tag);
});

test('a slow admin tab shows a slim progress bar on top and skeletons where the list will appear', async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin/dashboard/cases');
  await expect(dashboardNav(page).getByRole('link', { name: 'Cases' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status', { name: 'Carregando cases' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Carregando' })).toHaveCount(0);

  await page.route('**/api/leads*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await dashboardNav(page).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('progressbar', { name: 'Carregando' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando leads' })).toBeVisible();

  await expect(page.getByRole('progressbar', { name: 'Carregando' })).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('status', { name: 'Carregando leads' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
});

// Issue #27, item 9: the small things a designer reading every screen notices.

test('a closed FAQ question takes only its own line: no blank room under it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/contato');
  const questions = page.locator('h3').filter({ has: page.locator('button[aria-expanded="false"]') });
  await expect(questions).toHaveCount(4);
  for (const question of await questions.all()) {
    const [row, heading] = await question.evaluate((h3) => [h3.parentElement!.getBoundingClientRect().height, h3.getBoundingClientRect().height]);
    expect(row - heading, (await question.textContent()) ?? '').toBeLessThanOrEqual(2); // its borders only
  }
});

/**
 * The visible headings (h1–h3) whose last line is one short word that need not be alone: under half the heading's
 * widest line, and the last word of the line above would fit beside it (a balanced heading moves it down).
 */
const strayWords = (page: Page) =>
  page.locator('h1, h2, h3').evaluateAll((headings) =>
    headings
      .filter((heading) => heading.checkVisibility())
      .filter((heading) => {
        const lines = new Map<number, Array<{ left: number; right: number }>>();
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        let blockOfItsOwn = false; // the last words are a block set on a line of their own (the home's rotating word)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          blockOfItsOwn = node.parentElement !== heading && !getComputedStyle(node.parentElement!).display.startsWith('inline');
          for (const match of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index!);
            range.setEnd(node, match.index! + match[0].length);
            const box = range.getClientRects()[0];
            if (box) lines.set(Math.round(box.top / 4), [...(lines.get(Math.round(box.top / 4)) ?? []), { left: box.left, right: box.right }]);
          }
        }
        const ordered = [...lines.entries()].sort(([a], [b]) => a - b).map(([, words]) => words);
        if (blockOfItsOwn || ordered.length < 2 || ordered.at(-1)!.length !== 1) return false;
        const [above, last] = ordered.slice(-2);
        const widest = Math.max(...ordered.map((words) => words.at(-1)!.right - words[0].left));
        if (last[0].right - last[0].left >= widest / 2) return false; // a long word, not a stray one
        const style = getComputedStyle(heading);
        const room = heading.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const space = parseFloat(style.fontSize) * 0.3;
        const moved = above.at(-1)!;
        return last[0].right - last[0].left + space + (moved.right - moved.left) <= room;
      })
      .map((heading) => heading.textContent!.trim()),
  );

for (const width of [375, 1366]) {
  test(`no heading ends on a stray word at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000 * patience);
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      '/',
      '/servicos',
      '/contato',
      '/marketing-digital-imobiliario',
      '/blog',
      '/blog/geracao-de-leads',
      '/cases',
      '/agendamento',
      '/obrigado',
      '/pagina-que-nao-existe',
    ]) {
      await page.goto(path);
      expect(await strayWords(page), path).toEqual([]);
    }
  });
}

test("for a signed-in admin the floating 'Modo Edição' switch covers no footer text at the end of the page", async ({ page }) => {
  await useAdminSession(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Modo Edição' });
  await expect(toggle).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const fab = (await toggle.boundingBox())!;
  const covered = await page.getByRole('contentinfo').evaluate((footer, box) => {
    const hits: string[] = [];
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.left < box.x + box.width && box.x < rect.right && rect.top < box.y + box.height && box.y < rect.bottom)
          hits.push(node.textContent!.trim());
      }
    }
    return hits;
  }, fab);
  expect(covered).toEqual([]);
});

test('the lightbox counter reads as a label, the image is captioned, and a screen reader hears "Imagem i de N"', async ({ page }) => {
  // The case's main image, then its gallery (its results chart is drawn on the page, not a picture in the viewer).
  await page.goto('/cases/residencial-mirante-campolim');
  await page.getByRole('button', { name: /^Ampliar imagem 1 de \d+ da galeria$/ }).click();
  const lightbox = page.getByRole('dialog', { name: /^Imagens do case/ });
  const counter = lightbox.getByTestId('lightbox-counter');
  await expect(counter).toHaveText(/^2 \/ \d+$/);
  const total = (await counter.textContent())!.split(' / ')[1];
  const { text, fill, behind } = await drawnColors(counter);
  expect(contrast(fill, behind), 'its pill against the viewer').toBeGreaterThan(1.2);
  expect(contrast(text, fill), 'its text on the pill').toBeGreaterThanOrEqual(4.5);
  const alt = await lightbox.getByTestId('lightbox-image').getAttribute('alt');
  expect(alt).toBeTruthy();
  await expect(lightbox.locator('[data-lightbox="caption"]')).toHaveText(alt!);
  await expect(lightbox.locator('[aria-live="polite"]')).toHaveText(`Imagem 2 de ${total}`);
  await lightbox.getByRole('button', { name: 'Próxima imagem' }).click();
  await expect(lightbox.locator('[aria-live="polite"]')).toHaveText(`Imagem 3 de ${total}`);
});
