import { expect, test, type Locator, type Page } from './support/test';

import { leadsFor, uniqueEmail } from './support/cms';
import { PHONE, notBoundYet, openBeforeIslands } from './support/early-input';
import { patience } from './support/patience';
import { boxInMiddle, drag, swipe } from './support/touch';

/**
 * early-input.spec.ts's promise for the rest of the islands a visitor can act on: what is done before an island is
 * bound (4× CPU, its code held back) still does its job once it is. Not here, having nothing to act on before they
 * run: 'today' (a date), 'rotating-word', 'proof' and 'page-section' (the CMS's newer copy), 'not-found' (it logs the
 * path; its page's ways back are links).
 */
test.describe('input made before the other islands are bound (4× CPU)', () => {
  test.use(PHONE);

  test.describe('a first visit', () => {
    // No stored cookie choice: the banner is there to answer.
    test.use({ storageState: { cookies: [], origins: [] } });

    test('"Rejeitar todos" tapped on the cookie banner closes it and stores the choice', async ({ context }) => {
      const { page, release } = await openBeforeIslands(context, '/', { firstVisit: true });
      const banner = page.getByRole('region', { name: 'Aviso de cookies' });
      await banner.getByRole('button', { name: 'Rejeitar todos' }).tap();
      await notBoundYet(page);
      release();
      await expect(banner).toBeHidden({ timeout: 15_000 });
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('alicerce.consent') ?? 'null'));
      expect(stored?.categories).toEqual({ necessary: true, analytics: false, marketing: false });
    });
  });

  test('a tap on a FAQ question opens its answer', async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/contato');
    const question = page.getByRole('button', { name: 'Como funciona o modelo de fee híbrido?' });
    await question.tap();
    await notBoundYet(page);
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Como funciona o modelo de fee híbrido?' })).toBeVisible();
  });

  test("a tap on the footer's 'Preferências de cookies' opens the preferences (a control outside the consent island)", async ({ context }) => {
    // A returning visitor: the consent island has nothing on screen, so it would bind only when the page is idle.
    const { page, release } = await openBeforeIslands(context, '/contato');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).tap();
    await notBoundYet(page);
    release();
    await expect(page.getByRole('dialog', { name: 'Preferências de cookies' })).toBeVisible({ timeout: 15_000 });
  });

  test("a tap on a case page's gallery image opens the lightbox on it", async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/cases/edificio-aurora-alto-padrao');
    await page.getByRole('button', { name: 'Ampliar imagem 1 de 2 da galeria' }).tap();
    await notBoundYet(page);
    release();
    const lightbox = page.getByRole('dialog', { name: /^Imagens do case / });
    await expect(lightbox).toBeVisible({ timeout: 15_000 });
    // The main image first, then the gallery: its first image is the second.
    await expect(lightbox.getByTestId('lightbox-counter')).toHaveText('2 / 3');
  });

  /** Three ways to ask a card's carousel for its next image, all made before its code ran. */
  const nextImage: Array<[string, (page: Page, carousel: Locator, active: Locator) => Promise<void>]> = [
    ["a tap on a case card's next-image arrow", (_, carousel) => carousel.getByRole('button', { name: 'Próxima imagem' }).tap()],
    ["a swipe on a case card's image", (page, _, active) => swipe(page, active, 'left')],
    [
      "the → key on a case card's arrow",
      async (page, carousel) => {
        await carousel.getByRole('button', { name: 'Próxima imagem' }).focus();
        await page.keyboard.press('ArrowRight');
      },
    ],
  ];
  for (const [what, move] of nextImage) {
    test(`${what} shows the card's second image`, async ({ context }) => {
      test.setTimeout(60_000 * patience);
      const { page, release } = await openBeforeIslands(context, '/cases');
      const slides = await page
        .getByTestId('case-carousel')
        .first()
        .locator('.swiper-slide img:not([data-scheme="dark"])')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      expect(slides.length).toBeGreaterThan(1);
      // This card wherever the list puts it: drawn again with cases other specs publish meanwhile, it may not be first
      // (and one of them may show the same main picture by its address: its second picture tells them apart).
      const carousel = page
        .getByTestId('case-carousel')
        .filter({ has: page.locator(`.swiper-slide img[src="${slides[0]}"]`) })
        .filter({ has: page.locator(`.swiper-slide img[src="${slides[1]}"]`) });
      const active = carousel.locator('.swiper-slide-active img:not([data-scheme="dark"])');
      // The image a visitor sees: the active slide of a running carousel; the first of a card drawn again and not yet
      // started (list-state.ts restarts only the carousels that were off their first image).
      const shown = () =>
        carousel.evaluate((element) =>
          (element.querySelector('.swiper-slide-active') ?? element.querySelector('.swiper-slide'))?.querySelector('img')?.getAttribute('src'),
        );
      await expect(active).toHaveAttribute('src', slides[0]!);
      await move(page, carousel, active);
      await notBoundYet(page);
      release();
      await expect(active).toHaveAttribute('src', slides[1]!, { timeout: 15_000 });
      // Once bound the carousel takes the finger itself — also after the list was drawn again with the CMS's newer
      // cases (earlier tests leave some): the moved carousel is started again at its image (cases-island.ts).
      // A synthetic swipe at 4× CPU is now and then too quick for the carousel to take as one (seen in full runs, and
      // on stop 58's code run alone); it is made again only while the first image is not back — never past it. After
      // each, the carousel is given time to finish moving (its transition is slow at 4× CPU on a busy host) before the
      // image is judged: a second swipe made while the first was still moving could be taken past it.
      await expect(async () => {
        const before = await shown();
        if (before !== slides[0]) {
          await swipe(page, active, 'right');
          await expect
            .poll(shown, { timeout: 3_000 })
            .not.toBe(before)
            .catch(() => undefined);
        }
        expect(await shown()).toBe(slides[0]);
      }).toPass({ timeout: 30_000 });
    });
  }

  test("a finger scrolling the page over a case card's image is not taken for a swipe", async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/cases');
    const carousel = page.getByTestId('case-carousel').first();
    const active = carousel.locator('.swiper-slide-active img:not([data-scheme="dark"])');
    const first = await active.getAttribute('src');
    const box = await boxInMiddle(active);
    const x = box.x + box.width / 2;
    // Mostly up, a little sideways: a scroll, as a thumb makes it.
    await drag(page, { x, y: box.y + box.height * 0.8 }, { x: x - 60, y: box.y + box.height * 0.1 }, 1);
    await notBoundYet(page);
    release();
    // The thumb scrolled the card up: back on screen, its carousel's code runs (a carousel starts when seen).
    await active.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(page.locator('[data-island="carousel"]').first()).toHaveAttribute('data-island-ready', '', { timeout: 15_000 });
    await page.waitForTimeout(500);
    await expect(active).toHaveAttribute('src', first!);
  });

  test('a category chip tapped on /blog filters the list', async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/blog');
    const cards = page.locator('[data-blog-all] [data-category]:not([hidden])');
    const all = await cards.count();
    const chip = page.getByRole('button', { name: 'Mercado', exact: true });
    await chip.tap();
    await notBoundYet(page);
    release();
    await expect(chip).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    const shown = await cards.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.category));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all);
    expect(shown.every((category) => category === 'Mercado')).toBe(true);
  });

  test("a tap on an article's share button copies its link", async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page, release } = await openBeforeIslands(context, '/blog/geracao-de-leads');
    await page.getByRole('button', { name: 'Compartilhar' }).tap();
    await notBoundYet(page);
    release();
    await expect(page.getByText('Link copiado!')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("a tap on the booking calendar's next month shows that month's days", async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/agendamento');
    // The page is built without the visitor's day: the island draws the month (São Paulo time) and its days.
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .split('-')
      .map(Number);
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    await page.getByRole('button', { name: 'Próximo mês' }).tap();
    await notBoundYet(page);
    release();
    const firstDay = page.locator('button[role="gridcell"]:not([disabled])').first();
    await expect(firstDay).toHaveAttribute('data-date', new RegExp(`^${next}-`), { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Mês anterior' })).toBeEnabled();
  });

  test('a landing page form filled and sent before binding is sent: the visitor lands on /obrigado', async ({ context }) => {
    const email = uniqueEmail('early-lp');
    const { page, release } = await openBeforeIslands(context, '/lp/lancamento-vista-do-ipanema');
    const form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome').fill('Juliana Prado');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Telefone / WhatsApp').fill('(15) 99745-1020');
    await form.getByRole('button', { name: 'Receber a tabela' }).tap();
    await notBoundYet(page);
    release();
    await expect(page).toHaveURL(/\/obrigado$/, { timeout: 15_000 });
    await expect
      .poll(async () => (await leadsFor(email))[0])
      .toMatchObject({ name: 'Juliana Prado', landing_page_slug: 'lancamento-vista-do-ipanema' });
  });

  test("a form already bound inside a section still reading the CMS (the home's hero) answers at once", async ({ context }) => {
    const { page, release } = await openBeforeIslands(context, '/');
    // The hero's section island waits for the CMS's copy of the page, which does not come.
    await page.route(
      (url) => url.pathname.endsWith('/api/page-contents'),
      () => {},
    );
    release();
    const form = page.getByRole('form').first();
    await expect(page.locator('[data-island="lead-form"]').first()).toHaveAttribute('data-island-ready', '', { timeout: 15_000 });
    await form.getByLabel('Nome').pressSequentially('R');
    await form.getByLabel('Nome').press('Enter');
    await expect(form.getByText('Nome deve ter no mínimo 2 caracteres')).toBeVisible({ timeout: 15_000 });
    // Answered by the form itself, not once the section gave up on the CMS (its read times out after 10 s).
    await expect(page.locator('[data-island="page-section"]').first()).not.toHaveAttribute('data-island-ready', '');
  });
});
