import { expect, type Page } from './test';

/** The booking calendar of /agendamento, as a visitor uses it: shared by the specs that book in the browser. */
export const slot = (page: Page, time: string) => page.getByRole('button', { name: time, exact: true });

/** Two months ahead, each time waiting for the calendar to name the next month. */
export async function twoMonthsAhead(page: Page) {
  for (let i = 0; i < 2; i++) {
    const month = await page.locator('#booking-month').textContent();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(page.locator('#booking-month')).not.toHaveText(month ?? '');
  }
}

/**
 * The first selectable weekday two months ahead (real clock: the CMS checks the real date) on which every slot of
 * `free` is still open, as YYYY-MM-DD: a retried test finds the day its first attempt booked taken.
 */
export async function pickFarDay(page: Page, free: string[]): Promise<string> {
  await twoMonthsAhead(page);
  for (const cell of await page.locator('button[role="gridcell"]:not([disabled])').all()) {
    const date = (await cell.getAttribute('data-date'))!;
    await cell.click();
    // The month's taken slots are read: until then every slot is drawn disabled.
    await expect(page.locator('[role="group"][aria-busy]')).toHaveAttribute('aria-busy', 'false');
    let open = true;
    for (const time of free) open &&= await slot(page, time).isEnabled();
    if (open) return date;
  }
  throw new Error(`no day two months ahead with ${free.join(', ')} free`);
}
