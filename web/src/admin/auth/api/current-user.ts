import { canEditContent } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';
import { getSession } from '@/shared/lib/session';

export type CurrentUser = { id: number; email: string; username: string; role?: { id: number; name: string; type: string } };

/** The last answer, with the session it was asked with and when. */
let last: { jwt: string; at: number; user: CurrentUser } | null = null;
const FRESH_MS = 10_000;

/** GET /api/users/me — the CMS always includes the caller's role. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  const user = (await api.get<CurrentUser>('/users/me')).data;
  const jwt = getSession()?.jwt;
  last = jwt ? { jwt, at: Date.now(), user } : null;
  return user;
}

/**
 * The user the sign-in form has just checked (same session, seconds ago), so the dashboard opens without asking the
 * CMS again; null otherwise (the dashboard then asks). Only for the UI: the CMS checks every request anyway.
 */
export function justCheckedUser(): CurrentUser | null {
  const jwt = getSession()?.jwt;
  return last && jwt === last.jwt && Date.now() - last.at < FRESH_MS ? last.user : null;
}

/** Admins and editors open the dashboard (each sees the tabs of their role); other accounts do not. */
export const hasDashboardAccess = (user: CurrentUser | null | undefined) => canEditContent(user?.role?.type);
