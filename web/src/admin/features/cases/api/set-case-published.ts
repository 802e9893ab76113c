import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';
import { versionHeaders } from '@/admin/lib/version-headers';

type Args = { documentId: string; is_published: boolean; /** The version the list shows (If-Match). */ version: number };

/**
 * PUT /api/cases/:documentId `{ data: { is_published } }` with If-Match of the listed version: the list's publish
 * switch, nothing else changes (a 409 when the case was saved since the list was read).
 */
export async function setCasePublished({ documentId, is_published, version }: Args): Promise<void> {
  await api.put(`/cases/${documentId}`, { data: { is_published } }, { headers: versionHeaders({ version }) });
}

/** The switch's save; the list is read again either way (after a refusal it shows the case as it is now). */
export function useSetCasePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCasePublished,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });
}
