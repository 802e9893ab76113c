import { ADMIN_ROLE_TYPE, canEditContent } from '@alicerce/domain';
import { api } from '@/lib/api-client';

export type CurrentUser = { id: number; email: string; username: string; role?: { id: number; name: string; type: string } };

/** GET /api/users/me — the CMS always includes the caller's role. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  return (await api.get<CurrentUser>('/users/me')).data;
}

export const ADMIN_ROLE = ADMIN_ROLE_TYPE;
export const isAdmin = (user: CurrentUser | null | undefined) => user?.role?.type === ADMIN_ROLE;
/** Admins and editors open the dashboard (each sees the tabs of their role); other accounts do not. */
export const hasDashboardAccess = (user: CurrentUser | null | undefined) => canEditContent(user?.role?.type);
