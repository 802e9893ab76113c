import { freedAt, noteWhenPicturesFreed } from './support/main-image-freed';
import { expect, test, type Page } from './support/test';
import { WITH_UNPUBLISHED_CASES } from '../../domain/src/case-visibility';
import { searchCases, useAdminSession } from './support/admin';
import { adminJwt, cmsGet, onSite } from './support/cms';

/** /cases against the seeded CMS (spec §2 "Cases", §9; issue 4). */
type PublicCase = {
  slug: string;
  title: string;
  platform: string;
  property_type: string | null;
  strategy: string[];
  results: Record<string, string>;
  learning: string | null;
  image_url: string | null;
  chart_url: string | null;
  results_series: { title: string; points: Array<{ label: string; value: number }> } | null;
  gallery_images: string[];
};

const PLATFORMS = ['Google Ads', 'Meta Ads', 'LinkedIn Ads', 'Display', 'Multicanal'];
const TYPES = ['Apartamentos', 'Casas', 'Comercial', 'Loteamentos', 'Alto Padrão'];
// Counts are compared with the published cases; the last test publishes one more (then deletes it): one at a time.
test.describe.configure({ mode: 'serial' });

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const RICH = 'residencial-mirante-campolim';
const BARE = 'corretor-autonomo-casas-votorantim';
const UNPUBLISHED = 'residencial-parque-sabia';

const withUnpublished = new URLSearchParams(WITH_UNPUBLISHED_CASES).toString();

let published: PublicCase[] = [];
const bySlug = (slug: string) => published.find((c) => c.slug === slug)!;

test.beforeAll(async () => {
  published = (await cmsGet<{ data: PublicCase[] }>('/cases?pagination[pageSize]=100')).data;
  expect(published.length).toBeGreaterThan(0);
});

const cards = (page: Page) => page.getByRole('list', { name: 'Cases' }).getByRole('article');
const card = (page: Page, slug: string) => cards(page).filter({ has: page.getByRole('heading', { name: bySlug(slug).title, exact: true }) });
const platformFilter = (page: Page) => page.getByLabel('Plataforma');
const typeFilter = (page: Page) => page.getByLabel('Tipo de imóvel');
const clearButton = (page: Page) => page.getByRole('button', { name: 'Limpar Filtros' });
const EMPTY = 'Nenhum case encontrado com os filtros selecionados.';

async function openCases(page: Page, path = '/cases') {
  await page.goto(path);
  await expect(cards(page).first()).toBeVisible();
}

async function expectCount(page: Page, count: number) {
  if (count === 0) {
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  } else {
    await expect(cards(page)).toHaveCount(count);
    await expect(page.getByText(EMPTY)).toHaveCount(0);
  }
}

