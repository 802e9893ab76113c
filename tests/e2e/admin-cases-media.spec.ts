import AxeBuilder from '@axe-core/playwright';

import { expect, test, type Locator, type Page } from './support/test';
import { searchCases, useAdminSession } from './support/admin';
import { cms, storedCase, uploadImage, type StoredFile } from './support/case-media';
import { onSite } from './support/cms';

// Issue #19, item 15: the case editor's image slots pick from the media library, give each image an alt text the
// public site uses, and order the gallery by drag and drop or by buttons. Cases are created per test (slugs
// `case-e2e-…`, which the prerender specs know are published after the build) and removed after it.

const created: string[] = [];
test.afterAll(async () => {
  for (const id of created) await cms('DELETE', `/cases/${id}`);
});

type CaseMediaFields = { image?: number; gallery?: number[]; image_url?: string; gallery_images?: string[] };

async function createCase(title: string, media: CaseMediaFields = {}) {
  const slug = `case-e2e-midia-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const body = await cms('POST', '/cases', {
    data: {
      title,
      slug,
      client_name: 'Cliente Mídia',
      segment: 'Incorporadora',
      platform: 'Meta Ads',
      short_description: 'Case criado para testar as imagens do editor.',
      challenge: 'Desafio.',
      strategy: ['Uma'],
      results: { Leads: '+1' },
      gallery_images: media.gallery_images ?? [],
      image_url: media.image_url ?? null,
      is_published: true,
      image: media.image ?? null,
      gallery: media.gallery ?? [],
    },
  });
  created.push(body.data.documentId);
  return { title, slug, documentId: body.data.documentId as string };
}

// The case editor, a page of its own (…/cases/<documentId>).
const editor = (page: Page) => page.getByRole('form', { name: 'Editar Case' });

async function editCase(page: Page, title: string) {
  await useAdminSession(page);
  await page.goto('/admin/dashboard/cases');
  await searchCases(page, title);
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  await expect(editor(page)).toBeVisible();
  return editor(page);
}

async function saveCase(page: Page) {
  await editor(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Case atualizado com sucesso!')).toBeVisible();
  await expect(editor(page)).toHaveCount(0);
}

const stored = storedCase;
const galleryItems = (page: Page) => editor(page).getByRole('list', { name: 'Imagens da galeria' }).getByRole('listitem');
/** The alt texts of the public gallery, in the order the page shows them. */
const publicGalleryAlts = (page: Page) =>
  page.locator('[data-gallery] img:not([data-scheme="dark"])').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

test("Biblioteca de mídia on a phone: found by name, chosen from the keyboard; the gallery takes several; saved as the case's images", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const stamp = Date.now();
  const [front, room, porch] = await Promise.all(['fachada', 'sala', 'varanda'].map((part) => uploadImage(`biblioteca-${stamp}-${part}.jpg`)));
  const item = await createCase(`Mídia biblioteca ${stamp}`);
  const dialog = await editCase(page, item.title);

  await dialog.getByRole('button', { name: 'Biblioteca de mídia: Imagem principal' }).click();
  const library = page.getByRole('dialog', { name: 'Biblioteca de mídia — Imagem principal' });
  expect(await library.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
  const search = library.getByRole('searchbox', { name: 'Buscar' });
  await search.fill(`biblioteca-${stamp}-fach`);
  const found = library.getByRole('list', { name: 'Imagens da biblioteca' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await search.press('Tab');
  await expect(library.getByRole('button', { name: `Escolher ${front.name}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(library).toHaveCount(0);
  const mainSlot = dialog.getByRole('group', { name: 'Imagem principal' });
  await expect(mainSlot).toContainText(front.name);
  await expect(mainSlot.getByRole('textbox', { name: 'Colar URL da imagem: Imagem principal' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Biblioteca de mídia: Galeria' }).click();
  const galleryLibrary = page.getByRole('dialog', { name: 'Biblioteca de mídia — Galeria' });
  await galleryLibrary.getByRole('searchbox', { name: 'Buscar' }).fill(`biblioteca-${stamp}`);
  await expect(galleryLibrary.getByRole('list', { name: 'Imagens da biblioteca' }).getByRole('listitem')).toHaveCount(3);
  for (const file of [porch, room]) {
    const option = galleryLibrary.getByRole('button', { name: file.name });
    await option.click();
    await expect(option).toHaveAttribute('aria-pressed', 'true');
  }
  await galleryLibrary.getByRole('button', { name: 'Adicionar 2 imagens' }).click();
  await expect(galleryItems(page)).toHaveCount(2);
  await expect(galleryItems(page).first()).toContainText(porch.name);

  await saveCase(page);
  const saved = await stored(item.documentId);
  expect(saved.image.id).toBe(front.id);
  expect(saved.gallery.map((file: StoredFile) => file.id)).toEqual([porch.id, room.id]);
});

test('alt text per image reaches the public case page, card and lightbox; an emptied one falls back to the title', async ({ page }) => {
  const stamp = Date.now();
  const front = await uploadImage(`alt-${stamp}-fachada.jpg`, 'Texto antigo da fachada');
  const room = await uploadImage(`alt-${stamp}-sala.jpg`, 'Texto antigo da sala');
  const item = await createCase(`Mídia alt ${stamp}`, { image: front.id, gallery: [room.id] });
  const dialog = await editCase(page, item.title);

  const mainAlt = dialog.getByRole('textbox', { name: 'Texto alternativo: Imagem principal' });
  await expect(mainAlt).toHaveValue('Texto antigo da fachada');
  const described = `Fachada iluminada do prédio ${stamp} ao entardecer`;
  await mainAlt.fill(described);
  await dialog.getByRole('textbox', { name: 'Texto alternativo: Imagem 1 da galeria' }).fill('');
  await saveCase(page);
  expect((await cms('GET', `/upload/files/${front.id}`)).alternativeText).toBe(described);
  expect((await cms('GET', `/upload/files/${room.id}`)).alternativeText).toBe('');

  const fallback = `${item.title}: imagem 1 da galeria`;
  await page.goto(`/cases/${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(page.locator(`main img[alt="${described}"]`).first()).toBeVisible();
  expect(await publicGalleryAlts(page)).toEqual([fallback]);
  await page.getByRole('button', { name: 'Ampliar imagem 1 de 1 da galeria' }).click();
  await expect(page.getByTestId('lightbox-image')).toHaveAttribute('alt', fallback);

  await page.goto('/cases');
  await expect(page.getByRole('article', { name: item.title }).locator(`img[alt="${described}"]`).first()).toBeAttached();
});

test('alt text of images given by URL: typed beside each image in its slot, given by the public page and its lightbox', async ({ page }) => {
  const stamp = Date.now();
  // Images served by the CMS, but given as site addresses (/uploads/…): no media-library file is attached to this case.
  const rich = (await cms('GET', '/cases?filters[slug][$eq]=residencial-mirante-campolim')).data[0];
  const [main, sala, varanda] = [rich.image.url, rich.gallery[2].url, rich.gallery[3].url].map(onSite);
  const item = await createCase(`Mídia URL ${stamp}`, { image_url: main, gallery_images: [sala, varanda] });
  const dialog = await editCase(page, item.title);

  const mainSlot = dialog.getByRole('group', { name: 'Imagem principal' });
  await expect(mainSlot.getByRole('img', { name: 'Imagem principal' })).toHaveAttribute('src', main);
  await expect(mainSlot).toContainText('Endereço (URL)');
  const described = `Torres do residencial ${stamp} sob céu claro`;
  await dialog.getByRole('textbox', { name: 'Texto alternativo: Imagem principal' }).fill(described);
  await dialog.getByRole('textbox', { name: 'Texto alternativo: Imagem 2 da galeria' }).fill('Área de lazer com piscina');
  await saveCase(page);
  expect(await stored(item.documentId)).toMatchObject({ image_alt: described, gallery_alts: { [varanda]: 'Área de lazer com piscina' } });

  await page.goto(`/cases/${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(page.locator(`main img[alt="${described}"]`).first()).toBeVisible();
  expect(await publicGalleryAlts(page)).toEqual([`${item.title}: imagem 1 da galeria`, 'Área de lazer com piscina']);
  await page.getByRole('button', { name: 'Ampliar imagem 2 de 2 da galeria' }).click();
  await expect(page.getByTestId('lightbox-image')).toHaveAttribute('alt', 'Área de lazer com piscina');
});

test("the prerendered case page (no JavaScript) gives each uploaded image its file's alt text", async ({ request }) => {
  const rich = (await cms('GET', '/cases?filters[slug][$eq]=residencial-mirante-campolim')).data[0];
  const html = await (await request.get(`/cases/${rich.slug}`)).text();
  const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  expect(rich.image.alternativeText).toBeTruthy();
  expect(html).toContain(`alt="${attr(rich.image.alternativeText)}"`);
  expect(html).toContain(`alt="${attr(rich.gallery[0].alternativeText)}"`);
});

test('gallery order: dragged by its handle and moved with the buttons, saved, and shown in that order on the public page', async ({ page }) => {
  const stamp = Date.now();
  test.slow(); // the editor, a save and the public page: over 30 s on a busy machine
  const [a, b, c] = await Promise.all(
    ['A', 'B', 'C'].map((letter) => uploadImage(`ordem-${stamp}-${letter}.jpg`, `Imagem ${letter} da ordem ${stamp}`)),
  );
  const item = await createCase(`Mídia ordem ${stamp}`, { gallery: [a.id, b.id, c.id] });
  await editCase(page, item.title);
  const names = () => galleryItems(page).evaluateAll((items) => items.map((li) => li.textContent?.match(/ordem-\d+-([ABC])/)?.[1]));
  await expect.poll(names).toEqual(['A', 'B', 'C']);

  // The whole gallery in view, as a person drags within what they see (a drag that scrolls the dialog is not tested).
  await page.setViewportSize({ width: 1280, height: 1000 });
  await galleryItems(page)
    .nth(1)
    .evaluate((item) => item.scrollIntoView({ block: 'center' }));
  await editor(page).getByTitle('Arrastar para reordenar: Imagem 3 da galeria').dragTo(galleryItems(page).first());
  await expect.poll(names).toEqual(['C', 'A', 'B']);
  const up = editor(page).getByRole('button', { name: 'Mover imagem 3 para cima' });
  await up.click();
  await expect.poll(names).toEqual(['C', 'B', 'A']);
  await expect(editor(page).getByRole('status')).toHaveText('Imagem movida para a posição 2 de 3.');
  await saveCase(page);

  expect((await stored(item.documentId)).gallery.map((file: StoredFile) => file.id)).toEqual([c.id, b.id, a.id]);
  await page.goto(`/cases/${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect.poll(() => publicGalleryAlts(page)).toEqual([c, b, a].map((file) => file.alternativeText));
});

test("the cases list's Plataforma filter shows 'Todas' in its box, its label on the border like the other filters'", async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin/dashboard/cases');
  await expect(page.getByRole('combobox', { name: 'Plataforma' })).toHaveText('Todas');
  const toolbar = page.getByRole('search', { name: 'Buscar cases' });
  const top = async (label: string) => (await toolbar.getByText(label, { exact: true }).first().boundingBox())!.y;
  expect(Math.abs((await top('Plataforma')) - (await top('Situação')))).toBeLessThan(1);
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const SEEDED = 'Residencial Mirante Campolim: 80% das unidades vendidas em 5 meses com Google Ads';

/** axe over one dialog (the editor, or the library over it): one line per failing element. */
async function dialogViolations(page: Page, dialog: Locator) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .include(`[aria-labelledby="${await dialog.getAttribute('aria-labelledby')}"]`)
    .analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`));
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme} theme): the editor's image slots with their alt texts, and the media library`, async ({ page }) => {
    test.slow(); // two axe runs over a long form: over 30 s on a busy machine
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
    await useAdminSession(page);
    await page.goto('/admin/dashboard/cases');
    await searchCases(page, 'Mirante Campolim');
    await page.getByRole('button', { name: `Editar ${SEEDED}` }).click();
    await expect(galleryItems(page).first()).toBeVisible();
    expect(await dialogViolations(page, editor(page))).toEqual([]);

    await editor(page).getByRole('button', { name: 'Biblioteca de mídia: Galeria' }).click();
    const library = page.getByRole('dialog', { name: 'Biblioteca de mídia — Galeria' });
    await library.getByRole('list', { name: 'Imagens da biblioteca' }).getByRole('button').first().click();
    await page.waitForLoadState('networkidle');
    expect(await dialogViolations(page, library)).toEqual([]);
  });
}
