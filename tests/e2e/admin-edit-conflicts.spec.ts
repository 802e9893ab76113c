import type { Browser } from '@playwright/test';

import { LANDING_STARTER_TEMPLATE } from '../../domain/src/landing-template';
import { EDIT_VERSION_MESSAGES } from '../../domain/src/edit-versions';

import { useAdminSession } from './support/admin';
import { adminJwt, cmsGet } from './support/cms';
import { asNewEditor, cmsAs, toast } from './support/team';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * Two people on one record (issue 51): A and B open the same case (and the same landing page) in two browsers; A
 * saves; B's save is refused with the conflict view, which says what A changed; B combines the versions and saves —
 * A's change and B's are both stored, and neither text is lost.
 */
const fresh = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

/**
 * A person: a browser context of their own, signed in as a new editor (or as the admin). The 'who is editing' marks
 * do not reach either browser here (their requests fail, as on a network that drops them): the second person would
 * otherwise be shown the first one's mark and choose read-only or take over (admin-presence.spec.ts). What is tested
 * is the last guard — two saves against one version — which holds whatever the marks said.
 */
async function person(browser: Browser, as: 'admin' | 'editor') {
  const context = await browser.newContext();
  await context.route('**/api/editing/**', (route) => route.abort());
  const page = await context.newPage();
  if (as === 'admin') await useAdminSession(page);
  else await asNewEditor(page);
  return { page, close: () => context.close() };
}

const conflictView = (page: Page) => page.getByRole('dialog', { name: EDIT_VERSION_MESSAGES.title });

test('two people save one case: the second is shown what changed, combines, and both changes are stored', async ({ browser }) => {
  test.setTimeout(90_000 * patience);
  const title = `Case em dupla ${fresh()}`;
  const created = await cmsAs(await adminJwt(), 'POST', '/cases', {
    title,
    slug: `case-em-dupla-${fresh()}`,
    client_name: 'Construtora Dupla',
    segment: 'Construtora',
    platform: 'Meta Ads',
    short_description: 'Case aberto por duas pessoas ao mesmo tempo.',
    challenge: 'Desafio de antes.',
    strategy: ['Uma'],
    results: { Leads: '+1' },
    gallery_images: [],
    is_published: false,
  });
  expect(created.status).toBe(201);
  const url = `/admin/dashboard/cases/${created.body.data.documentId}`;
  const a = await person(browser, 'admin');
  const b = await person(browser, 'editor');
  try {
    for (const { page } of [a, b]) {
      await page.goto(url);
      await expect(page.getByRole('form', { name: 'Editar Case' }).getByRole('textbox', { name: /^Título/ })).toHaveValue(title);
    }
    await a.page.getByRole('textbox', { name: /^Título/ }).fill(`${title} (por A)`);
    await a.page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(a.page, 'Case atualizado com sucesso!')).toBeVisible();

    await b.page.getByRole('textbox', { name: /^Desafio/ }).fill('Desafio reescrito por B.');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    const view = conflictView(b.page);
    await expect(view).toBeVisible();
    await expect(view).toContainText('depois que você o abriu');
    await expect(view.getByRole('listitem').filter({ hasText: 'Título' })).toContainText(`${title} (por A)`);
    // Nothing B typed is gone while the view is open.
    await expect(b.page.getByRole('textbox', { name: /^Desafio/, includeHidden: true })).toHaveValue('Desafio reescrito por B.');

    await view.getByRole('button', { name: 'Combinar as versões' }).click();
    await expect(view).toBeHidden();
    await expect(b.page.getByRole('textbox', { name: /^Título/ })).toHaveValue(`${title} (por A)`);
    await expect(b.page.getByRole('textbox', { name: /^Desafio/ })).toHaveValue('Desafio reescrito por B.');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(b.page, 'Case atualizado com sucesso!')).toBeVisible();

    const stored = await cmsGet(`/cases/${created.body.data.documentId}?unpublished=include`, true);
    expect(stored.data).toMatchObject({ title: `${title} (por A)`, challenge: 'Desafio reescrito por B.', version: 3 });
  } finally {
    await a.close();
    await b.close();
  }
});

test('two people save one landing page: the second combines and both changes are stored', async ({ browser }) => {
  test.setTimeout(90_000 * patience);
  const slug = `lp-em-dupla-${fresh()}`;
  const created = await cmsAs(await adminJwt(), 'POST', '/landing-pages', {
    ...LANDING_STARTER_TEMPLATE,
    title: `Lançamento em dupla ${slug}`,
    slug,
    is_published: false,
  });
  expect(created.status).toBe(201);
  const url = `/admin/dashboard/landing-pages/${created.body.data.documentId}`;
  const a = await person(browser, 'editor');
  const b = await person(browser, 'admin');
  try {
    for (const { page } of [a, b]) {
      await page.goto(url);
      await expect(page.getByRole('form', { name: 'Editar landing page' }).getByRole('textbox', { name: /^Título da página/ })).toHaveValue(
        `Lançamento em dupla ${slug}`,
      );
    }
    await a.page.getByRole('textbox', { name: /^Descrição SEO/ }).fill('Apartamentos de 2 e 3 quartos perto do parque, escritos por A.');
    await a.page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(a.page, 'Landing page atualizada com sucesso!')).toBeVisible();

    await b.page.getByRole('textbox', { name: /^Título da página/ }).fill(`Lançamento revisto por B ${slug}`);
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    const view = conflictView(b.page);
    await expect(view).toBeVisible();
    await expect(view.getByRole('listitem').filter({ hasText: 'Descrição SEO' })).toContainText('escritos por A');
    await view.getByRole('button', { name: 'Combinar as versões' }).click();
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(b.page, 'Landing page atualizada com sucesso!')).toBeVisible();

    const stored = await cmsGet(`/landing-pages/${created.body.data.documentId}?unpublished=include`, true);
    expect(stored.data).toMatchObject({
      title: `Lançamento revisto por B ${slug}`,
      seo_description: 'Apartamentos de 2 e 3 quartos perto do parque, escritos por A.',
    });
  } finally {
    await a.close();
    await b.close();
  }
});
