import { expect, test, type Locator, type Page } from './support/test';
import { patience } from './support/patience';

import { useAdminSession, openScreen } from './support/admin';
import { cmsGet } from './support/cms';
import { PUBLIC_ROUTES } from './support/routes';

/** Issue #19, items 3, 6, 8 and 13: behaviour a visitor (or an admin) notices on every screen. */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** The header item each page marks as current (none: a page outside the main navigation). */
const CURRENT: Record<string, string | null> = {
  '/': 'Início',
  '/servicos': 'Serviços',
  '/contato': 'Contato',
  '/marketing-digital-imobiliario': 'Marketing Digital',
  '/blog': 'Blog',
  '/obrigado': null,
  '/agendamento': null,
  '/cases': 'Cases',
  '/politicas-privacidade': null,
  '/termos-uso': null,
};
const currentOf = (path: string) => (path.startsWith('/blog/') ? 'Blog' : CURRENT[path]);

let caseSlug = '';
test.beforeAll(async () => {
  caseSlug = (await cmsGet<{ data: Array<{ slug: string }> }>('/cases?pagination[pageSize]=1')).data[0]!.slug;
});

const routes = () => [...PUBLIC_ROUTES.map(({ path }) => ({ path, current: currentOf(path) })), { path: `/cases/${caseSlug}`, current: 'Cases' }];

async function expectCurrent(page: Page, current: string | null) {
  const desktop = page.getByRole('navigation', { name: 'Navegação principal' }).locator('[aria-current="page"]');
  // The drawer is a closed <dialog> until the menu opens: its links are read from the markup.
  const drawer = page.locator('#menu-movel [aria-current="page"]');
  if (current === null) {
    await expect(desktop).toHaveCount(0);
    await expect(drawer).toHaveCount(0);
  } else {
    await expect(desktop).toHaveText(current);
    await expect(drawer).toHaveText(current);
  }
}

test.describe('header: the current page is marked on a direct load (item 3)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('every public route, in the prerendered HTML (no JavaScript) and once the page runs', async ({ page, browser }) => {
    test.setTimeout(120_000 * patience); // 16 routes, each loaded twice
    const staticContext = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await staticContext.newPage();
    for (const { path, current } of routes()) {
      await test.step(path, async () => {
        await staticPage.goto(path);
        await expectCurrent(staticPage, current);
        await page.goto(path);
        await expectCurrent(page, current);
      });
    }
    await staticContext.close();
  });

  test('after the home form sends the visitor to /obrigado, no item is marked', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form').first();
    await form.getByLabel('Nome').fill('Renata Oliveira');
    await form.getByLabel('E-mail').fill(`marca.${Date.now()}@teste.example`);
    await form.getByLabel('Telefone / WhatsApp').fill('(15) 99812-3456');
    await form.getByRole('button', { name: 'Solicitar Consultoria Gratuita' }).click();
    await expect(page).toHaveURL(/\/obrigado$/);
    await expectCurrent(page, null);
  });

  test('on a phone the open menu marks the page (an article marks Blog)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/blog/geracao-de-leads');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe('toasts cover no action and never repeat (item 6)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('/contato: the validation toast sits clear of the submit button, once, and is gone while sending', async ({ page }) => {
    await page.goto('/contato');
    const form = page.getByRole('form').first();
    const submit = form.getByRole('button', { name: 'Solicitar Consultoria Gratuita' });
    await form.getByLabel('Nome').fill('Renata Oliveira');
    await form.getByLabel('E-mail').fill('renata@');
    await form.getByLabel('Telefone / WhatsApp').fill('(15) 99812-3456');
    for (const block of ['center', 'end'] as const) {
      await submit.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
      await submit.click();
      await submit.click();
      const toasts = page.getByRole('alert').filter({ hasText: 'Erro de validação' });
      await expect(toasts).toHaveCount(1);
      expect(overlaps(await boxOf(toasts), await boxOf(submit))).toBe(false);
    }

    await form.getByLabel('E-mail').fill(`toast.${Date.now()}@teste.example`);
    await submit.click();
    await expect(form.getByRole('button', { name: 'Enviando...' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Erro de validação' })).toHaveCount(0);
  });

  test('dashboard: a validation toast shows once, clear of Salvar, and closes with the Novo Case editor', async ({ page }) => {
    await useAdminSession(page);
    await page.goto('/admin/dashboard/cases');
    await page.getByRole('link', { name: 'Novo Case' }).click();
    const dialog = page.getByRole('form', { name: 'Novo Case' });
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await save.click();
    await save.click();
    const toasts = page.locator('#notistack-snackbar').filter({ hasText: 'Título é obrigatório' });
    await expect(toasts).toHaveCount(1);
    expect(overlaps(await boxOf(toasts), await boxOf(save))).toBe(false);

    await dialog.getByRole('link', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#notistack-snackbar')).toHaveCount(0);
    await openScreen(page, 'Configurações do Site');
    await expect(page.locator('#notistack-snackbar')).toHaveCount(0);
  });
});

test.describe('/cases card carousels and the keyboard (item 8)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  const activeImages = (carousels: Locator) =>
    carousels.evaluateAll((groups) => groups.map((group) => group.querySelector('.swiper-slide-active img')?.getAttribute('src')));

  test('← → move only the carousel that has the focus, and none under an open dialog', async ({ page }) => {
    await page.goto('/cases');
    const carousels = page.getByTestId('case-carousel');
    expect(await carousels.count()).toBeGreaterThanOrEqual(2);
    // A carousel starts once the visitor reaches it (here a pointer over it), not when it comes into view.
    for (const carousel of await carousels.all()) {
      await carousel.scrollIntoViewIfNeeded();
      await carousel.hover();
      await expect(carousel).toHaveAttribute('data-carousel', 'ready');
    }
    const before = await activeImages(carousels);

    await carousels.first().getByRole('button', { name: 'Próxima imagem' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await activeImages(carousels))[0]).not.toBe(before[0]);
    const afterFirst = await activeImages(carousels);
    expect(afterFirst.slice(1)).toEqual(before.slice(1));

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await activeImages(carousels)).toEqual(afterFirst);

    await page.getByRole('link', { name: 'Ver Detalhes' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await activeImages(carousels)).toEqual(afterFirst);
  });
});

