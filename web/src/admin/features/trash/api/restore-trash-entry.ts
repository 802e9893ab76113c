import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

import type { TrashEntry } from '../types';

export type RestoredFromTrash = { data: Record<string, unknown>; meta: { missingFiles: number[] } };

/** POST /api/trash/:id/restore: the document comes back under its own address and history, as a new version. */
export async function restoreTrashEntry(entry: Pick<TrashEntry, 'id'>): Promise<RestoredFromTrash> {
  return (await api.post<RestoredFromTrash>(`/trash/${entry.id}/restore`, {})).data;
}

/** Restores, then refreshes the Lixeira and every list (the document is back in one of them). */
export function useRestoreTrashEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreTrashEntry, onSettled: () => queryClient.invalidateQueries() });
}
