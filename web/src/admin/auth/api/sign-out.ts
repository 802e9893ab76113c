import { api } from '@/admin/lib/api-client';
import { clearAllDrafts } from '@/admin/lib/local-drafts';
import { clearSession, getSession } from '@/shared/lib/session';

/**
 * 'Sair': revokes the refresh token on the server, then forgets the session (even if the call fails) and the unsaved
 * edits kept in this browser (a shared office computer keeps nobody's drafts for the next person).
 */
export async function signOut() {
  const session = getSession();
  try {
    if (session) await api.post('/auth/logout', { refreshToken: session.refreshToken });
  } catch {
    // Already expired or the CMS is unreachable: the local session goes anyway.
  } finally {
    clearAllDrafts();
    clearSession();
  }
}
