import { api } from '@/lib/api-client';
import { clearSession, getSession } from '@/lib/session';

/** 'Sair': revokes the refresh token on the server, then forgets the session (even if the call fails). */
export async function signOut() {
  const session = getSession();
  try {
    if (session) await api.post('/auth/logout', { refreshToken: session.refreshToken });
  } catch {
    // Already expired or the CMS is unreachable: the local session goes anyway.
  } finally {
    clearSession();
  }
}
