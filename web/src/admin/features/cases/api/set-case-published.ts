import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

type Args = { documentId: string; is_published: boolean };

/** PUT /api/cases/:documentId `{ data: { is_published } }`: the list's publish switch, nothing else changes. */
export async function setCasePublished({ documentId, is_published }: Args): Promise<void> {
  await api.put(`/cases/${documentId}`, { data: { is_published } });
}

export function useSetCasePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCasePublished,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });
}
