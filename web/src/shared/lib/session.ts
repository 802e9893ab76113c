/**
 * The signed-in session of the admin area, persisted in localStorage (spec §1: "Sessions persist in
 * browser local storage and refresh automatically"). Tokens come from Strapi users-permissions in refresh
 * mode: a short-lived access token (`jwt`) and a refresh token. The role shown here is only for the UI;
 * the CMS authorizes every request itself.
 */
export type SessionUser = { id: number; email: string; username?: string };
export type Session = { jwt: string; refreshToken: string; user: SessionUser };

const KEY = 'alicerce:session';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

export function getSession(): Session | null {
  try {
    const raw = storage()?.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export function setSession(session: Session | null) {
  if (session) storage()?.setItem(KEY, JSON.stringify(session));
  else storage()?.removeItem(KEY);
}

export const clearSession = () => setSession(null);
