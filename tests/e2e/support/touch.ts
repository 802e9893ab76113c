import type { Locator, Page } from '@playwright/test';

type Point = { x: number; y: number };

/**
 * A finger put down at `from`, moved in `steps` to `to` and lifted (Chromium's own touch input, as a phone's screen
 * sends it).
 */
export async function drag(page: Page, from: Point, to: Point, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Where `target` is once scrolled to the middle of the screen, where nothing fixed (the phone's action bar) lies over it. */
export async function boxInMiddle(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  return box;
}

/**
 * A finger's horizontal swipe across `target`, from one side of it to the other, once it is in the middle of the
 * screen. `toward` is where the finger goes: 'left' asks a carousel for the next image.
 */
export async function swipe(page: Page, target: Locator, toward: 'left' | 'right') {
  const box = await boxInMiddle(target);
  const y = box.y + box.height / 2;
  const [left, right] = [
    { x: box.x + box.width * 0.2, y },
    { x: box.x + box.width * 0.8, y },
  ];
  await (toward === 'left' ? drag(page, right, left) : drag(page, left, right));
}
