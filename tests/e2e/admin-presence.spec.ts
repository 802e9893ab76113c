import type { Browser } from '@playwright/test';

import { EDITING_PRESENCE_MESSAGES } from '../../domain/src/editing-presence';

import { searchCases, useAdminSession } from './support/admin';
import { adminJwt } from './support/cms';
import { asNewEditor, cmsAs } from './support/team';
import { expect, test } from './support/test';
import { patience } from './support/patience';

/**
 * "Who is editing" (issue 51) between two browsers: A (an editor) opens a case; B (the admin) sees A's mark in the
 * Cases list and, opening the case, the banner naming A within a few seconds; B takes over and A is told at once,
 * its form read-only. Closing A's tab releases its mark: B's next look finds none.
 */
const fresh = () => `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
const SOON = 5_000 * patience;

async function newCase(title: string): Promise<string> {
  const created = await cmsAs(await adminJwt(), 'POST', '/cases', {
    title,
    slug: `case-em-edicao-${fresh()}`,
    client_name: 'Construtora Presença',
    segment: 'Construtora',
    platform: 'Meta Ads',
    short_description: 'Case aberto por duas pessoas.',
    challenge: 'Desafio.',
    strategy: ['Uma'],
    results: { Leads: '+1' },
    gallery_images: [],
    is_published: false,
  });
  expect(created.status).toBe(201);
  return created.body.data.documentId as string;
}

async function person(browser: Browser, as: 'admin' | 'editor') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = as === 'admin' ? 'admin' : (await asNewEditor(page)).email.split('@')[0];
  if (as === 'admin') await useAdminSession(page);
  return { page, name, context, close: () => context.close() };
}

test('A edits a case; B sees the mark (list and editor), takes over, and A is told; closing A’s tab releases its mark', async ({ browser }) => {
  test.setTimeout(120_000 * patience);
  const title = `Case com presença ${fresh()}`;
  const documentId = await newCase(title);
  const url = `/admin/dashboard/cases/${documentId}`;
  const a = await person(browser, 'editor');
  const b = await person(browser, 'admin');
  try {
    await a.page.goto(url);
    const formA = a.page.getByRole('form', { name: 'Editar Case' });
    await expect(formA.getByRole('textbox', { name: /^Título/ })).toHaveValue(title);
    await formA.getByRole('textbox', { name: /^Desafio/ }).fill('Desafio reescrito por A, ainda não salvo.');

    // B's list marks the case A is editing.
    await b.page.goto('/admin/dashboard/cases');
    await searchCases(b.page, title);
    await expect(b.page.getByText(EDITING_PRESENCE_MESSAGES.listMark(a.name))).toBeVisible({ timeout: SOON });

    // B opens it: the banner names A and since when; the form is read-only until B chooses.
    await b.page.goto(url);
    const formB = b.page.getByRole('form', { name: 'Editar Case' });
    const bannerB = b.page.getByRole('status').filter({ hasText: `${a.name} está editando desde` });
    await expect(bannerB).toBeVisible({ timeout: SOON });
    await expect(bannerB).toContainText(/desde \d{2}:\d{2}\./);
    await expect(formB.getByRole('textbox', { name: /^Título/ })).toBeDisabled();
    await expect(formB.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await bannerB.getByRole('button', { name: 'Assumir a edição' }).click();
    await expect(bannerB).toBeHidden();
    await expect(formB.getByRole('textbox', { name: /^Título/ })).toBeEnabled();

    // A is told at its next heartbeat; its form turns read-only and what A typed stays.
    const bannerA = a.page.getByRole('status').filter({ hasText: 'admin assumiu a edição às' });
    await expect(bannerA).toBeVisible({ timeout: SOON });
    await expect(bannerA).toContainText('Suas alterações não salvas ficaram guardadas neste navegador.');
    await expect(formA.getByRole('textbox', { name: /^Desafio/ })).toBeDisabled();
    await expect(formA.getByRole('textbox', { name: /^Desafio/ })).toHaveValue('Desafio reescrito por A, ainda não salvo.');
    await expect(formA.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    // A opens another case in a new tab; closing that tab releases its mark at once (not after it expires).
    const other = await newCase(`${title} (outro)`);
    const tab = await a.context.newPage();
    await tab.goto(`/admin/dashboard/cases/${other}`);
    await expect(tab.getByRole('form', { name: 'Editar Case' }).getByRole('textbox', { name: /^Título/ })).toHaveValue(`${title} (outro)`);
    const looked = async () => (await cmsAs(await adminJwt(), 'GET', `/editing/case?ids=${other}`)).body.data as Record<string, unknown>;
    await expect.poll(looked, { timeout: SOON }).toHaveProperty(other);
    await tab.close({ runBeforeUnload: true });
    await expect.poll(looked, { timeout: 3_000 }).toEqual({});
  } finally {
    await a.close();
    await b.close();
  }
});
