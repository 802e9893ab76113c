import { expect, test, type Page } from './support/test';

import { PUBLIC_ROUTES } from './support/routes';

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

test('the theme toggle cycles system → light → dark and the choice survives a reload without a flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/servicos');
  const toggle = page.getByRole('button', { name: 'Alternar tema' });
  await expect(toggle).toHaveAttribute('title', 'Tema: sistema');

  await toggle.click();
  await expect(toggle).toHaveAttribute('title', 'Tema: claro');
  expect(await htmlClass(page)).toContain('light');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await toggle.click();
  await expect(toggle).toHaveAttribute('title', 'Tema: escuro');
  expect(await htmlClass(page)).toContain('dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);

  // Before any app script runs (all of them blocked), the inline init script already applies the
  // stored choice: the prerendered page never shows the wrong theme first.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect(await htmlClass(page)).toContain('dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
  await page.unroute('**/assets/*.js');

  await page.reload();
  await expect(toggle).toHaveAttribute('title', 'Tema: escuro');
  await toggle.click();
  await expect(toggle).toHaveAttribute('title', 'Tema: sistema');
});

test('system mode follows the operating system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Alternar tema' })).toHaveAttribute('title', 'Tema: sistema');
  expect(await htmlClass(page)).toContain('dark');
});

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
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 2).join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"` : String(node?.nodeName);
          return `${name} ${rect(previousRect)} → ${rect(currentRect)} at ${Math.round(entry.startTime)} ms`;
        });
        w.shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
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
    test.setTimeout(120_000);
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
        expect(await toggle.boundingBox(), `${path}: the toggle before and after its code ran`).toEqual(await staticPage.getByRole('button', { name: 'Alternar tema' }).boundingBox());
      });
    }
    await staticContext.close();
  });
}
