import AxeBuilder from '@axe-core/playwright';

import { openInApp, useAdminSession } from './support/admin';
import { cms } from './support/case-media';
import { ANY_VERSION, adminJwt } from './support/cms';
import { expect, test } from './support/test';
import { patience } from './support/patience';

/** Every dashboard screen an admin has (web/src/admin/shell/screens.ts), Prova social's three, by URL. */
const SCREENS = [
  'inicio',
  'cases',
  'blog',
  'conteudo',
  'prova-social/depoimentos',
  'prova-social/clientes',
  'prova-social/time',
  'landing-pages',
  'landing-pages/novo',
  'midia',
  'lixeira',
  'leads',
  'agendamentos',
  'resultados',
  'envios',
  'equipe',
  'configuracoes',
  'webhooks',
  'lgpd',
  'auditoria',
  'verificacao-em-duas-etapas',
  'sessoes',
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1366, 375]) {
    test(`axe: every dashboard screen at ${width} px, ${theme} theme`, async ({ page }) => {
      test.setTimeout(180_000 * patience);
      await page.setViewportSize({ width, height: width > 600 ? 768 : 812 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
      await useAdminSession(page);
      const found: string[] = [];
      await page.goto(`/admin/dashboard/${SCREENS[0]}`);
      for (const screen of SCREENS) {
        // The first screen is loaded; the others are reached as the dashboard's own links reach them (no reload).
        await openInApp(page, `/admin/dashboard/${screen}`);
        await expect(page.locator('main h2:not([data-checked])').first()).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
        // Toasts come and go with their own checks; everything else of the screen is in.
        const { violations } = await new AxeBuilder({ page })
          .withTags(TAGS)
          .exclude('#notistack-snackbar')
          .exclude('.notistack-SnackbarContainer')
          .analyze();
        await page.locator('main h2').evaluateAll((headings) => headings.forEach((heading) => heading.setAttribute('data-checked', '')));
        for (const v of violations)
          found.push(
            `${screen}: ${v.id} — ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          );
      }
      expect(found).toEqual([]);
    });
  }
}

/**
 * What opens over an editor (issue 51): the conflict view after a real stale save, the 'Histórico' panel with its
 * comparison, and the offer of unsaved edits kept in the browser — axe on each, at both widths, in both themes.
 */
for (const theme of ['light', 'dark'] as const) {
  for (const width of [1366, 375]) {
    test(`axe: the conflict view, the history panel and the recovery offer at ${width} px, ${theme} theme`, async ({ page }) => {
      test.setTimeout(120_000 * patience);
      await page.setViewportSize({ width, height: width > 600 ? 768 : 812 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), theme);
      // The marks of who is editing are not what is checked here.
      await page.route('**/api/editing/**', (route) => route.abort());
      const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;
      const { data } = await cms('POST', '/cases', {
        data: {
          title: `Case a11y ${stamp}`,
          slug: `case-a11y-${stamp}`,
          client_name: 'Construtora',
          segment: 'Construtora',
          platform: 'Meta Ads',
          short_description: 'Case para a verificação de acessibilidade.',
          challenge: 'Desafio.',
          strategy: ['Uma'],
          results: { Leads: '+1' },
          gallery_images: [],
          is_published: false,
        },
      });
      await useAdminSession(page);
      await page.goto(`/admin/dashboard/cases/${data.documentId}`);
      const found: string[] = [];
      const check = async (what: string) => {
        // Once the dialog's fade has ended: half-faded text reads as low contrast.
        // (Endless ones — a skeleton's pulse, a spinner — are not fades.)
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
        );
        const { violations } = await new AxeBuilder({ page })
          .withTags(TAGS)
          .exclude('#notistack-snackbar')
          .exclude('.notistack-SnackbarContainer')
          .analyze();
        for (const v of violations)
          found.push(
            `${what}: ${v.id} — ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          );
      };
      const title = page.getByRole('textbox', { name: /^Título/, includeHidden: true });
      await title.fill(`Case a11y ${stamp} (meu)`);
      // Someone else saves meanwhile (an API client, knowingly over any version).
      await fetch(`${process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347'}/api/cases/${data.documentId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminJwt()}`, ...ANY_VERSION },
        body: JSON.stringify({ data: { title: `Case a11y ${stamp} (outro)`, challenge: 'Desafio de outra pessoa.', is_published: false } }),
      });
      await page.getByRole('button', { name: 'Salvar' }).click();
      const conflict = page.getByRole('dialog', { name: 'Este registro foi alterado enquanto você editava' });
      await expect(conflict).toBeVisible();
      await check('conflict view');
      await conflict.getByRole('button', { name: 'Combinar as versões' }).click();
      await expect(conflict).toBeHidden();
      // Its toast ('Versões combinadas') gone first: toasts have their own checks, and axe's region rule counts them.
      await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 20_000 });

      await page.getByRole('button', { name: 'Histórico' }).click();
      await expect(page.getByRole('heading', { name: 'Histórico de versões' })).toBeVisible();
      await expect(page.getByRole('dialog').getByText(/^Versões \(\d+\)$/)).toBeVisible();
      await check('history panel');
      await page.keyboard.press('Escape');

      // The edits kept in this browser, offered when the editor opens again.
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('alicerce:draft:')).length)).toBe(1);
      page.on('dialog', (ask) => void ask.accept()); // the browser's "leave the page?" for the changed form
      await page.goto(`/admin/dashboard/cases/${data.documentId}`);
      await expect(page.getByRole('dialog', { name: /^Recuperar alterações não salvas/ })).toBeVisible();
      await check('recovery offer');
      expect(found).toEqual([]);
    });
  }
}
