import type { Browser } from '@playwright/test';

import { useAdminSession, dashboardNav } from './support/admin';
import { fillNewArticle, removeArticles, uploadCover } from './support/blog';
import { uniqueEmail } from './support/cms';
import { acceptInvite, cmsAs, sessionJwt, signInThroughForm, toast } from './support/team';
import { expect, test, waitingForIslands } from './support/test';
import { patience } from './support/patience';

/**
 * Issue #14's whole path with no Strapi panel: an admin invites a colleague as editor, the colleague sets a password,
 * writes and publishes an article with a cover and schedules another; both are public without a rebuild (the second
 * only after its time), and the admin reads both actions, by that person, in the audit log.
 */
async function newPage(browser: Browser) {
  return waitingForIslands(await (await browser.newContext()).newPage());
}

/** Articles this file published, removed afterwards: other specs count the blog's featured and listed articles. */
const slugs: string[] = [];
test.afterAll(() => removeArticles(slugs));

test('an invited editor writes and publishes an article and schedules another; both reach /blog and the sitemap with no rebuild, and the admin sees both in the audit log', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000 * patience);
  const email = uniqueEmail('redatora');
  const password = 'senha-da-redatora-1';
  const stamp = Date.now();
  const published = { title: `Vitrine de plantas que vende ${stamp}`, slug: `vitrine-de-plantas-que-vende-${stamp}` };
  const scheduled = { title: `Calendário de lançamentos ${stamp}`, slug: `calendario-de-lancamentos-${stamp}` };
  slugs.push(published.slug, scheduled.slug);

  // The admin invites the colleague as editor (Equipe tab; the e-mail goes to the mail sink).
  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=equipe');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('combobox', { name: /^Papel(?! de)/ }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(page, 'Convite enviado!')).toBeVisible();

  // The colleague sets a password from the e-mailed link and signs in as editor.
  const editor = await newPage(browser);
  await acceptInvite(editor, email, password);
  await signInThroughForm(editor, email, password);
  await expect(editor.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
  await expect(dashboardNav(editor).getByRole('link')).toHaveText([
    'Início',
    'Cases',
    'Blog',
    'Conteúdo das Páginas',
    'Prova social',
    'Landing pages',
    'Mídia',
    'Lixeira',
    'Verificação em duas etapas',
    'Sessões',
  ]);

  // They write an article with a cover in the Blog tab and publish it.
  const dialog = await fillNewArticle(editor, {
    title: published.title,
    excerpt: 'Como mostrar plantas e metragens para quem compra na planta.',
    category: 'SEO',
    coverAlt: 'Planta baixa de um apartamento de dois quartos',
    body: '## Plantas que vendem\n\nMostre **metragem e preço** juntos.\n\n## Onde publicar\n\n- Página do empreendimento\n- Anúncios',
  });
  await dialog.getByRole('radio', { name: 'Publicar ao salvar' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(editor, 'Artigo publicado com sucesso!')).toBeVisible();

  // And schedule a second one (through the API with their own session) a few seconds ahead.
  const jwt = await sessionJwt(editor);
  const at = new Date(Date.now() + 15_000);
  const created = await cmsAs(jwt, 'POST', '/articles', {
    title: scheduled.title,
    slug: scheduled.slug,
    excerpt: 'Um artigo que o CMS publica na hora marcada.',
    category: 'Mercado',
    cover: await uploadCover(jwt, 'capa-calendario.jpg'),
    cover_alt: 'Calendário de parede com datas marcadas',
    body: '## Na hora certa\n\nPublicado pelo agendamento.',
    publication: 'agendado',
    scheduled_at: at.toISOString(),
  });
  expect(created.status).toBe(201);

  // The published article is public at once, without a rebuild; the scheduled one is nowhere yet.
  await page.goto('/blog');
  const list = page.getByRole('region', { name: 'Todos os artigos' });
  await expect(list.getByRole('heading', { name: published.title })).toBeVisible();
  await page.goto(`/blog/${published.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
  await expect(page.getByRole('img', { name: 'Planta baixa de um apartamento de dois quartos' })).toBeVisible();
  const sitemap = async () => (await request.get('/sitemap.xml')).text();
  expect(await sitemap()).toContain(`/blog/${published.slug}</loc>`);
  expect(await sitemap()).not.toContain(`/blog/${scheduled.slug}<`);
  expect((await request.get(`/blog/${scheduled.slug}`)).status()).toBe(404);

  // After its time it is published by the CMS: page, list and sitemap.
  await expect.poll(async () => (await request.get(`/blog/${scheduled.slug}`)).status(), { timeout: 60_000, intervals: [2000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await page.goto('/blog');
  await expect(list.getByRole('heading', { name: scheduled.title })).toBeVisible();
  expect(await sitemap()).toContain(`/blog/${scheduled.slug}</loc>`);

  // The admin reads both actions in the audit log, filtered by that person and by articles.
  await page.goto('/admin/dashboard?aba=auditoria');
  const log = page.getByRole('list', { name: 'Registro de auditoria' });
  await page.getByRole('combobox', { name: 'Pessoa' }).click();
  await page.getByRole('option', { name: email }).click();
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Artigo', exact: true }).click();
  for (const article of [published, scheduled]) {
    await expect(
      log
        .getByRole('listitem')
        .filter({ hasText: article.title })
        .filter({ hasText: `Criação por ${email} em` }),
    ).toHaveCount(1);
  }
});
