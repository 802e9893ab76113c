import { createHash } from 'node:crypto';

import type { Browser } from '@playwright/test';

import { LANDING_STARTER_TEMPLATE } from '../../domain/src/landing-template';

import { openScreen, useAdminSession } from './support/admin';
import { cms, seedPhoto } from './support/case-media';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * 'Mídia' (issue 55): an image uploaded there and used by a published case and a landing page shows both places on its
 * card; replaced from its card, the public case page shows the new picture at the same address, with no broken image;
 * its delete is refused with the CMS's pt-BR message naming both places; taken out of both, it is deleted from the
 * library — retired, its bytes kept for the older versions that name it (docs/media-library.md: a restore never meets
 * a missing picture); unused uploads are removed together after one confirmation that names the count.
 * The case (slug `case-e2e-…`, which the prerender specs know is published after the build) and the landing page are
 * deleted at the end.
 */
const files = (page: Page) => page.getByRole('list', { name: 'Arquivos da biblioteca' });
const card = (page: Page, name: string) =>
  files(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const FIRST_PHOTO = 'centro-empresarial-alameda-g1.jpg';
/** The replacement: another seeded photo of the same size (1800 × 1200), so the same resized copies are made. */
const NEW_PHOTO = 'edificio-aurora-alto-padrao-main.jpg';

async function uploadFromScreen(page: Page, names: string[]) {
  await page
    .getByLabel('Mídia: enviar arquivos')
    .setInputFiles(names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: seedPhoto(FIRST_PHOTO) })));
  for (const name of names) await expect(card(page, name)).toBeVisible({ timeout: 20_000 * patience });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await expect(files(page).getByRole('listitem').first()).toContainText(text, { timeout: 10_000 * patience });
}

async function tryDelete(page: Page, name: string) {
  await card(page, name)
    .getByRole('button', { name: `Excluir ${name}` })
    .click();
  await page.getByRole('alertdialog', { name: 'Excluir arquivo' }).getByRole('button', { name: 'Excluir' }).click();
  return page.getByRole('alert').filter({ hasText: 'Este arquivo não pode ser excluído porque está em uso.' });
}

/**
 * The public case page as a new visitor sees it (a new browser context: nothing cached): every image on it loaded
 * (complete, with a width), and the SHA-256 of the bytes the browser received for the picture of the file whose
 * stored hash is `fileHash` (its original or any resized copy, whichever the page chose).
 */
