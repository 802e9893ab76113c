import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, test, waitingForIslands, type Page } from './support/test';
import { patience } from './support/patience';
import { dashboardNav, openScreen, searchCases, useAdminSession } from './support/admin';
import { adminJwt, uniqueEmail } from './support/cms';
import { png } from './support/png';
import { acceptInvite, cmsAs as cms, inviteLink, signInThroughForm, sessionJwt, toast } from './support/team';

const member = (page: Page, email: string) => page.getByRole('listitem', { name: `Conta ${email}` });

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return waitingForIslands(await context.newPage());
}

test('an admin invites a colleague, who sets a password, is made editor, sees only the editor tabs (Cases, Blog, Conteúdo) and adds gallery images; scripts and leads answer 403', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000 * patience);
  const email = uniqueEmail('colega');
  const title = `Case da equipe ${Date.now()}`;
  const created = await cms(await adminJwt(), 'POST', '/cases', {
    title,
    slug: `case-equipe-${Date.now()}`,
    client_name: 'Cliente Equipe',
    segment: 'Construtora',
    platform: 'Meta Ads',
    short_description: 'Case para a editora completar a galeria.',
    challenge: 'Desafio.',
    strategy: ['Uma'],
    results: { Leads: '+1' },
    gallery_images: [],
    is_published: false,
  });
  expect(created.status).toBe(201);

  // The admin invites the colleague without dashboard access.
  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=equipe');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('combobox', { name: /^Papel(?! de)/ }).click();
  await page.getByRole('option', { name: 'Sem acesso ao painel' }).click();
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(page, 'Convite enviado!')).toBeVisible();
  await expect(member(page, email)).toContainText('Convite pendente');

  // The colleague sets a password through the e-mailed link (the reset page) and signs in: no access yet.
  const colleague = await newPage(browser);
  const link = await inviteLink(email);
  await colleague.goto(link.pathname + link.search);
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText('Definir senha');
  await expect(colleague).toHaveTitle('Definir senha | Alicerce Digital');
  await expect(colleague.getByText('Crie sua senha de acesso ao Painel CMS.')).toBeVisible();
  await expect(colleague.getByText(/Redefinir|nova senha/)).toHaveCount(0);
  await acceptInvite(colleague, email, 'senha-da-colega-1');
  await signInThroughForm(colleague, email, 'senha-da-colega-1');
  await expect(colleague.getByText('Acesso negado. Usuário não é administrador.')).toBeVisible();

  // The admin makes them editor.
  await page.reload();
  await expect(member(page, email)).toContainText('Ativo');
  await page.getByRole('combobox', { name: `Papel de ${email}` }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await expect(toast(page, 'Papel alterado para Editor!')).toBeVisible();

  // The editor reaches the dashboard and sees only the content tabs.
  await signInThroughForm(colleague, email, 'senha-da-colega-1');
  await expect(colleague.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
  await expect(dashboardNav(colleague).getByRole('link')).toHaveText([
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
  // An admin's screen by its address: a clear message and the way back, never a blank page.
  await colleague.goto('/admin/dashboard/equipe');
  await expect(colleague.getByRole('alert')).toContainText('Você não tem permissão para acessar esta tela');
  await colleague.getByRole('link', { name: 'Ir para Início' }).click();
  await expect(colleague).toHaveURL(/\/admin\/dashboard\/inicio$/);
  await openScreen(colleague, 'Cases');

  // They add two gallery images to an unpublished case.
  await searchCases(colleague, title);
  await colleague.getByRole('button', { name: `Editar ${title}` }).click();
  const dialog = colleague.getByRole('form', { name: 'Editar Case' });
  const files = [1, 2].map((i) => ({ name: `equipe-${i}.png`, mimeType: 'image/png', buffer: png(40 * i, 90, 160) }));
  await dialog.getByLabel('Galeria: enviar arquivos').setInputFiles(files);
  await expect(dialog.getByRole('list', { name: 'Imagens da galeria' }).getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(colleague, 'Case atualizado com sucesso!')).toBeVisible();
  const stored = await cms(await adminJwt(), 'GET', `/cases/${created.body.data.documentId}?unpublished=include`);
  expect(stored.body.data.gallery.map((file: { name: string }) => file.name)).toEqual(['equipe-1.png', 'equipe-2.png']);

  // On the public pages they edit the sections in place, as an admin does.
  await colleague.goto('/');
  await expect(colleague.getByRole('button', { name: 'Modo Edição' })).toBeVisible();

  // The server refuses them the site's scripts, the leads and the team.
  const jwt = await sessionJwt(colleague);
  expect((await cms(jwt, 'PUT', '/site-settings/upsert', { setting_key: 'head_scripts', setting_value: '<script>alert(1)</script>' })).status).toBe(
    403,
  );
  expect((await cms(jwt, 'GET', '/leads')).status).toBe(403);
  expect((await cms(jwt, 'GET', '/team/members')).status).toBe(403);

  // Taking the role back is confirmed first and ends the editor's session.
  await page.getByRole('combobox', { name: `Papel de ${email}` }).click();
  await page.getByRole('option', { name: 'Sem acesso ao painel' }).click();
  await page.getByRole('alertdialog', { name: 'Reduzir acesso?' }).getByRole('button', { name: 'Reduzir acesso' }).click();
  await expect(toast(page, 'Papel alterado para Sem acesso ao painel!')).toBeVisible();
  expect((await cms(jwt, 'GET', '/users/me')).status).toBe(401);
  await cms(await adminJwt(), 'DELETE', `/cases/${created.body.data.documentId}`);
});

test('one’s own role and block are off, with the reason beside them, and the server refuses them too', async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin/dashboard?aba=equipe');
  const me = member(page, 'admin@alicerce.example');
  await expect(me).toContainText('Seu papel e o bloqueio da sua conta são alterados por outra pessoa administradora.');
  await expect(me.getByRole('button', { name: 'Bloquear' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Papel de admin@alicerce.example' })).toHaveAttribute('aria-disabled', 'true');
  // Around the dashboard: the last admin is told why (the site needs an active admin); with another admin, it is one's own account.
  const jwt = await adminJwt();
  const myId = (await cms(jwt, 'GET', '/users/me')).body.id as number;
  const refused = await cms(jwt, 'PUT', `/team/members/${myId}`, { blocked: true });
  expect([400, 403]).toContain(refused.status);
  expect(refused.body.error.message).toMatch(/^(O site precisa de pelo menos um administrador ativo|Você não pode mudar o próprio papel)/);
  await page.reload();
  await expect(me).toContainText('Ativo');
  await expect(page.getByRole('combobox', { name: 'Papel de admin@alicerce.example' })).toHaveText('Administrador');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the Equipe tab and its confirmation, ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
    // Another account to block (one's own cannot be): an invitation waiting for its password.
    const other = uniqueEmail('bloqueio');
    expect((await cms(await adminJwt(), 'POST', '/team/invites', { email: other, role: 'authenticated' })).status).toBe(201);
    await useAdminSession(page);
    await page.goto('/admin/dashboard?aba=equipe');
    await expect(member(page, other)).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect((await axe()).violations).toEqual([]);
    await member(page, other).getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Bloquear conta?' })).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect((await axe()).violations).toEqual([]);
  });
}
