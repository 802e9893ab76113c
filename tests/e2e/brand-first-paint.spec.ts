import { expect, test, type BrowserContext } from './support/test';

/**
 * The pages whose largest paint is a picture: a first visit (empty profile) reads them in the brand face from the first
 * paint, from the copy of Manrope cut to the page's characters that the build writes in the head and the head's script
 * adds to the page's fonts (web/scripts/brand-font-subset.ts). The face's file is refused here: what is painted cannot
 * come from it.
 */
const IMAGE_LED = ['/cases', '/cases/residencial-mirante-campolim', '/blog', '/blog/geracao-de-leads', '/lp/lancamento-vista-do-ipanema'];

/** The Manrope faces' states in the frame that first holds the page's heading (a frame's callbacks run before its paint). */
const recordFirstFrame = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { firstFrame: string[] | null };
    w.firstFrame = null;
    const look = () => {
      if (!document.querySelector('h1')) return requestAnimationFrame(look);
      w.firstFrame = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Manrope').map((face) => face.status);
    };
    requestAnimationFrame(look);
  });

for (const path of IMAGE_LED) {
  test(`a first visit to ${path} is set in the brand face from its first paint`, async ({ browser }) => {
    const context = await browser.newContext();
    try {
      await recordFirstFrame(context);
      await context.route(/\.woff2(\?|$)/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrame: string[] | null }).firstFrame)).toContain('loaded');
      // The face is on for everyone (never `media="not all"`) and its cut copy is inline, not a file.
      expect(await page.locator('style#brand-font').getAttribute('media')).toBeNull();
      expect(await page.locator('script#brand-font-cut').getAttribute('type')).toBe('text/plain');
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);

      // What the browser drew the page's text with: the headings, the paragraphs, labels and links of the main part (an
      // overline's upper case among them), the header's and the footer's — all Manrope, with the face's file refused,
      // so from the inline copy, and nothing in the fallback.
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
        nodeId: root.nodeId,
        selector: 'h1, h2, h3, main p, main span, main li, main a, header a, footer p, footer a',
      });
      expect(nodeIds.length).toBeGreaterThan(2);
      const families = new Set<string>();
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        for (const font of fonts) families.add(`${font.familyName}${font.isCustomFont ? '' : ' (system)'}`);
      }
      // A character missing from the copy would have been drawn in the fallback, its file refused. (The copy is named
      // by its variable face's default instance, "Manrope ExtraLight"; it is drawn at each element's weight.)
      expect([...families].length, `${path}: ${[...families].join(', ')}`).toBeGreaterThan(0);
      for (const family of families) expect(family, `${path}: the faces its text was drawn with`).toMatch(/^Manrope( ExtraLight)?$/);
    } finally {
      await context.close();
    }
  });
}
