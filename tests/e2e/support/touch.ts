import type { Locator, Page } from '@playwright/test';

/**
 * A finger's horizontal swipe across `target` (Chromium's own touch input, as a phone's screen sends it: the touch
 * starts at one side of the element, moves in steps and is lifted at the other). `toward` is where the finger goes:
 * 'left' asks a carousel for the next image. The element is first scrolled to the middle of the screen.
 */
export async function swipe(page: Page, target: Locator, toward: 'left' | 'right') {
  // In the middle of the screen: nothing fixed (the phone's bottom action bar) lies over it.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe: the element is not on screen');
  const y = box.y + box.height / 2;
  const [from, to] = toward === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  const steps = 8;
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / steps, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
