import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { AccountSession } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** Whose sessions: the signed-in person's ('Sessões') or another account's (an admin, from Equipe). */
export type SessionOwner = { kind: 'mine' } | { kind: 'member'; id: number };

const base = (owner: SessionOwner) => (owner.kind === 'mine' ? '/account/sessions' : `/team/members/${owner.id}/sessions`);
const key = (owner: SessionOwner) => ['sessions', owner.kind === 'mine' ? 'mine' : owner.id] as const;

/** GET …/sessions: the current one first, then by last seen. */
export const sessionsQuery = (owner: SessionOwner) =>
  queryOptions({
    queryKey: key(owner),
    queryFn: async () => (await api.get<{ data: AccountSession[] }>(base(owner))).data.data,
  });

/** 'Encerrar' (DELETE …/sessions/:id): that browser's next request fails and it is back at the login. */
export function useEndSession(owner: SessionOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`${base(owner)}/${encodeURIComponent(id)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(owner) }),
  });
}

/** 'Encerrar todas as outras' (own sessions) or 'Encerrar todas' (another account's): answers how many ended. */
export function useEndOtherSessions(owner: SessionOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ data: { ended: number } }>(`${base(owner)}/${owner.kind === 'mine' ? 'end-others' : 'end-all'}`)).data.data.ended,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(owner) }),
  });
}
