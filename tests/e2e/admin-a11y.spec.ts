import AxeBuilder from '@axe-core/playwright';

import { useAdminSession } from './support/admin';
import { expect, test } from './support/test';
import { patience } from './support/patience';

/** Every dashboard screen an admin has (web/src/admin/shell/screens.ts), Prova social's three, by URL. */
const SCREENS = [
  'cases',
  'blog',
  'conteudo',
  'prova-social/depoimentos',
  'prova-social/clientes',
  'prova-social/time',
  'landing-pages',
  'landing-pages/novo',
  'leads',
  'agendamentos',
  'resultados',
  'envios',
  'equipe',
  'configuracoes',
  'webhooks',
  'lgpd',
  'auditoria',
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
      for (const screen of SCREENS) {
        await page.goto(`/admin/dashboard/${screen}`);
        await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
        // Toasts come and go with their own checks; everything else of the screen is in.
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).exclude('#notistack-snackbar').analyze();
        for (const v of violations) found.push(`${screen}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      }
      expect(found).toEqual([]);
    });
  }
}
