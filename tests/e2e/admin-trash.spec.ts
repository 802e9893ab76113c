import { openScreen, searchCases, useAdminSession } from './support/admin';
import { cms, storedCase, uploadImage } from './support/case-media';
import { toast } from './support/team';
import { expect, test } from './support/test';
import { patience } from './support/patience';

/**
 * The Lixeira (issue 51): a case deleted from the dashboard waits there; its address stays reserved; 'Restaurar'
 * brings it back under its own address with its gallery, where its editor opens again.
 */
test('a deleted case comes back from the Lixeira with its gallery and its slug', async ({ page }) => {
  test.setTimeout(90_000 * patience);
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const title = `Case da Lixeira ${stamp}`;
  const slug = `case-da-lixeira-${stamp}`;
  const gallery = [await uploadImage(`lixeira-1-${stamp}.jpg`), await uploadImage(`lixeira-2-${stamp}.jpg`)];
  const created = await cms('POST', '/cases', {
    data: {
      title,
      slug,
      client_name: 'Construtora Lixeira',
      segment: 'Construtora',
      platform: 'Google Ads',
      short_description: 'Case excluído por engano e trazido de volta.',
      challenge: 'Não perder o que foi excluído.',
      strategy: ['Uma'],
      results: { Leads: '+1' },
      gallery_images: [],
      gallery: gallery.map((file) => file.id),
      is_published: false,
    },
  });
  const documentId = created.data.documentId as string;

  await useAdminSession(page);
  await page.goto('/admin/dashboard/cases');
  await searchCases(page, title);
  await page.getByRole('button', { name: `Excluir ${title}` }).click();
  await page.getByRole('alertdialog', { name: 'Excluir case?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Case excluído com sucesso!')).toBeVisible();

  // Its address is still its own: a new case cannot take it.
  const taken = await fetch(`${process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347'}/api/cases`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: await page.evaluate(() => `Bearer ${JSON.parse(localStorage.getItem('alicerce:session') ?? '{}').jwt}`),
    },
    body: JSON.stringify({ data: { ...created.data, slug, documentId: undefined, id: undefined } }),
  });
  expect(taken.status).toBe(400);

  await openScreen(page, 'Lixeira');
  const item = page.getByRole('list', { name: 'Itens na Lixeira' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(`Endereço reservado: ${slug}`);
  await item.getByRole('button', { name: `Restaurar ${title}` }).click();
  await expect(toast(page, `${title} restaurado`)).toBeVisible();
  await expect(item).toHaveCount(0);

  const back = await storedCase(documentId);
  expect({ slug: back.slug, title: back.title, gallery: back.gallery.map((file: { id: number }) => file.id) }).toEqual({
    slug,
    title,
    gallery: gallery.map((file) => file.id),
  });
  await page.goto(`/admin/dashboard/cases/${documentId}`);
  await expect(page.getByRole('form', { name: 'Editar Case' }).getByRole('textbox', { name: /^Título/ })).toHaveValue(title);
});
