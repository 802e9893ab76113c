import { LANDING_STARTER_TEMPLATE } from '../../domain/src/landing-template';

import { openScreen, useAdminSession } from './support/admin';
import { cms, seedPhoto } from './support/case-media';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * 'Mídia' (issue 55): an image uploaded there and used by a case and a landing page shows both places on its card;
 * its delete is refused with the CMS's pt-BR message naming both; taken out of both, the older versions that still
 * need it are named instead; unused uploads are removed together after one confirmation that names the count.
 */
const files = (page: Page) => page.getByRole('list', { name: 'Arquivos da biblioteca' });
const card = (page: Page, name: string) =>
  files(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function uploadFromScreen(page: Page, names: string[]) {
  await page
    .getByLabel('Mídia: enviar arquivos')
    .setInputFiles(names.map((name) => ({ name, mimeType: 'image/jpeg', buffer: seedPhoto('centro-empresarial-alameda-g1.jpg') })));
  for (const name of names) await expect(card(page, name)).toBeVisible({ timeout: 20_000 * patience });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await expect(files(page).getByRole('listitem').first()).toContainText(text, { timeout: 10_000 * patience });
}

test('an image used by a case and a landing page shows both places, cannot be deleted, and unused uploads are removed together', async ({ page }) => {
  test.setTimeout(120_000 * patience);
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const name = `midia-${stamp}.jpg`;
  await useAdminSession(page);
  await page.goto('/admin/dashboard/cases');
  await openScreen(page, 'Mídia');
  await uploadFromScreen(page, [name]);
  const [{ id }] = (await cms('GET', `/upload/files?filters[name][$eq]=${name}`)) as Array<{ id: number }>;

  const caseTitle = `Case da mídia ${stamp}`;
  const used = await cms('POST', '/cases', {
    data: {
      title: caseTitle,
      slug: `case-da-midia-${stamp}`,
      client_name: 'Construtora Mídia',
      segment: 'Construtora',
      platform: 'Google Ads',
      short_description: 'Case que usa uma imagem da biblioteca.',
      challenge: 'Mostrar onde a imagem é usada.',
      strategy: ['Uma'],
      results: { Leads: '+1' },
      gallery_images: [],
      image: id,
      is_published: false,
    },
  });
  const pageTitle = `Landing da mídia ${stamp}`;
  const landing = await cms('POST', '/landing-pages', {
    data: { ...LANDING_STARTER_TEMPLATE, title: pageTitle, slug: `lp-midia-${stamp}`, og_image: id, is_published: false },
  });

  await page.reload();
  await search(page, stamp);
  const item = card(page, name);
  await expect(item.getByRole('link', { name: `Case “${caseTitle}”` })).toHaveAttribute('href', `/admin/dashboard/cases/${used.data.documentId}`);
  await expect(item.getByRole('link', { name: `Landing page “${pageTitle}”` })).toHaveAttribute(
    'href',
    `/admin/dashboard/landing-pages/${landing.data.documentId}`,
  );

  await item.getByRole('button', { name: `Excluir ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Excluir arquivo' }).getByRole('button', { name: 'Excluir' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Este arquivo não pode ser excluído porque está em uso.' });
  await expect(refusal).toContainText(`Case “${caseTitle}”`);
  await expect(refusal).toContainText(`Landing page “${pageTitle}”`);
  await expect(item).toBeVisible();

  // Taken out of both: the older versions of both still need it (a restore must find it), and say so.
  await cms('PUT', `/cases/${used.data.documentId}`, { data: { image: null } });
  await cms('PUT', `/landing-pages/${landing.data.documentId}`, { data: { og_image: null } });
  await page.reload();
  await search(page, stamp);
  await expect(card(page, name).getByRole('link', { name: `Versão anterior de Case “${caseTitle}”` })).toBeVisible();
  await expect(card(page, name).getByRole('link', { name: `Versão anterior de Landing page “${pageTitle}”` })).toBeVisible();

  // Two uploads nobody uses: 'Remover arquivos sem uso' names how many and removes them.
  const spare = [`sobra-1-${stamp}.jpg`, `sobra-2-${stamp}.jpg`];
  await uploadFromScreen(page, spare);
  await page.getByRole('button', { name: 'Remover arquivos sem uso' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remover arquivos sem uso' });
  await expect(ask).toContainText(/Remover \d+ arquivos? sem uso/);
  await ask.getByRole('button', { name: /^Remover \d+$/ }).click();
  await expect(page.getByText(/\d+ arquivos? removidos?/).first()).toBeVisible();
  await search(page, stamp);
  for (const spared of spare) await expect(card(page, spared)).toHaveCount(0);
  await expect(card(page, name)).toBeVisible();
});
