import { canEditContent } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

type Me = { role?: { type?: string } };

/** GET /api/users/me (the CMS includes the role): whether the signed-in user may edit page sections (admin or editor). */
export async function fetchCanEditPages(): Promise<boolean> {
  const { data } = await api.get<Me>('/users/me');
  return canEditContent(data.role?.type);
}