test.describe('one tap to convert on a phone (item 13)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const bar = (page: Page) => page.getByRole('navigation', { name: 'Contato rápido' });

  /** Pages whose own content offers the bar's actions, or where the bar would cover the task: no bar. */
  const WITHOUT_BAR = ['/obrigado', '/agendamento'];

  /** The WhatsApp links on screen now: visible, in view, and whether each floats (fixed to the screen). */
  const whatsappOnScreen = (page: Page) =>
    page.locator('a[href^="https://wa.me/"]').evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return link.checkVisibility() && box.bottom > 0 && box.top < window.innerHeight;
        })
        .map((link) => {
          let fixed = false;
          for (let at: Element | null = link; at; at = at.parentElement) fixed ||= getComputedStyle(at).position === 'fixed';
          return {
            name: link.getAttribute('aria-label') ?? link.textContent?.trim() ?? '',
            fixed,
            text: new URL(link.getAttribute('href')!).searchParams.get('text') ?? '',
          };
        }),
    );

  test('every public page has WhatsApp and Agendar at the bottom (none pointing to the page itself), one WhatsApp afloat, and its end is not covered', async ({
    page,
  }) => {
    test.setTimeout(120_000 * patience); // 16 routes
    for (const { path } of routes()) {
      await test.step(path, async () => {
        await page.goto(path);
        const floating = (await whatsappOnScreen(page)).filter((link) => link.fixed);
        if (WITHOUT_BAR.includes(path)) {
          await expect(bar(page)).toHaveCount(0);
          expect(floating).toEqual([]);
          // WhatsApp is still one tap away, once, in the page.
          await expect(page.getByRole('main').locator('a[href^="https://wa.me/"]')).toHaveCount(1);
          return;
        }
        await expect(bar(page).getByRole('link', { name: 'WhatsApp (abre em nova aba)' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
        await expect(bar(page).getByRole('link', { name: 'Agendar' })).toHaveAttribute('href', '/agendamento');
        await expect(bar(page).locator(`a[href="${path}"]`)).toHaveCount(0);
        // One way to WhatsApp afloat: the bar's (an article's floating button is for wider screens), with the
        // article's own greeting on an article.
        expect(floating.map((link) => link.name)).toEqual(['WhatsApp (abre em nova aba)']);
        if (path.startsWith('/blog/')) expect(floating[0].text).toContain(`"${await page.getByRole('heading', { level: 1 }).textContent()}"`);
        await expect(page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' })).toBeHidden();
        const barBox = await boxOf(bar(page));
        expect(barBox.y + barBox.height).toBeCloseTo(812, 0);
        // Scrolled to the very end — again on each look: a page that grows a few pixels after the first scroll moves
        // its end down with it, which is not the bar covering it (seen once, CI of 2026-11-26 19:16: the footer 2.5 px
        // under the bar for the whole poll; not reproduced in 3 loads of /contato at 375 px, whose height stayed
        // 3159 px from binding to 7 s after — late text reflow is the likely cause).
        const footer = page.getByRole('contentinfo');
        await expect
          .poll(async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const box = await boxOf(footer);
            return box.y + box.height;
          })
          .toBeLessThanOrEqual(barBox.y + 1);
      });
    }
  });

  test('the bar is gone on a wide screen, where the header has Agendar', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/servicos');
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Agendar' })).toBeVisible();
  });

  test.describe('with the cookie banner', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the banner stays whole and usable over the bar; after the choice the bar shows', async ({ page }) => {
      await page.goto('/servicos');
      const banner = page.getByRole('region', { name: 'Aviso de cookies' });
      await expect(banner).toBeVisible();
      const box = await boxOf(banner);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(812 + 0.5);
      for (const name of ['Personalizar', 'Rejeitar todos', 'Aceitar todos']) {
        const button = await boxOf(banner.getByRole('button', { name }));
        const onTop = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-consent-banner]'), {
          x: button.x + button.width / 2,
          y: button.y + button.height / 2,
        });
        expect(onTop, name).toBe(true);
      }
      await banner.getByRole('button', { name: 'Aceitar todos' }).click();
      await expect(banner).toBeHidden();
      await expect(bar(page).getByRole('link', { name: 'Agendar' })).toBeVisible();
    });
  });

  test('/obrigado says what happens next and offers the booking', async ({ page }) => {
    await page.goto('/obrigado');
    await expect(page.getByRole('heading', { name: 'Próximos passos' })).toBeVisible();
    await expect(page.getByText('Entramos em contato pelo telefone ou e-mail que você informou', { exact: false })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Agendar consultoria gratuita' })).toHaveAttribute('href', '/agendamento');
  });
});
