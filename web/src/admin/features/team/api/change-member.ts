import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TeamMember, TeamMemberChange } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

type Args = { id: number; change: TeamMemberChange };

/** PUT /api/team/members/:id `{ data: { role?, blocked? } }`; the CMS ends the account's sessions. */
export async function changeMember({ id, change }: Args): Promise<TeamMember> {
  return (await api.put<{ data: TeamMember }>(`/team/members/${id}`, { data: change })).data.data;
}

export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }) });
}
