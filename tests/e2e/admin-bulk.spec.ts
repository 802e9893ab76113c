import AxeBuilder from '@axe-core/playwright';

import { LANDING_STARTER_TEMPLATE } from '../../domain/src/landing-template';

import { useAdminSession } from './support/admin';
import { uploadImage } from './support/case-media';
import { adminJwt, ANY_VERSION } from './support/cms';
import { cmsAs, toast } from './support/team';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * Bulk actions on the Cases list (issue 57): select rows (a checkbox each, shift-click for a range, the page's
 * checkbox), act once from the bar — publish three cases and the public site shows them; a delete asks once, naming
 * the count; a case saved by someone else meanwhile refuses the whole change, and none of the rows changes.
 */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const fresh = () => `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`;
const created: string[] = [];
const createdPages: string[] = [];
const createdArticles: string[] = [];

/** `count` unpublished cases whose titles share `marker` (the list's search finds exactly them). */
async function draftCases(marker: string, count: number) {
  const jwt = await adminJwt();
  const cases: Array<{ documentId: string; slug: string; title: string }> = [];
  for (let i = 1; i <= count; i++) {
    const slug = `lote-${marker}-${i}`;
    const title = `Lote ${marker} ${i}`;
    const res = await cmsAs(jwt, 'POST', '/cases', {
      title,
      slug,
      client_name: 'Construtora Lote',
      segment: 'Construtora',
      platform: 'Google Ads',
      short_description: 'Case criado para as ações em lote.',
      challenge: 'Publicar vários de uma vez.',
      strategy: ['Uma'],
      results: { Leads: '+1' },
      gallery_images: [],
      is_published: false,
    });
    expect(res.status).toBe(201);
    created.push(res.body.data.documentId);
    cases.push({ documentId: res.body.data.documentId, slug, title });
  }
  return cases;
}
const stored = async (documentId: string) => {
  const res = await fetch(`${CMS}/api/cases/${documentId}?unpublished=include`, { headers: { authorization: `Bearer ${await adminJwt()}` } });
  return res.status === 200 ? ((await res.json()).data as { is_published: boolean; title: string }) : null;
};

test.afterAll(async () => {
  const jwt = await adminJwt();
  for (const documentId of created) await cmsAs(jwt, 'DELETE', `/cases/${documentId}`);
  for (const documentId of createdPages) await cmsAs(jwt, 'DELETE', `/landing-pages/${documentId}`);
  for (const documentId of createdArticles) await cmsAs(jwt, 'DELETE', `/articles/${documentId}`);
});

/** The cases list searched for `marker`, waiting until it shows exactly `count` rows. */
async function listOf(page: Page, marker: string, count: number) {
  await page.goto('/admin/dashboard/cases');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(marker);
  await expect(page.getByRole('heading', { name: `Cases (${count})` })).toBeVisible();
  return page.getByRole('list', { name: 'Lista de cases' });
}
const bar = (page: Page) => page.getByRole('group', { name: 'Ações em lote' });
const rowBox = (page: Page, title: string) => page.getByRole('checkbox', { name: `Selecionar: ${title}`, exact: true });

