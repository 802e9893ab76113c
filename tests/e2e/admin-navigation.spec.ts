import { dashboardNav, openScreen, screenNames, useAdminSession } from './support/admin';
import { asNewEditor } from './support/team';
import { expect, test, type Page } from './support/test';
import { patience } from './support/patience';

/** Each screen's name in the navigation and its own URL (web/src/admin/shell/screens.ts). */
const ADMIN_SCREENS: [string, string][] = [
  ['Início', 'inicio'],
  ['Cases', 'cases'],
  ['Blog', 'blog'],
  ['Conteúdo das Páginas', 'conteudo/home'],
  ['Prova social', 'prova-social/depoimentos'],
  ['Landing pages', 'landing-pages'],
  ['Mídia', 'midia'],
  ['Lixeira', 'lixeira'],
  ['Leads', 'leads'],
  ['Agendamentos', 'agendamentos'],
  ['Resultados', 'resultados'],
  ['Envios', 'envios'],
  ['Equipe', 'equipe'],
  ['Configurações do Site', 'configuracoes'],
  ['Webhooks', 'webhooks'],
  ['LGPD', 'lgpd'],
  ['Auditoria', 'auditoria'],
  ['Verificação em duas etapas', 'verificacao-em-duas-etapas'],
  ['Sessões', 'sessoes'],
];
const EDITOR_SCREENS = [...ADMIN_SCREENS.slice(0, 8), ...ADMIN_SCREENS.slice(-2)];

/** The screen has drawn its own content (its H2 names it), not a blank page or a spinner. */
async function showsScreen(page: Page, name: string) {
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first(), name).toBeVisible();
  await expect(dashboardNav(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('an admin reaches every screen from the navigation and by its URL after a reload; Back returns to the previous one', async ({ page }) => {
    test.setTimeout(120_000 * patience);
    await useAdminSession(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard\/inicio$/);
    expect(await screenNames(page)).toEqual(ADMIN_SCREENS.map(([name]) => name));
    await expect(dashboardNav(page).getByRole('heading', { level: 2 })).toHaveText(['Conteúdo', 'Funil', 'Administração', 'Minha conta']);
    for (const [name, path] of ADMIN_SCREENS) {
      await openScreen(page, name);
      await expect(page).toHaveURL(new RegExp(`/admin/dashboard/${path}$`));
      await showsScreen(page, name);
      await page.reload();
      await showsScreen(page, name);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/verificacao-em-duas-etapas$/);
    await showsScreen(page, 'Verificação em duas etapas');
    await page.goForward();
    await showsScreen(page, 'Sessões');
  });

  test('a link of the old tabbed dashboard lands on the screen’s own URL', async ({ page }) => {
    await useAdminSession(page);
    await page.goto('/admin/dashboard?aba=agendamentos');
    await expect(page).toHaveURL(/\/admin\/dashboard\/agendamentos$/);
    await showsScreen(page, 'Agendamentos');
    await page.goto('/admin/dashboard?aba=prova-social&prova=time');
    await expect(page).toHaveURL(/\/admin\/dashboard\/prova-social\/time$/);
    await expect(page.getByRole('navigation', { name: 'Prova social' }).getByRole('link', { name: 'Time' })).toHaveAttribute('aria-current', 'page');
  });

  test('an address under the dashboard that is no screen shows the spec’s not-found inside the dashboard’s frame, logs the path and leads back', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await useAdminSession(page);
    await page.goto('/admin/dashboard/relatorios-antigos');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Tela não encontrada' })).toBeVisible();
    await expect(main).toContainText('404');
    await expect(main).toContainText('Oops! Page not found');
    // The dashboard's frame, not the public page: its navigation, and none of the site's header.
    await expect(dashboardNav(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
    expect(logged.some((text) => text.includes('/admin/dashboard/relatorios-antigos'))).toBe(true);
    await main.getByRole('link', { name: 'Ir para Início' }).click();
    await showsScreen(page, 'Início');
  });

  test('an editor sees the content screens only; an admin screen by its URL says so in pt-BR and leads back', async ({ page }) => {
    test.setTimeout(90_000 * patience);
    await asNewEditor(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard\/inicio$/);
    expect(await screenNames(page)).toEqual(EDITOR_SCREENS.map(([name]) => name));
    for (const [name, path] of EDITOR_SCREENS) {
      await page.goto(`/admin/dashboard/${path}`);
      await showsScreen(page, name);
    }
    for (const path of ['leads', 'equipe', 'auditoria']) {
      await page.goto(`/admin/dashboard/${path}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Você não tem permissão para acessar esta tela');
      await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Ir para Início' }).click();
    await showsScreen(page, 'Início');
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation is a drawer behind the menu button, saying who is signed in below the app bar; choosing a screen opens it and closes the drawer', async ({
    page,
  }) => {
    await useAdminSession(page);
    await page.goto('/admin/dashboard/cases');
    await showsScreenOnPhone(page);
    const menu = page.getByRole('button', { name: 'Abrir a navegação do painel' });
    await menu.click();
    await expect(dashboardNav(page).getByRole('link', { name: 'Cases' })).toHaveAttribute('aria-current', 'page');
    // Who is signed in, at the drawer's top, below the app bar that stays over it (it was hidden under the bar).
    const signedInAs = page.getByRole('presentation').getByText(/^Conectado como admin@alicerce\.example/);
    await expect(signedInAs).toBeVisible();
    // Once the drawer has slid in, nothing over it: what the page shows at the middle of its first line is the text itself.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    const onTop = await signedInAs.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const firstLine = box.top + parseFloat(style.paddingTop) + (parseFloat(style.lineHeight) || 20) / 2;
      return element.contains(document.elementFromPoint(box.left + 24, firstLine));
    });
    expect(onTop).toBe(true);
    await dashboardNav(page).getByRole('link', { name: 'Resultados' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/resultados$/);
    await expect(dashboardNav(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Painel CMS' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  });
});

async function showsScreenOnPhone(page: Page) {
  await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
}

test('dark theme: the drawer and the account menu are on the brand’s night surface, not MUI’s grey overlay', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
  await useAdminSession(page);
  await page.goto('/admin/dashboard/cases');
  await showsScreenOnPhone(page);
  const surface = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.backgroundColor, image: style.backgroundImage };
    });
  await page.getByRole('button', { name: 'Abrir a navegação do painel' }).click();
  // palette.background.paper in the dark scheme: brand night 800 (#172233).
  expect(await surface('.MuiDrawer-paper')).toEqual({ color: 'rgb(23, 34, 51)', image: 'none' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Minha conta' }).click();
  expect(await surface('.MuiPopover-paper')).toEqual({ color: 'rgb(23, 34, 51)', image: 'none' });
});
