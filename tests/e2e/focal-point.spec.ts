import AxeBuilder from '@axe-core/playwright';

import { useAdminSession } from './support/admin';
import { CMS, cms, type StoredFile } from './support/case-media';
import { adminJwt } from './support/cms';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * Focal point (issue 55): a square photo whose bottom-left corner is marked red is put in the library; on the public
 * /cases its 3:2 card crop cuts the corner away while the point is the centre. The editor clicks that corner in
 * 'Ponto de foco' of 'Mídia' and saves: the card crop now shows the mark, and so does the 1200×630 image the case page
 * names in og:image — both read pixel by pixel in the browser.
 */
const created: string[] = [];
test.afterAll(async () => {
  for (const id of created) await cms('DELETE', `/cases/${id}`);
});

/** A 1600×1600 JPEG drawn in the page: blue, its bottom-left 200×200 red. */
async function markedSquare(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1600;
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = '#0b3c77';
    draw.fillRect(0, 0, 1600, 1600);
    draw.fillStyle = '#ff0000';
    draw.fillRect(0, 1400, 200, 200);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** The colour of the pixel (x, y) of a PNG or JPEG, decoded by the browser. */
async function pixelOf(page: Page, bytes: Buffer, mime: string, x: number, y: number) {
  return page.evaluate(
    async ({ base64, mime, x, y }) => {
      const image = new Image();
      image.src = `data:${mime};base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const draw = canvas.getContext('2d')!;
      draw.drawImage(image, 0, 0);
      const [r, g, b] = draw.getImageData(x < 0 ? image.naturalWidth + x : x, y < 0 ? image.naturalHeight + y : y, 1, 1).data;
      return { r, g, b, width: image.naturalWidth, height: image.naturalHeight };
    },
    { base64: bytes.toString('base64'), mime, x, y },
  );
}
const red = (c: { r: number; g: number; b: number }) => c.r > 180 && c.g < 80 && c.b < 80;

/** The bottom-left pixel of the case's card picture, as the page renders it (the element's own screenshot). */
async function cardCorner(page: Page, title: string) {
  await page.goto('/cases');
  const picture = page.getByRole('article', { name: title }).locator('img[data-content-image]:not([data-scheme="dark"])').first();
  // In the middle of the window: clear of the fixed bars (WhatsApp/Agendar on a phone, 'Modo Edição').
  await picture.evaluate((img) => img.scrollIntoView({ block: 'center' }));
  await expect(picture).toHaveJSProperty('complete', true);
  const shot = await picture.screenshot();
  return pixelOf(page, shot, 'image/png', 16, -16); // inside the card's rounded corner
}

test('a focal point set on the corner keeps it in the card crop and in the shared 1200×630 image', async ({ page }) => {
  test.setTimeout(120_000 * patience);
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const name = `foco-${stamp}.jpg`;
  await page.goto('/');
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await markedSquare(page))], { type: 'image/jpeg' }), name);
  const uploaded = await fetch(`${CMS}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${await adminJwt()}` }, body: form });
  expect(uploaded.status).toBe(201);
  const [file] = (await uploaded.json()) as StoredFile[];
  await useAdminSession(page);
  const title = `Case foco ${stamp}`;
  const slug = `case-e2e-foco-${stamp}`;
  const body = await cms('POST', '/cases', {
    data: {
      title,
      slug,
      client_name: 'Cliente Foco',
      segment: 'Incorporadora',
      platform: 'Meta Ads',
      short_description: 'Case criado para testar o ponto de foco.',
      challenge: 'Desafio.',
      strategy: ['Uma'],
      results: { Leads: '+1' },
      gallery_images: [],
      is_published: true,
      image: file.id,
      gallery: [],
    },
  });
  created.push(body.data.documentId);

  await page.setViewportSize({ width: 375, height: 740 });
  expect(red(await cardCorner(page, title))).toBe(false); // centred: the 3:2 crop cuts the corner away

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/dashboard/midia');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  const card = page
    .getByRole('list', { name: 'Arquivos da biblioteca' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('button', { name: `Ponto de foco de ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Ponto de foco — ${name}` });
  await expect(dialog.locator('img[data-crop]')).toHaveCount(4);
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  const picture = dialog.getByTestId('focal-point-picture');
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.04, y: box.height * 0.96 } });
  await expect(dialog.getByText('Horizontal: 4% da esquerda')).toBeVisible();
  await expect(dialog.getByText('Vertical: 96% do topo')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar ponto de foco' }).click();
  await expect(page.getByText('Ponto de foco salvo')).toBeVisible({ timeout: 15_000 * patience });
  expect((await cms('GET', `/upload/files/${file.id}`)).focalPoint).toEqual({ x: 4, y: 96 });

  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(red(await cardCorner(page, title)), `card at ${width} px`).toBe(true);
  }

  await page.goto(`/cases/${slug}`);
  const shared = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(shared).toMatch(/\/uploads\/og_/);
  const bytes = Buffer.from(await (await fetch(new URL(new URL(shared!).pathname, CMS))).arrayBuffer());
  const corner = await pixelOf(page, bytes, 'image/jpeg', 12, -12);
  expect({ width: corner.width, height: corner.height, red: red(corner) }).toEqual({ width: 1200, height: 630, red: true });
});