/** Publishes a case as the admin (after the build: not prerendered); returns a function that deletes it. */
async function publishCase(data: Record<string, unknown>) {
  const auth = { authorization: `Bearer ${await adminJwt()}` };
  const created = await fetch(`${CMS}/api/cases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ data: { is_published: true, ...data } }),
  });
  expect(created.status).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  return async () => {
    await fetch(`${CMS}/api/cases/${documentId}`, { method: 'DELETE', headers: auth });
  };
}

async function openRichDialog(page: Page) {
  await openCases(page);
  await card(page, RICH).getByRole('link', { name: 'Ver Detalhes' }).click();
  const dialog = page.getByRole('dialog', { name: bySlug(RICH).title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('hero (CMS title as H1) and closing section lead to /agendamento; cards are the published cases, newest first', async ({ page }) => {
  await openCases(page);
  const sections = await cmsGet<{ data: Array<{ section_key: string; content: Record<string, string> }> }>(
    '/page-contents?filters[page_slug][$eq]=cases',
  );
  const hero = sections.data.find((s) => s.section_key === 'hero')!.content;
  const closing = sections.data.find((s) => s.section_key === 'final_cta')!.content;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
  await expect(page.getByRole('link', { name: hero.cta_label, exact: true })).toHaveAttribute('href', '/agendamento');
  await expect(page.getByRole('link', { name: closing.button_label, exact: true })).toHaveAttribute('href', '/agendamento');

  await expect(cards(page).getByRole('heading')).toHaveText(published.map((c) => c.title));
  const all = (await cmsGet<{ data: PublicCase[] }>(`/cases?pagination[pageSize]=100&${withUnpublished}`, true)).data;
  const hidden = all.find((c) => c.slug === UNPUBLISHED)!;
  expect(hidden, 'the seed has an unpublished case').toBeTruthy();
  expect(published.map((c) => c.slug)).not.toContain(UNPUBLISHED);
  await expect(page.getByText(hidden.title)).toHaveCount(0);

  // A shared link to the unpublished case opens nothing.
  await page.goto(`/cases?case=${UNPUBLISHED}`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('signed in as the admin, /cases is what the public sees: no draft listed, none opened by link; the dashboard lists it', async ({ page }) => {
  await useAdminSession(page);
  const all = (await cmsGet<{ data: PublicCase[] }>(`/cases?pagination[pageSize]=100&${withUnpublished}`, true)).data;
  const draft = all.find((c) => c.slug === UNPUBLISHED)!;
  expect(draft, 'the seed has an unpublished case').toBeTruthy();

  await openCases(page);
  await expect(cards(page).getByRole('heading')).toHaveText(published.map((c) => c.title));
  await expect(page.getByText(draft.title)).toHaveCount(0);

  await page.goto(`/cases?case=${UNPUBLISHED}`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(draft.title)).toHaveCount(0);

  // The same session in the dashboard: the draft is there, marked as such (found by its title: the dashboard's
  // specs add cases, so the list's first page need not hold it).
  await page.goto('/admin/dashboard/cases');
  await searchCases(page, draft.title);
  await expect(page.getByRole('listitem', { name: draft.title })).toContainText('Rascunho');
});

test('filter by each platform and each property type: the counts match the public API', async ({ page }) => {
  await openCases(page);
  await expect(clearButton(page)).toHaveCount(0);
  await expect(platformFilter(page).locator('option')).toHaveText(['Todas as plataformas', ...PLATFORMS]);
  await expect(typeFilter(page).locator('option')).toHaveText(['Todos os tipos', ...TYPES]);

  for (const platform of PLATFORMS) {
    await platformFilter(page).selectOption(platform);
    await expect(page).toHaveURL(new RegExp(`[?&]plataforma=${encodeURIComponent(platform).replace(/%20/g, '(\\+|%20)')}`));
    await expectCount(page, published.filter((c) => c.platform === platform).length);
    await expect(clearButton(page)).toBeVisible();
  }
  await platformFilter(page).selectOption('Todas as plataformas');
  await expect(clearButton(page)).toHaveCount(0);

  for (const type of TYPES) {
    await typeFilter(page).selectOption(type);
    await expectCount(page, published.filter((c) => c.property_type === type).length);
  }
});

test('a combination with no case shows the empty state; Limpar Filtros brings every case back', async ({ page }) => {
  const combos = PLATFORMS.flatMap((platform) => TYPES.map((type) => [platform, type] as const));
  const [platform, type] = combos.find(([p, t]) => !published.some((c) => c.platform === p && c.property_type === t))!;
  await openCases(page, `/cases?plataforma=${encodeURIComponent(platform)}`);
  await typeFilter(page).selectOption(type);
  await expectCount(page, 0);

  await clearButton(page).click();
  await expectCount(page, published.length);
  await expect(clearButton(page)).toHaveCount(0);
  await expect(platformFilter(page)).toHaveValue('all');
  await expect(page).toHaveURL(/\/cases$/);
});

test("'Carregando cases...' while the API is slow", async ({ page }) => {
  await page.route('**/api/cases*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/cases');
  await expect(page.getByText('Carregando cases...')).toBeVisible();
  await expect(cards(page).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Carregando cases...')).toHaveCount(0);
});

test("with the CMS down: 'Erro ao carregar cases' and the page still renders", async ({ page }) => {
  await page.goto(`${process.env.E2E_OFFLINE_URL ?? 'http://localhost:4184'}/cases`);
  await expect(page.getByText('Erro ao carregar cases')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Plataforma')).toBeVisible();
});

test('cards: carousel on the multi-image case, local placeholder on the image-less one, two metrics, clamped text', async ({ page }) => {
  await openCases(page);
  const rich = bySlug(RICH);
  const richCard = card(page, RICH);
  const carousel = richCard.getByTestId('case-carousel');
  await expect(carousel).toBeVisible();
  await expect(carousel.locator('.swiper-slide')).toHaveCount(1 + rich.gallery_images.length);
  await expect(carousel.locator('.swiper-slide-active img:not([data-scheme="dark"])')).toHaveAttribute('src', onSite(rich.image_url!));
  await richCard.getByRole('button', { name: 'Próxima imagem' }).click();
  await expect(carousel.locator('.swiper-slide-active img:not([data-scheme="dark"])')).toHaveAttribute('src', onSite(rich.gallery_images[0]!));
  // Swiper, started by the visitor reaching the card, adds a dot per image.
  await expect(carousel.locator('.carousel-dots .swiper-pagination-bullet')).toHaveCount(1 + rich.gallery_images.length);
  // Sized by `sizes` from the AVIF source (the <img> keeps only its src: every browser the site supports takes AVIF or WebP).
  await expect(carousel.locator('.swiper-slide-active source[type="image/avif"]').first()).toHaveAttribute('srcset', /\d+w/);
  await expect(richCard.getByText(rich.platform, { exact: true })).toBeVisible();
  await expect(richCard.getByTestId('case-metric')).toHaveText(
    Object.entries(rich.results)
      .slice(0, 2)
      .map(([label, value]) => `${label}${value}`),
  );
  const clamp = await richCard.getByTestId('case-short-description').evaluate((el) => getComputedStyle(el).webkitLineClamp);
  expect(clamp).toBe('3');

  const bare = card(page, BARE);
  await expect(bare.getByTestId('case-carousel')).toHaveCount(0);
  const placeholder = bare.getByRole('img');
  await expect(placeholder).toHaveAttribute('src', '/images/case-placeholder.svg');
  await expect.poll(() => placeholder.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("the cards after the first wait for its cover: none of their covers is asked for before the first card's has arrived, and all show after it", async ({
    page,
  }) => {
    // When the page lets the pictures below the main one go (the attribute leaves <html>), the moment is noted.
    await noteWhenPicturesFreed(page);
    await openCases(page);
    // Each card's first picture (a carousel's first slide), light theme.
    const covers = cards(page).locator('img:not([data-scheme="dark"])').filter({ visible: true });
    const count = await covers.count();
    expect(count).toBeGreaterThan(2);
    for (const cover of await covers.all()) {
      await cover.scrollIntoViewIfNeeded();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const timing = await page.evaluate(() => {
      const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
      const path = (url: string) => new URL(url, location.href).pathname;
      const others = [...document.querySelectorAll<HTMLImageElement>('[aria-label="Cases"] article img:not([data-scheme="dark"])')]
        .filter((img) => img !== main && img.currentSrc && !img.currentSrc.endsWith('.svg'))
        .map((img) => path(img.currentSrc));
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        mainArrived: entries.find((entry) => path(entry.name) === path(main.currentSrc))?.responseEnd,
        othersAskedAt: entries.filter((entry) => others.includes(path(entry.name))).map((entry) => entry.startTime),
      };
    });
    expect(timing.mainArrived).toBeGreaterThan(0);
    const released = await freedAt(page);
    expect(released).toBeGreaterThanOrEqual(timing.mainArrived!);
    expect(timing.othersAskedAt.length).toBeGreaterThan(1);
    for (const askedAt of timing.othersAskedAt) expect(askedAt).toBeGreaterThanOrEqual(released!);
  });
});

test('grid: 1 column on small screens, 2 on medium, 3 on large, and no card wider than its column', async ({ page }) => {
  for (const [width, columns] of [
    [390, 1],
    [1000, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openCases(page);
    const boxes = await cards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const firstRowTop = boxes[0].top;
    expect(boxes.filter((b) => Math.abs(b.top - firstRowTop) < 2)).toHaveLength(columns);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(width);
  }
});

test('details dialog: sections, gallery with "Ver todas as 8 imagens", Back closes it', async ({ page }) => {
  const rich = bySlug(RICH);
  const dialog = await openRichDialog(page);
  // What a visitor shares is the case's own (indexable) page.
  await expect(page).toHaveURL(new RegExp(`/cases/${RICH}$`));

  await expect(dialog.getByText(rich.platform, { exact: true })).toBeVisible();
  for (const heading of ['Desafio Inicial', 'Estratégia Aplicada', 'Resultados', 'Aprendizado', 'Galeria de Imagens']) {
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  }
  const strategy = dialog.locator('section', { has: page.getByRole('heading', { name: 'Estratégia Aplicada' }) });
  await expect(strategy.getByRole('listitem')).toHaveCount(rich.strategy.length);
  const results = dialog.locator('section', { has: page.getByRole('heading', { name: 'Resultados' }) });
  await expect(results.getByTestId('case-metric')).toHaveCount(Object.keys(rich.results).length);
  await expect(dialog.locator('blockquote').filter({ hasText: rich.learning! })).toBeVisible();

  const thumbs = dialog.getByRole('button', { name: /^Ampliar imagem \d+ de \d+ da galeria$/ });
  await expect(thumbs).toHaveCount(6);
  await dialog.getByRole('button', { name: `Ver todas as ${rich.gallery_images.length} imagens` }).click();
  await expect(thumbs).toHaveCount(rich.gallery_images.length);
  await expect(dialog.getByRole('link', { name: 'Quero resultados como esse' })).toHaveAttribute('href', '/agendamento');

  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/cases$/);
  await expect(cards(page)).toHaveCount(published.length);
});

test('lightbox: main image then gallery (the drawn chart is not a picture in it); wrap-around, counter, dots, keyboard; focus returns', async ({
  page,
}) => {
  const rich = bySlug(RICH);
  expect(rich.chart_url, 'the seeded chart is drawn from data').toBeNull();
  const order = [rich.image_url, ...rich.gallery_images].map((url) => onSite(url!));
  const total = order.length;
  const dialog = await openRichDialog(page);
  await expect(dialog.getByRole('figure', { name: rich.results_series!.title })).toBeVisible();
  const thumb = dialog.getByRole('button', { name: `Ampliar imagem 2 de ${rich.gallery_images.length} da galeria` });
  await thumb.click();

  const lightbox = page.getByRole('dialog', { name: `Imagens do case ${rich.title}` });
  const counter = lightbox.getByTestId('lightbox-counter');
  const image = lightbox.getByTestId('lightbox-image');
  await expect(counter).toHaveText(`3 / ${total}`);
  await expect(image).toHaveAttribute('src', order[2]!);
  const box = await lightbox.boundingBox();
  expect(box!.width).toBe(page.viewportSize()!.width);

  await lightbox.getByRole('button', { name: 'Imagem anterior' }).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await expect(image).toHaveAttribute('src', order[1]!);
  await lightbox.getByRole('button', { name: 'Imagem anterior' }).click();
  await expect(image).toHaveAttribute('src', order[0]!);
  await lightbox.getByRole('button', { name: 'Imagem anterior' }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await expect(image).toHaveAttribute('src', order[total - 1]!);
  await lightbox.getByRole('button', { name: 'Próxima imagem' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);

  const dots = lightbox.getByRole('button', { name: /^Ir para a imagem \d+$/ });
  await expect(dots).toHaveCount(total);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await dots.nth(4).click();
  await expect(counter).toHaveText(`5 / ${total}`);
  await expect(image).toHaveAttribute('src', order[4]!);

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`6 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`4 / ${total}`);

  // Focus stays inside the lightbox.
  for (let i = 0; i < total + 4; i++) await page.keyboard.press('Tab');
  expect(await lightbox.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(thumb).toBeFocused();
});

