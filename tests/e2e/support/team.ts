import { useAdminSession } from './admin';
import { adminJwt, ANY_VERSION } from './cms';
import { expect, type Page } from './test';

const CMS = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1347';
const MAIL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:1090';

/** A CMS request with `jwt`'s session; answers the status and body. */
export async function cmsAs(jwt: string, method: string, path: string, data?: unknown) {
  const response = await fetch(`${CMS}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}`, ...(method === 'PUT' ? ANY_VERSION : {}) },
    body: data ? JSON.stringify({ data }) : undefined,
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** The set-a-password link of the invitation e-mail sent to `email` (read from the mail sink). */
export async function inviteLink(email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages: Array<{ to: string; subject: string; text: string }> = await (await fetch(`${MAIL}/api/messages`)).json();
      const invite = messages.find((m) => m.to.includes(email) && m.subject.startsWith('Convite'));
      link = invite?.text.match(/https?:\/\/\S+\/admin\/reset-password\?code=[a-f0-9]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!);
}

/**
 * The invitee sets a password through the e-mailed link (the reset page, which for an invitation speaks of creating
 * a password, not of resetting one), which sends them to the sign-in page.
 */
export async function acceptInvite(page: Page, email: string, password: string) {
  const link = await inviteLink(email);
  await page.goto(link.pathname + link.search);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByLabel(/^Confirmar senha/).fill(password);
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(page.getByText('Senha definida!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 4000 });
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The session's token as the dashboard keeps it. */
export const sessionJwt = async (page: Page) =>
  JSON.parse((await page.evaluate(() => window.localStorage.getItem('alicerce:session')))!).jwt as string;

export const toast = (page: Page, title: string) => page.locator('#notistack-snackbar').filter({ hasText: title }).first();

/** A new editor: a real account, registered as anyone can and promoted by the admin. `name` starts its e-mail. */
export async function newEditorAccount(name = 'editor.e2e', password = 'senha-do-editor-1') {
  const email = `${name}.${Date.now()}.${Math.round(Math.random() * 1e6)}@teste.example`;
  const registered = await fetch(`${CMS}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, email, password }),
  });
  expect(registered.status).toBe(200);
  const { user } = await registered.json();
  expect((await cmsAs(await adminJwt(), 'PUT', `/team/members/${user.id}`, { role: 'editor' })).status).toBe(200);
  return { id: user.id as number, email, password };
}

/** A new editor (newEditorAccount), signed in through the API; answers their session's token. */
export async function asNewEditor(page: Page) {
  const { email, password } = await newEditorAccount();
  const session = await useAdminSession(page, { email, password });
  return { email, password, jwt: session.jwt as string };
}
