import { expect, test, type Page } from './support/test';
import { useAdminSession } from './support/admin';

// Issue #19 review: on a 375 px phone the dashboard's tab bar scrolls, and the selected tab sat partly (or almost
// wholly) under the scroll arrow after a load with `?aba=`. The selected tab must be wholly inside the visible bar,
// on load and after choosing a tab from the keyboard.

test.use({ viewport: { width: 375, height: 740 } });

const bar = (page: Page) => page.getByRole('tablist', { name: 'Seções do painel' });

/** How many pixels of the selected tab lie outside the part of the bar one can see (between the arrows). */
async function hiddenPixels(page: Page) {
  return bar(page).evaluate((list) => {
    const scroller = list.parentElement!;
    const view = scroller.getBoundingClientRect();
    const tab = list.querySelector('[role="tab"][aria-selected="true"]')!.getBoundingClientRect();
    return Math.round(Math.max(0, view.left - tab.left) + Math.max(0, tab.right - view.right));
  });
}

async function openTab(page: Page, aba: string) {
  await page.goto(`/admin/dashboard?aba=${aba}`);
  await expect(page.getByRole('tabpanel')).toBeVisible();
}

test('a tab opened by its address is wholly visible in the scrolling tab bar, whichever it is', async ({ page }) => {
  await useAdminSession(page);
  await openTab(page, 'cases');
  const ids = await bar(page).getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.id.replace(/^tab-/, '')));
  expect(ids.length).toBeGreaterThanOrEqual(9);
  for (const aba of ids.slice(1)) {
    await openTab(page, aba);
    await expect(bar(page).getByRole('tab', { selected: true })).toHaveId(`tab-${aba}`);
    await expect.poll(() => hiddenPixels(page), { message: aba }).toBe(0);
  }
});

test('choosing tabs from the keyboard keeps the chosen one wholly visible, to the last and back', async ({ page }) => {
  await useAdminSession(page);
  await openTab(page, 'cases');
  const count = await bar(page).getByRole('tab').count();
  await bar(page).getByRole('tab', { selected: true }).focus();
  for (let step = 1; step < count; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  await expect(bar(page).getByRole('tab').last()).toBeFocused();
  await expect.poll(() => hiddenPixels(page)).toBe(0);
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => hiddenPixels(page)).toBe(0);
});
