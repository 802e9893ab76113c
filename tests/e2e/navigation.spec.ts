import { expect, test } from './support/test';

import { contrast, drawnColors, over, parseColor } from './support/colors';

const NAV = [
  { label: 'Marketing Digital', url: /\/marketing-digital-imobiliario$/, h1: 'Marketing Digital Imobiliário' },
  { label: 'Serviços', url: /\/servicos$/, h1: 'Serviços de marketing imobiliário com foco em resultado' },
  { label: 'Cases', url: /\/cases$/, h1: 'Cases de sucesso no mercado imobiliário' },
  { label: 'Blog', url: /\/blog$/, h1: 'Blog' },
  { label: 'Contato', url: /\/contato$/, h1: 'Vamos conversar sobre o seu próximo resultado' },
  { label: 'Início', url: /\/$/, h1: /Marketing digital que vende/ },
];

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('each header link opens its page; the CTA opens the booking page', async ({ page }) => {
    await page.goto('/termos-uso');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    for (const { label, url, h1 } of NAV) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Agendar' }).click();
    await expect(page).toHaveURL(/\/agendamento$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agende sua Consultoria Gratuita');
  });

  test('the footer links the four articles and the legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/blog/marketing-digital-imobiliario',
      '/blog/geracao-de-leads',
      '/blog/mercado-imobiliario-brasil',
      '/blog/marketing-imobiliario-digital',
      '/politicas-privacidade',
      '/termos-uso',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 320 });
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page).toHaveURL(/\/termos-uso$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the WhatsApp button shows on article pages only', async ({ page }) => {
    await page.goto('/blog/geracao-de-leads');
    const button = page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(button).toHaveAttribute('target', '_blank');
    await page.goto('/servicos');
    await expect(page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' })).toHaveCount(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, navigates, and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Serviços' })).toBeVisible();

    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Cases' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cases de sucesso no mercado imobiliário');
  });

  test('the keyboard and a tap outside: focus on its first control, Esc, the backdrop and a Tab past its end each close it, and nothing it covers takes the focus', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Abrir menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await button.click();
    await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A tap on the dimmed page beside the drawer closes it, and goes nowhere.
    await button.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Tab through every control: past the last one the drawer closes before the focus reaches the page it covered.
    await button.click();
    const controls = await drawer.locator('a[href], button').count();
    for (let i = 0; i < controls; i++) await page.keyboard.press('Tab');
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog'))).toBeNull();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open menu marks the current page as clearly as the header does (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/servicos');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const drawer = page.getByRole('dialog');
      const current = drawer.getByRole('link', { name: 'Serviços' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      const other = drawer.getByRole('link', { name: 'Cases' });
      const [marked, plain] = [await drawnColors(current), await drawnColors(other)];
      // Readable, and unlike the other items: its own colour, bold, with a bar at its start in that colour.
      expect(contrast(marked.text, marked.fill), 'its text on the drawer').toBeGreaterThanOrEqual(4.5);
      expect(marked.text, 'its colour against the other items').not.toEqual(plain.text);
      const bar = await current.evaluate((element) => ({
        width: parseFloat(getComputedStyle(element).borderLeftWidth),
        color: getComputedStyle(element).borderLeftColor,
      }));
      expect(bar.width, 'its bar').toBeGreaterThanOrEqual(3);
      expect(contrast(over(parseColor(bar.color), marked.behind), marked.behind), 'its bar against the drawer').toBeGreaterThanOrEqual(3);
      expect(
        Number(await current.locator('.MuiListItemText-primary').evaluate((element) => getComputedStyle(element).fontWeight)),
      ).toBeGreaterThanOrEqual(600);
      // The header's current item, on a wide screen, is in the same colour.
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
      const header = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Serviços' });
      expect((await drawnColors(header)).text).toEqual(marked.text);
    });
  }

  test("a tap on the menu button before the page's code has run opens the menu once it has (never lost)", async ({ context }) => {
    // A page of its own: the fixture's page waits for the islands after every navigation, a visitor does not.
    const page = await context.newPage();
    // The islands' code held back 4 s (a slow network): the visitor taps while only the HTML is there.
    const started = Date.now();
    await page.route('**/assets/entry.client*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.islands ?? 'not yet'), `tapped ${Date.now() - started} ms in`).toBe('not yet');
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Serviços' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
