import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TeamInvite, TeamMember } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** POST /api/team/invites `{ data: { email, role } }`: the CMS creates the account and e-mails the link to set a password. */
export async function inviteMember(invite: TeamInvite): Promise<TeamMember> {
  return (await api.post<{ data: TeamMember }>('/team/invites', { data: invite })).data.data;
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }) });
}
