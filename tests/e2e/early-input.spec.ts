import { expect, test } from './support/test';

import { PHONE, notBoundYet, openBeforeIslands } from './support/early-input';

/**
 * What a visitor does in the moment between the page's first paint and its islands bound — on a phone with a 4×
 * slower CPU, the islands' code held back until the test lets it through, so the input surely comes first — still
 * does its job once they are bound (web/src/site/lib/islands/early-input.ts). The other islands: early-input-more.spec.ts.
 */
test.describe('input made before the islands are bound (4× CPU)', () => {
  test.use(PHONE);

  // The first screen's buttons are bound by the page's own inline script: their tap is answered with every one of
  // the page's script files still held back, not replayed later.
  test('a tap on the menu button opens the menu before any script file has arrived', async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/');
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Serviços' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'true');
    await notBoundYet(page);
    release();
  });

  test('a tap on the theme toggle changes the theme before any script file has arrived', async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/');
    const toggle = page.getByRole('button', { name: 'Alternar tema' });
    await toggle.tap();
    // From the system's mode (a first visit) to the next one: the tap was made once, not lost.
    await expect(toggle).toHaveAttribute('title', 'Tema: claro', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('light');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await notBoundYet(page);
    release();
    // Once the rest of the page's code runs, the mode is not reset.
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 15_000 });
    await expect(toggle).toHaveAttribute('title', 'Tema: claro');
  });

  test('a name typed and sent by Enter is checked by the form as typed', async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/contato');
    const form = page.getByRole('form').first();
    await form.getByLabel('Nome').pressSequentially('R');
    await form.getByLabel('Nome').press('Enter');
    await notBoundYet(page);
    release();
    await expect(form.getByText('Nome deve ter no mínimo 2 caracteres')).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel('Nome')).toHaveValue('R');
    await expect(page).toHaveURL(/\/contato$/);
    // Typing on, now bound, the form checks again as the visitor types: the name's message goes.
    await form.getByLabel('Nome').pressSequentially('enata');
    await expect(form.getByText('Nome deve ter no mínimo 2 caracteres')).toHaveCount(0);
  });

  test('a platform chosen on /cases stays chosen and filters the list', async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/cases');
    const cards = page.locator('[data-case-grid] > li:not([hidden])');
    const all = await cards.count();
    const platform = page.getByLabel('Plataforma');
    await platform.selectOption('Meta Ads');
    await notBoundYet(page);
    release();
    await expect(page).toHaveURL(/[?&]plataforma=Meta(\+|%20)Ads/, { timeout: 15_000 });
    await expect(platform).toHaveValue('Meta Ads');
    const shown = await page
      .locator('[data-case-grid] > li:not([hidden])')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.platform));
    expect(shown.length).toBeLessThan(all);
    expect(shown.every((value) => value === 'Meta Ads')).toBe(true);
  });
});
