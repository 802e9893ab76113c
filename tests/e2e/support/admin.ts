import type { Page } from '@playwright/test';
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
  const session = { jwt: body.jwt, refreshToken: body.refreshToken, user: { id: body.user.id, email: body.user.email, username: body.user.username } };
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('alicerce:session')) window.localStorage.setItem('alicerce:session', value);
  }, JSON.stringify(session));
  return session;
}
