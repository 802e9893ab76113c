import AxeBuilder from '@axe-core/playwright';
import { generateSync } from 'otplib';

import { newEditorAccount, signInThroughForm } from './support/team';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/**
 * Two-factor sign-in (issue 53) as a person uses it: 'Verificação em duas etapas' from the navigation's 'Minha conta'
 * (QR code, manual key, a code of the app, the 10 recovery codes once), then signing in again with a code. The codes
 * are made with otplib from the key the screen shows, as an authenticator app would. axe on each step.
 */
const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A new editor account (registered, promoted by the admin): enrolment is for every dashboard account. */
const newEditor = () => newEditorAccount('dois.fatores', 'senha-com-2fa-1');

async function noAxeViolations(page: Page, step: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .exclude('#notistack-snackbar')
    .exclude('.notistack-SnackbarContainer')
    .analyze();
  expect(
    violations.map(
      (v) =>
        `${step}: ${v.id} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
    step,
  ).toEqual([]);
}

/** The app's code `steps` 30-second steps from now (the CMS accepts one step either side, and never the same step twice). */
const codeFor = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

for (const [width, theme] of [
  [375, 'light'],
  [375, 'dark'],
  [1366, 'light'],
  [1366, 'dark'],
] as const) {
  test(`enrolment and sign-in with a code at ${width} px, ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000 * patience);
    await page.setViewportSize({ width, height: width > 600 ? 768 : 812 });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
    const account = await newEditor();

    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
    await page.goto('/admin/dashboard/verificacao-em-duas-etapas');
    await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Verificação em duas etapas' })).toBeVisible();
    await page.getByRole('button', { name: 'Começar' }).click();

    await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
    const key = page.getByLabel('Chave para digitar no aplicativo');
    const secret = (await key.textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await noAxeViolations(page, 'QR code');

    await page.getByLabel(/^Código de verificação/).fill('000000' === codeFor(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(page.getByText('Código inválido ou já usado. Confira o aplicativo autenticador e tente novamente.')).toBeVisible();
    await page.getByLabel(/^Código de verificação/).fill(codeFor(secret));
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();

    const codes = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await expect(page.getByRole('button', { name: 'Baixar (.txt)' })).toBeVisible();
    await noAxeViolations(page, 'recovery codes');
    await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await expect(page.getByText(/A verificação em duas etapas está ativa\. Códigos de recuperação restantes: 10\./)).toBeVisible();
    await noAxeViolations(page, 'enabled');

    // Signed out, the password alone no longer opens the dashboard: the code step asks for the app's code.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByLabel(/^Código de verificação/)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('alicerce:session'))).toBeNull();
    await noAxeViolations(page, 'code step');
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await expect(page.getByLabel(/^Código de recuperação/)).toBeVisible();
    await page.getByRole('button', { name: 'Usar o código do aplicativo' }).click();
    // A later step than the one that confirmed the enrolment: a code is never accepted twice.
    await page.getByLabel(/^Código de verificação/).fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
  });
}
