import { expect, type Page } from '@playwright/test';
import { DEV_ADMIN } from './cms';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';

/** Signs in through the API and puts the session where the site keeps it, before any page script runs. */
export async function useAdminSession(page: Page, credentials = DEV_ADMIN) {
  const response = await fetch(`${CMS}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: credentials.email, password: credentials.password }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  const session = {
    jwt: body.jwt,
    refreshToken: body.refreshToken,
    user: { id: body.user.id, email: body.user.email, username: body.user.username },
  };
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('alicerce:session')) window.localStorage.setItem('alicerce:session', value);
  }, JSON.stringify(session));
  return session;
}

/** The dashboard's left navigation (a drawer behind the menu button on a phone). */
export const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação do painel' });

/** Opens a dashboard screen as a person would: from the navigation (opening the drawer first on a phone). */
export async function openScreen(page: Page, label: string) {
  const menu = page.getByRole('button', { name: 'Abrir a navegação do painel' });
  if (await menu.isVisible()) await menu.click();
  const link = dashboardNav(page).getByRole('link', { name: label, exact: true });
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}(/|$)`));
}

/** The names of the screens the navigation offers, in its order. */
export const screenNames = (page: Page) => dashboardNav(page).getByRole('link').allTextContents();

/**
 * Types in the case list's search and waits until the list shows only what matches: the CMS is asked once the typing
 * settles and the list changes then, so a click made sooner can be pressed on a button that moves before it is
 * released — a lost click (twice in one clean-clone run, at load average 12: the button focused, nothing opened).
 */
export async function searchCases(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  const items = page.getByRole('list', { name: 'Lista de cases' }).getByRole('listitem');
  await expect
    .poll(async () => {
      const shown = await items.allTextContents();
      return shown.length > 0 && shown.every((item) => item.toLowerCase().includes(text.toLowerCase()));
    })
    .toBe(true);
}

/**
 * Types in the inbox's search what only one lead's or booking's row has (its own e-mail, say) and waits until the
 * screen counts one row: rows are named after the person, and another worker's (or a retry's) person can bear the
 * same name or one beginning alike, so a row is picked only once the CMS has answered the search.
 */
export async function searchInbox(page: Page, inbox: 'Leads' | 'Agendamentos', onlyItsOwn: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(onlyItsOwn);
  await expect(page.getByRole('heading', { name: `${inbox} (1)` })).toBeVisible();
}

/**
 * Goes to a dashboard URL without reloading the page, as the dashboard's own links do (React Router's navigate, which
 * ends once the route's code and data are in), and waits until the address bar shows it.
 */
export async function openInApp(page: Page, path: string) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.evaluate(async (to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
    await router.navigate(to);
  }, path);
  // A screen may move on to its first tab (/conteudo → /conteudo/home).
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`));
}