test('an old shared link /cases?case=<slug> opens that case over the filtered list (no console error); closing it keeps the list', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/cases?case=${RICH}&plataforma=Google+Ads`);
  const dialog = page.getByRole('dialog', { name: bySlug(RICH).title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cases/${RICH}$`));
  await expect(platformFilter(page)).toHaveValue('Google Ads');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/cases\?plataforma=Google\+Ads$/);
  await expectCount(page, published.filter((c) => c.platform === 'Google Ads').length);
  expect(errors).toEqual([]);
});

test('opening a case keeps the filters in the URL and Back returns to the filtered list', async ({ page }) => {
  await openCases(page, '/cases?plataforma=Google+Ads');
  const count = published.filter((c) => c.platform === 'Google Ads').length;
  await expectCount(page, count);
  await card(page, BARE).getByRole('link', { name: 'Ver Detalhes' }).click();
  await expect(page).toHaveURL(new RegExp(`/cases/${BARE}$`));
  await expect(page.getByRole('dialog', { name: bySlug(BARE).title })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(platformFilter(page)).toHaveValue('Google Ads');
  await expectCount(page, count);
});

test('a case published after the build is at its URL and in the list at once, with no rebuild', async ({ page, request }) => {
  const slug = `publicado-depois-${Date.now()}`;
  const title = 'Loteamento Jardim das Águas: 120 lotes vendidos em 90 dias';
  const remove = await publishCase({
    title,
    slug,
    client_name: 'Loteadora Vale Sul',
    segment: 'Loteadora',
    platform: 'Meta Ads',
    property_type: 'Loteamentos',
    short_description: 'Campanhas de cadastro com visita guiada ao loteamento aos sábados.',
    challenge: 'Vender os 120 lotes da primeira fase antes do fim do ano.',
    strategy: ['Anúncios de cadastro no Meta com visita guiada', 'Régua de WhatsApp em 48 horas'],
    results: { 'Lotes vendidos': '120', 'Custo por lead': 'R$ 18,40' },
  });
  try {
    // Not prerendered: the site server asks the CMS, which has it, and the browser renders the page.
    expect((await request.get(`/cases/${slug}`)).status()).toBe(200);
    await page.goto(`/cases/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Régua de WhatsApp em 48 horas')).toBeVisible();

    await page.goto('/cases');
    const card = page
      .getByRole('list', { name: 'Cases' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Ver Detalhes' }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Régua de WhatsApp em 48 horas')).toBeVisible();
  } finally {
    await remove();
  }
});

test('the list drawn again with a case published after the build keeps the image a visitor moved a carousel to, and the focus', async ({ page }) => {
  const title = 'Casas Recanto do Sol: visitas agendadas pelo WhatsApp';
  const remove = await publishCase({
    title,
    slug: `redesenho-da-lista-${Date.now()}`,
    client_name: 'Construtora Recanto',
    segment: 'Construtora',
    platform: 'Google Ads',
    property_type: 'Casas',
    short_description: 'Pesquisa local com agenda de visitas aberta pelo WhatsApp.',
    challenge: 'Encher a agenda de visitas do decorado.',
    strategy: ['Pesquisa local no Google'],
    results: { Visitas: '85' },
  });
  // The CMS's answer waits until the visitor has moved a carousel: then the list is drawn again, with the new case.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/cases*', async (route) => {
    await answered;
    await route.continue();
  });
  try {
    await page.goto('/cases');
    const carousel = card(page, RICH).getByTestId('case-carousel');
    const slides = await carousel
      .locator('.swiper-slide img:not([data-scheme="dark"])')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    const next = carousel.getByRole('button', { name: 'Próxima imagem' });
    await next.focus();
    await next.press('Enter');
    await expect(carousel.locator('.swiper-slide-active img:not([data-scheme="dark"])')).toHaveAttribute('src', slides[1]!);
    answer();
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 10_000 });
    // A new list (the old card is gone from the page), showing the same image, with the focus on the same arrow.
    await expect(carousel.locator('.swiper-slide-active img:not([data-scheme="dark"])')).toHaveAttribute('src', slides[1]!);
    await expect(next).toBeFocused();
    await next.press('Enter');
    await expect(carousel.locator('.swiper-slide-active img:not([data-scheme="dark"])')).toHaveAttribute('src', slides[2]!);
  } finally {
    await remove();
  }
});

test('a case without a series keeps its chart image: shown under Resultados and second in the lightbox', async ({ page }) => {
  const rich = bySlug(RICH);
  // Addresses of images the site serves from its own origin (/uploads/…), as the dashboard stores them.
  const typed = onSite;
  const slug = `case-e2e-grafico-${Date.now()}`;
  const title = 'Residencial Vila Nova: case com gráfico em imagem';
  const [main, chart, photo] = [rich.image_url!, rich.gallery_images[0]!, rich.gallery_images[1]!].map(typed);
  const remove = await publishCase({
    title,
    slug,
    client_name: 'Construtora Vila Nova',
    segment: 'Construtora',
    platform: 'Google Ads',
    short_description: 'Case antigo, com o gráfico de resultados enviado como imagem.',
    challenge: 'Mostrar os resultados de uma campanha anterior aos gráficos desenhados.',
    strategy: ['Pesquisa por intenção'],
    results: { Leads: '300' },
    image_url: main,
    chart_url: chart,
    chart_alt: 'Gráfico de leads por mês enviado como imagem',
    gallery_images: [photo],
  });
  try {
    await page.goto(`/cases/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('[data-results-chart]')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Gráfico de leads por mês enviado como imagem' })).toBeVisible();
    await page.getByRole('button', { name: 'Ampliar gráfico de resultados' }).click();
    const lightbox = page.getByRole('dialog', { name: `Imagens do case ${title}` });
    await expect(lightbox.getByTestId('lightbox-counter')).toHaveText('2 / 3');
    await expect(lightbox.getByTestId('lightbox-image')).toHaveAttribute('src', chart);
    await lightbox.getByRole('button', { name: 'Próxima imagem' }).click();
    await expect(lightbox.getByTestId('lightbox-image')).toHaveAttribute('src', photo);
  } finally {
    await remove();
  }
});
