import { queryOptions } from '@tanstack/react-query';

import type { TeamMember } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** GET /api/team/members: every account with its role and status, oldest first (admins only). */
export async function fetchTeam(): Promise<TeamMember[]> {
  return (await api.get<{ data: TeamMember[] }>('/team/members')).data.data;
}

export const teamQuery = () => queryOptions({ queryKey: ['team'], queryFn: fetchTeam });
