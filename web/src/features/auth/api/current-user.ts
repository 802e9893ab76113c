import { api } from '@/lib/api-client';

export type CurrentUser = { id: number; email: string; username: string; role?: { id: number; name: string; type: string } };

/** GET /api/users/me — the CMS always includes the caller's role. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  return (await api.get<CurrentUser>('/users/me')).data;
}

export const ADMIN_ROLE = 'admin';
export const isAdmin = (user: CurrentUser | null | undefined) => user?.role?.type === ADMIN_ROLE;
