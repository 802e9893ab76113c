import { api } from '@/admin/lib/api-client';

/** POST /api/team/members/:id/second-factor/reset (audited); false when the account had no second factor. */
export async function resetSecondFactor(id: number): Promise<boolean> {
  return (await api.post<{ data: { reset: boolean } }>(`/team/members/${id}/second-factor/reset`)).data.data.reset;
}