for (const width of [1366, 375]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 768 : 812 });
      await useAdminSession(page);
    });

    test('bulk publish of three cases (click, then shift-click) shows them on the public site', async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const marker = fresh();
      const cases = await draftCases(marker, 3);
      await listOf(page, marker, 3);
      // Newest first: the third case is the first row; a shift-click on the last row takes the range.
      await rowBox(page, cases[2].title).click();
      await rowBox(page, cases[0].title).click({ modifiers: ['Shift'] });
      await expect(bar(page).getByRole('status')).toHaveText('3 selecionados');
      await bar(page).getByRole('button', { name: 'Publicar', exact: true }).click();
      await expect(toast(page, '3 cases publicados.')).toBeVisible();
      await expect(bar(page).getByRole('status')).toHaveText('');
      for (const item of cases) await expect.poll(async () => (await stored(item.documentId))?.is_published).toBe(true);
      await expect(
        page.getByRole('switch', { name: `Publicado: ${cases[1].title}` }).or(page.getByRole('checkbox', { name: `Publicado: ${cases[1].title}` })),
      ).toBeChecked();
      // Each row has its own entry in the audit log: 'Publicação', named by the case's title.
      await page.goto('/admin/dashboard/auditoria');
      await page.getByRole('combobox', { name: 'Tipo' }).click();
      await page.getByRole('option', { name: 'Case', exact: true }).click();
      const log = page.getByRole('list', { name: 'Registro de auditoria' });
      for (const item of cases)
        await expect(log.getByRole('listitem').filter({ hasText: item.title }).filter({ hasText: 'Publicação por' })).toHaveCount(1);
      // Published after the build: the site server asks the CMS and the browser draws each page.
      for (const item of cases) {
        await page.goto(`/cases/${item.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      }
    });

    test('bulk delete asks once, naming the count, and deletes them all', async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const marker = fresh();
      const cases = await draftCases(marker, 2);
      const list = await listOf(page, marker, 2);
      await bar(page).getByRole('checkbox', { name: 'Selecionar esta página' }).check();
      await expect(bar(page).getByRole('status')).toHaveText('2 selecionados');
      await bar(page).getByRole('button', { name: 'Excluir', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Excluir 2 cases?' });
      await expect(dialog).toBeVisible();
      // Axe reads colours: only once the dialog has faded in (a half-faded dialog has half the contrast).
      await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element.closest('.MuiDialog-container') ?? element).opacity)).toBe('1');
      const { violations } = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
      await expect(toast(page, '2 cases excluídos.')).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(list.getByRole('listitem')).toHaveCount(0);
      for (const item of cases) expect(await stored(item.documentId)).toBeNull();
    });

    test('a bulk change with one row saved meanwhile by someone else changes none, and says which', async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const marker = fresh();
      const cases = await draftCases(marker, 3);
      await listOf(page, marker, 3);
      await bar(page).getByRole('checkbox', { name: 'Selecionar esta página' }).check();
      await expect(bar(page).getByRole('status')).toHaveText('3 selecionados');
      // Someone else saves the second case after the list was loaded.
      const changed = await fetch(`${CMS}/api/cases/${cases[1].documentId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
        body: JSON.stringify({ data: { title: `${cases[1].title} revisto`, is_published: false } }),
      });
      expect(changed.status).toBe(200);
      await bar(page).getByRole('button', { name: 'Publicar', exact: true }).click();
      await expect(toast(page, 'Erro ao alterar cases')).toContainText(`Nenhum case foi alterado: “${cases[1].title} revisto” foi salvo por`);
      for (const item of cases) expect((await stored(item.documentId))?.is_published).toBe(false);
      // The list is read again: it shows the case as it is now.
      await expect(page.getByRole('listitem', { name: `${cases[1].title} revisto` })).toBeVisible();
    });

    test('bulk publish of two articles (a draft and a scheduled one) shows them on the blog', async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const marker = fresh();
      const cover = await uploadImage(`artigo-lote-${marker}.jpg`, 'Capa');
      const articles: Array<{ slug: string; title: string }> = [];
      for (const n of [1, 2]) {
        const slug = `artigo-lote-${marker}-${n}`;
        const title = `Artigo em lote ${marker} ${n}`;
        const res = await cmsAs(await adminJwt(), 'POST', '/articles', {
          title,
          slug,
          excerpt: 'Artigo criado para as ações em lote.',
          category: 'SEO',
          cover: cover.id,
          cover_alt: 'Capa do artigo',
          body: '## Publicar vários\n\nDe uma vez, pela lista.',
          ...(n === 2 ? { publication: 'agendado', scheduled_at: new Date(Date.now() + 86_400_000).toISOString() } : {}),
        });
        expect(res.status).toBe(201);
        createdArticles.push(res.body.data.documentId);
        articles.push({ slug, title });
      }
      await page.goto('/admin/dashboard/blog');
      await page.getByRole('searchbox', { name: 'Buscar' }).fill(marker);
      await expect(page.getByRole('heading', { name: 'Artigos (2)' })).toBeVisible();
      await bar(page).getByRole('checkbox', { name: 'Selecionar esta página' }).check();
      await expect(bar(page).getByRole('status')).toHaveText('2 selecionados');
      await bar(page).getByRole('button', { name: 'Publicar', exact: true }).click();
      await expect(toast(page, '2 artigos publicados.')).toBeVisible();
      for (const item of articles)
        await expect(page.getByRole('listitem', { name: item.title }).getByText('Publicado', { exact: true })).toBeVisible();
      for (const item of articles) {
        await page.goto(`/blog/${item.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      }
    });

    test('bulk publish of two landing pages shows them on the site', async ({ page }) => {
      test.setTimeout(90_000 * patience);
      const marker = fresh();
      const image = await uploadImage(`lote-${marker}.jpg`, 'Fachada');
      const blocks = LANDING_STARTER_TEMPLATE.blocks.map((block) =>
        block.type === 'gallery' ? { ...block, images: [{ image: image.id, alt: 'Fachada do prédio' }] } : block,
      );
      const pages: Array<{ slug: string; title: string }> = [];
      for (const n of [1, 2]) {
        const slug = `lp-lote-${marker}-${n}`;
        const res = await cmsAs(await adminJwt(), 'POST', '/landing-pages', {
          ...LANDING_STARTER_TEMPLATE,
          blocks,
          title: `Lote LP ${marker} ${n}`,
          slug,
          is_published: false,
        });
        expect(res.status).toBe(201);
        createdPages.push(res.body.data.documentId);
        pages.push({ slug, title: `Lote LP ${marker} ${n}` });
      }
      await page.goto('/admin/dashboard/landing-pages');
      await page.getByRole('searchbox', { name: 'Buscar' }).fill(marker);
      await expect(page.getByRole('heading', { name: 'Landing pages (2)' })).toBeVisible();
      await bar(page).getByRole('checkbox', { name: 'Selecionar esta página' }).check();
      await bar(page).getByRole('button', { name: 'Publicar', exact: true }).click();
      await expect(toast(page, '2 landing pages publicadas.')).toBeVisible();
      for (const item of pages) {
        await page.goto(`/lp/${item.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect((await page.request.get(`/lp/${item.slug}`)).status()).toBe(200);
      }
    });
  });
}