async function publicPicture(browser: Browser, slug: string, title: string, fileHash: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const visitor = await context.newPage();
    const received = new Map<string, Promise<Buffer>>();
    visitor.on('response', (response) => {
      if (response.url().includes(fileHash) && response.ok()) received.set(response.url(), response.body());
    });
    await visitor.goto(`/cases/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 * patience });
    const picture = visitor.locator(`main img[src*="${fileHash}"], main img[srcset*="${fileHash}"]`).first();
    await expect(picture).toBeVisible();
    // Lazy images below load as a visitor scrolls: down the page, then every image shown must have loaded.
    await visitor.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await expect
      .poll(
        () =>
          visitor.evaluate(() =>
            [...document.images]
              .filter((img) => img.checkVisibility())
              .map((img) => (img.complete && img.naturalWidth > 0 ? 'ok' : `broken ${img.currentSrc || img.src}`)),
          ),
        { timeout: 15_000 * patience },
      )
      .not.toContainEqual(expect.stringMatching(/^broken/));
    const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect.poll(() => received.has(shown), { message: `the browser received ${shown}` }).toBe(true);
    return {
      url: shown,
      sha: createHash('sha256')
        .update(await received.get(shown)!)
        .digest('hex'),
    };
  } finally {
    await context.close();
  }
}

test('an image used by a published case and a landing page: both places on its card, replaced on the case page, delete refused, unused uploads removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000 * patience);
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const name = `midia-${stamp}.jpg`;
  const removals: Array<() => Promise<unknown>> = [];
  try {
    await useAdminSession(page);
    await page.goto('/admin/dashboard/cases');
    await openScreen(page, 'Mídia');
    await uploadFromScreen(page, [name]);
    const [{ id, hash }] = (await cms('GET', `/upload/files?filters[name][$eq]=${name}`)) as Array<{ id: number; hash: string }>;

    const caseTitle = `Case da mídia ${stamp}`;
    const slug = `case-e2e-midia-lib-${stamp}`;
    const used = await cms('POST', '/cases', {
      data: {
        title: caseTitle,
        slug,
        client_name: 'Construtora Mídia',
        segment: 'Construtora',
        platform: 'Google Ads',
        short_description: 'Case que usa uma imagem da biblioteca.',
        challenge: 'Mostrar onde a imagem é usada.',
        strategy: ['Uma'],
        results: { Leads: '+1' },
        gallery_images: [],
        image: id,
        is_published: true,
      },
    });
    removals.push(() => cms('DELETE', `/cases/${used.data.documentId}`));
    const pageTitle = `Landing da mídia ${stamp}`;
    const landing = await cms('POST', '/landing-pages', {
      data: { ...LANDING_STARTER_TEMPLATE, title: pageTitle, slug: `lp-midia-${stamp}`, og_image: id, is_published: false },
    });
    removals.push(() => cms('DELETE', `/landing-pages/${landing.data.documentId}`));

    await page.reload();
    await search(page, stamp);
    const item = card(page, name);
    await expect(item.getByRole('link', { name: `Case “${caseTitle}”` })).toHaveAttribute('href', `/admin/dashboard/cases/${used.data.documentId}`);
    await expect(item.getByRole('link', { name: `Landing page “${pageTitle}”` })).toHaveAttribute(
      'href',
      `/admin/dashboard/landing-pages/${landing.data.documentId}`,
    );

    // Replaced from its card: the same address, a new picture on the public case page (the bytes a new visitor's
    // browser receives change, the address does not), and nothing broken on that page.
    const before = await publicPicture(browser, slug, caseTitle, hash);
    await item.getByLabel(`Nova imagem para ${name}`).setInputFiles({ name, mimeType: 'image/jpeg', buffer: seedPhoto(NEW_PHOTO) });
    await expect(page.getByText('Arquivo substituído')).toBeVisible({ timeout: 30_000 * patience });
    await expect.poll(async () => (await publicPicture(browser, slug, caseTitle, hash)).sha, { timeout: 30_000 * patience }).not.toBe(before.sha);
    const after = await publicPicture(browser, slug, caseTitle, hash);
    expect(after.url, 'the replaced file keeps its address').toBe(before.url);
    const [stored] = (await cms('GET', `/upload/files?filters[id][$eq]=${id}`)) as Array<{ hash: string; url: string }>;
    expect(stored.hash).toBe(hash);

    const refusal = await tryDelete(page, name);
    await expect(refusal).toContainText(`Case “${caseTitle}”`);
    await expect(refusal).toContainText(`Landing page “${pageTitle}”`);
    await expect(item).toBeVisible();

    // Taken out of both: only the older versions of both name it now. 'Excluir' says so, and the file leaves the
    // library (retired: its bytes stay for those versions, so a restore still finds the picture).
    await cms('PUT', `/cases/${used.data.documentId}`, { data: { image: null } });
    await cms('PUT', `/landing-pages/${landing.data.documentId}`, { data: { og_image: null } });
    await page.reload();
    await search(page, stamp);
    await expect(card(page, name).getByRole('link', { name: `Versão anterior de Case “${caseTitle}”` })).toBeVisible();
    await expect(card(page, name).getByRole('link', { name: `Versão anterior de Landing page “${pageTitle}”` })).toBeVisible();
    await card(page, name)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    const ask = page.getByRole('alertdialog', { name: 'Excluir arquivo' });
    await expect(ask).toContainText('Nenhuma página o usa, mas versões anteriores sim');
    await ask.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Arquivo retirado da biblioteca')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    expect((await cms('GET', `/upload/files?filters[id][$eq]=${id}`)) as unknown[]).toHaveLength(1); // kept for the versions

    // Two uploads nobody uses: 'Remover arquivos sem uso' names how many and removes them.
    const spare = [`sobra-1-${stamp}.jpg`, `sobra-2-${stamp}.jpg`];
    await uploadFromScreen(page, spare);
    await page.getByRole('button', { name: 'Remover arquivos sem uso' }).click();
    const removeAll = page.getByRole('alertdialog', { name: 'Remover arquivos sem uso' });
    await expect(removeAll).toContainText(/Remover \d+ arquivos? sem uso/);
    await removeAll.getByRole('button', { name: /^Remover \d+$/ }).click();
    await expect(page.getByText(/\d+ arquivos? removidos?/).first()).toBeVisible();
    // Nothing of this test is left in the library: the spares removed, the first file retired.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(stamp);
    await expect(files(page).getByRole('listitem')).toHaveCount(0, { timeout: 10_000 * patience });
  } finally {
    for (const remove of removals.reverse()) await remove().catch(() => {});
  }
});
