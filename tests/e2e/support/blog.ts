import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { adminJwt } from './cms';
import { cmsAs } from './team';
import { expect, type Page } from './test';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
// Playwright runs in tests/: a seeded cover photo of the CMS.
export const COVER = readFileSync(resolve('../cms/seed-assets/articles/mercado-imobiliario-brasil.jpg'));

export type ArticleDraft = { title: string; excerpt: string; category: string; coverAlt: string; body: string };

/** Opens 'Novo Artigo' from the dashboard's Blog screen and fills it in as a person does (the cover uploaded); returns the editor's form. */
export async function fillNewArticle(page: Page, draft: ArticleDraft) {
  await page.goto('/admin/dashboard?aba=blog');
  await page.getByRole('link', { name: 'Novo Artigo' }).click();
  const dialog = page.getByRole('form', { name: 'Novo Artigo' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill(draft.title);
  await dialog.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: draft.category }).click();
  await dialog.getByRole('textbox', { name: 'Resumo' }).fill(draft.excerpt);
  await dialog.getByLabel('Imagem de capa: enviar arquivo').setInputFiles({ name: 'capa.jpg', mimeType: 'image/jpeg', buffer: COVER });
  await expect(dialog.getByRole('button', { name: 'Remover Imagem de capa' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('textbox', { name: 'Texto alternativo da capa' }).fill(draft.coverAlt);
  await dialog.getByRole('textbox', { name: 'Conteúdo (Markdown)' }).fill(draft.body);
  return dialog;
}

/** A cover in the media library, uploaded with `jwt`'s session; its file id. */
export async function uploadCover(jwt: string, name = 'capa-agendada.jpg'): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([COVER], { type: 'image/jpeg' }), name);
  const response = await fetch(`${CMS}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  expect(response.ok, `upload: ${response.status}`).toBe(true);
  return (await response.json())[0].id;
}

/** Deletes, as the admin, the articles with these slugs (other specs count the blog's featured and listed articles). */
export async function removeArticles(slugs: string[]) {
  const jwt = await adminJwt();
  for (const slug of slugs) {
    const found = await cmsAs(jwt, 'GET', `/articles/editor?busca=${slug}`);
    for (const row of found.body?.data ?? []) await cmsAs(jwt, 'DELETE', `/articles/${row.documentId}`);
  }
}
