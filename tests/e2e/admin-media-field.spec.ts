import AxeBuilder from '@axe-core/playwright';

import { expect, test, type Locator, type Page } from './support/test';
import { searchCases, useAdminSession } from './support/admin';
import { CMS, cms, seedPhoto, storedCase, uploadImage, type StoredFile } from './support/case-media';
import { onSite } from './support/cms';

// One media field per image slot in the case editor: a file uploaded or picked in the library, or an address pasted,
// all in the same control; its preview is the image the public page shows; the gallery is ordered from the keyboard.
// Cases are created per test (slugs `case-e2e-…`, which the prerender specs know are published after the build) and
// removed after it.

// Removed after each test: the public list of the cases specs, running beside these, counts the published cases.
const created: string[] = [];
test.afterEach(async () => {
  for (const id of created.splice(0)) await cms('DELETE', `/cases/${id}`);
});

async function createCase(title: string, media: { gallery?: number[]; gallery_images?: string[]; is_published?: boolean } = {}) {
  const slug = `case-e2e-campo-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const body = await cms('POST', '/cases', {
    data: {
      title,
      slug,
      client_name: 'Cliente Campo de Mídia',
      segment: 'Incorporadora',
      platform: 'Google Ads',
      short_description: 'Case criado para testar o campo de mídia.',
      challenge: 'Desafio.',
      strategy: ['Uma'],
      results: { Leads: '+1' },
      gallery_images: media.gallery_images ?? [],
      is_published: media.is_published ?? true,
      gallery: media.gallery ?? [],
    },
  });
  created.push(body.data.documentId);
  return { title, slug, documentId: body.data.documentId as string };
}

const stored = storedCase;

/** The case's editor, opened from the list as an admin does. Its slots are the page's only ones while it is open. */
async function editCase(page: Page, title: string) {
  await useAdminSession(page);
  await page.goto('/admin/dashboard/cases');
  await searchCases(page, title);
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  await expect(slot(page, 'Imagem principal')).toBeVisible();
}

const slot = (page: Page, name: string | RegExp) => page.getByRole('group', { name });

async function saveCase(page: Page) {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Case atualizado com sucesso!')).toBeVisible();
  await expect(slot(page, 'Imagem principal')).toHaveCount(0);
}

/** The image has loaded (a broken address has no natural width). */
const loaded = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

async function openPublicCase(page: Page, item: { slug: string; title: string }) {
  await page.goto(`/cases/${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
}

/** The public page's main image: the first picture of the case with the main image's alt text. */
const publicMain = (page: Page, alt: string) => page.locator(`main img[alt="${alt}"]`).first();

test('an image uploaded into the main slot is previewed as the file stored, saved, and shown by the public case page', async ({ page }) => {
  const stamp = Date.now();
  const item = await createCase(`Campo upload ${stamp}`);
  await editCase(page, item.title);
  const main = slot(page, 'Imagem principal');

  await main
    .getByLabel('Imagem principal: enviar arquivo')
    .setInputFiles({ name: `capa-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: seedPhoto('condominio-jardim-dos-ipes-g1.jpg') });
  const preview = main.getByRole('img', { name: 'Imagem principal' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/.+\.jpg$/);
  await loaded(preview);
  await expect(main).toContainText(`capa-${stamp}.jpg`);
  await expect(main).toContainText('Biblioteca de mídia');
  const src = await preview.getAttribute('src');
  await main.getByRole('textbox', { name: 'Texto alternativo: Imagem principal' }).fill(`Capa enviada ${stamp}`);
  await saveCase(page);

  const saved = await stored(item.documentId);
  expect(saved.image.name).toBe(`capa-${stamp}.jpg`);
  expect(onSite(saved.image.url)).toBe(src);
  await openPublicCase(page, item);
  await expect(publicMain(page, `Capa enviada ${stamp}`)).toHaveAttribute('src', src!);
  await loaded(publicMain(page, `Capa enviada ${stamp}`));
});

test('the chart picked in the media library and a pasted address for the main image: bad addresses refused in pt-BR, the good one shown by the site', async ({
  page,
}) => {
  const stamp = Date.now();
  const chart = await uploadImage(`grafico-${stamp}.jpg`);
  const typed = onSite(chart.url);
  const item = await createCase(`Campo URL ${stamp}`);
  await editCase(page, item.title);

  const chartSlot = slot(page, 'Gráfico');
  await chartSlot.getByRole('button', { name: 'Biblioteca de mídia: Gráfico' }).click();
  const library = page.getByRole('dialog', { name: 'Biblioteca de mídia — Gráfico' });
  await library.getByRole('searchbox', { name: 'Buscar' }).fill(`grafico-${stamp}`);
  await library.getByRole('button', { name: `Escolher ${chart.name}` }).click();
  await expect(library).toHaveCount(0);
  await expect(chartSlot.getByRole('img', { name: 'Gráfico' })).toHaveAttribute('src', typed);

  const main = slot(page, 'Imagem principal');
  const paste = main.getByRole('textbox', { name: 'Colar URL da imagem: Imagem principal' });
  const use = main.getByRole('button', { name: 'Usar URL: Imagem principal' });
  // The spec's message for the slot, with what the field takes under it.
  for (const bad of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'http://imagens.example/fachada.jpg', 'fachada.jpg']) {
    await paste.fill(bad);
    await use.click();
    await expect(main.getByText('URL de imagem inválida', { exact: true })).toBeVisible();
    await expect(main.getByText('Endereço https:// de uma imagem, ou /uploads/… da biblioteca')).toBeVisible();
    await expect(paste).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('img')).toHaveCount(0);
  }
  // The CMS's own link to the file is taken as the site's address of it, as the public page gives it.
  await paste.fill(`${CMS}${typed}`);
  await paste.press('Enter');
  const preview = main.getByRole('img', { name: 'Imagem principal' });
  await expect(preview).toHaveAttribute('src', typed);
  await loaded(preview);
  await expect(main).toContainText('Endereço (URL)');
  await main.getByRole('textbox', { name: 'Texto alternativo: Imagem principal' }).fill(`Fachada colada ${stamp}`);
  await saveCase(page);

  expect(await stored(item.documentId)).toMatchObject({
    image: null,
    image_url: typed,
    image_alt: `Fachada colada ${stamp}`,
    chart: { id: chart.id },
  });
  await openPublicCase(page, item);
  await expect(publicMain(page, `Fachada colada ${stamp}`)).toHaveAttribute('src', typed);
  await loaded(publicMain(page, `Fachada colada ${stamp}`));
  await expect(page.locator(`main img[alt="${item.title}: gráfico de resultados"]`)).toHaveAttribute('src', typed);
});

const galleryItems = (page: Page) =>
  slot(page, /^Galeria/)
    .getByRole('list', { name: 'Imagens da galeria' })
    .getByRole('listitem');
const publicGalleryAlts = (page: Page) =>
  page.locator('[data-gallery] img:not([data-scheme="dark"])').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

test('gallery order by keyboard: arrow keys on the focused handle move the image, announced, and the public page shows the new order', async ({
  page,
}) => {
  const stamp = Date.now();
  const [a, b, c] = await Promise.all(
    ['A', 'B', 'C'].map((letter) => uploadImage(`teclado-${stamp}-${letter}.jpg`, `Imagem ${letter} do teclado ${stamp}`)),
  );
  const item = await createCase(`Campo teclado ${stamp}`, { gallery: [a.id, b.id, c.id] });
  await editCase(page, item.title);
  const names = () => galleryItems(page).evaluateAll((items) => items.map((li) => li.textContent?.match(/teclado-\d+-([ABC])/)?.[1]));
  await expect.poll(names).toEqual(['A', 'B', 'C']);

  const handle = page.getByRole('button', { name: 'Reordenar Imagem 3 da galeria: setas para cima e para baixo' });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(names).toEqual(['A', 'C', 'B']);
  await expect(slot(page, /^Galeria/).getByRole('status')).toHaveText('Imagem movida para a posição 2 de 3.');
  // The focus stays on the moved image, so the next key moves it again.
  await expect(page.getByRole('button', { name: 'Reordenar Imagem 2 da galeria: setas para cima e para baixo' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect.poll(names).toEqual(['C', 'A', 'B']);
  await expect(slot(page, /^Galeria/).getByRole('status')).toHaveText('Imagem movida para a posição 1 de 3.');
  await page.keyboard.press('ArrowUp'); // already first: nothing moves
  await expect.poll(names).toEqual(['C', 'A', 'B']);
  await page.getByRole('button', { name: 'Reordenar Imagem 2 da galeria: setas para cima e para baixo' }).focus();
  await page.keyboard.press('End');
  await expect.poll(names).toEqual(['C', 'B', 'A']);
  await saveCase(page);

  expect((await stored(item.documentId)).gallery.map((file: StoredFile) => file.id)).toEqual([c.id, b.id, a.id]);
  await openPublicCase(page, item);
  await expect.poll(() => publicGalleryAlts(page)).toEqual([c, b, a].map((file) => file.alternativeText));
});

test('an older case whose gallery is a list of addresses: shown as images, reordered, one added by pasting, one removed — saved as addresses', async ({
  page,
}) => {
  const rich = (await cms('GET', '/cases?filters[slug][$eq]=residencial-mirante-campolim')).data[0];
  const [one, two, three] = [rich.gallery[1].url, rich.gallery[2].url, rich.gallery[3].url].map(onSite);
  // As a gallery typed in the old comma-separated list comes back: addresses only, no media-library file.
  const item = await createCase(`Campo galeria URL ${Date.now()}`, { gallery_images: [one, two] });
  await editCase(page, item.title);
  const gallery = slot(page, /^Galeria/);
  await expect(galleryItems(page)).toHaveCount(2);
  await expect(galleryItems(page).first().getByRole('img', { name: 'Imagem 1 da galeria' })).toHaveAttribute('src', one);
  await expect(page.getByText('URLs separadas por vírgula')).toHaveCount(0);

  const paste = gallery.getByRole('textbox', { name: 'Colar URL da imagem: Galeria' });
  await paste.fill(two);
  await paste.press('Enter');
  await expect(gallery.getByText('Esta imagem já está na galeria.')).toBeVisible();
  await paste.fill(three);
  await paste.press('Enter');
  await expect(galleryItems(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Reordenar Imagem 3 da galeria: setas para cima e para baixo' }).focus();
  await page.keyboard.press('Home');
  await gallery.getByRole('button', { name: 'Remover imagem 3' }).click();
  await page.getByRole('textbox', { name: 'Texto alternativo: Imagem 1 da galeria' }).fill('Piscina colada');
  await saveCase(page);

  expect(await stored(item.documentId)).toMatchObject({ gallery_images: [three, one], gallery_alts: { [three]: 'Piscina colada' } });
  await openPublicCase(page, item);
  await expect.poll(() => publicGalleryAlts(page)).toEqual(['Piscina colada', `${item.title}: imagem 2 da galeria`]);
});

test("an article's cover, a slot that keeps only library files: a pasted address of a library image becomes that file; an outside one is refused in pt-BR", async ({
  page,
}) => {
  const stamp = Date.now();
  const cover = await uploadImage(`capa-colada-${stamp}.jpg`);
  await useAdminSession(page);
  await page.goto('/admin/dashboard/blog');
  await page.getByRole('link', { name: 'Novo Artigo' }).click();
  const slotCover = slot(page, 'Imagem de capa');
  const paste = slotCover.getByRole('textbox', { name: 'Colar URL da imagem: Imagem de capa' });
  await paste.fill('https://imagens.example/capa.jpg');
  await paste.press('Enter');
  await expect(
    slotCover.getByText(
      'Este campo usa imagens da biblioteca: cole um endereço /uploads/… dela, envie o arquivo ou escolha-o na biblioteca de mídia.',
    ),
  ).toBeVisible();
  await paste.fill(`${CMS}${cover.url}`);
  await paste.press('Enter');
  await expect(slotCover.getByRole('img', { name: 'Imagem de capa' })).toHaveAttribute('src', onSite(cover.url));
  await expect(slotCover).toContainText(cover.name);
  await expect(slotCover).toContainText('Biblioteca de mídia');
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme} theme): the case editor's media fields — an address with its alt text, an empty slot with a refused paste, a gallery`, async ({
    page,
  }) => {
    test.slow();
    const rich = (await cms('GET', '/cases?filters[slug][$eq]=residencial-mirante-campolim')).data[0];
    const item = await createCase(`Campo axe ${theme} ${Date.now()}`, {
      gallery_images: [onSite(rich.gallery[1].url), onSite(rich.gallery[2].url)],
      is_published: false,
    });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
    await editCase(page, item.title);
    const main = slot(page, 'Imagem principal');
    await main.getByRole('textbox', { name: 'Colar URL da imagem: Imagem principal' }).fill('javascript:alert(1)');
    await main.getByRole('button', { name: 'Usar URL: Imagem principal' }).click();
    await expect(main.getByText('URL de imagem inválida', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Reordenar Imagem 1 da galeria: setas para cima e para baixo' }).focus();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).include('form').analyze();
    expect(
      results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`)),
    ).toEqual([]);
  });
}
