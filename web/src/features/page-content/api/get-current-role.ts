import { sessionApiOnDemand as api } from '@/lib/api-on-demand';

type Me = { role?: { type?: string } };

/** GET /api/users/me (the CMS includes the role): whether the signed-in user is an admin. */
export async function fetchIsAdmin(): Promise<boolean> {
  const { data } = await api.get<Me>('/users/me');
  return data.role?.type === 'admin';
}
