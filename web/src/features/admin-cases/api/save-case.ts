import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { AdminCase } from '../types';

import type { CasePayload } from './case-payload';

type SaveCaseArgs = { documentId?: string; payload: CasePayload };

/** POST /api/cases (new) or PUT /api/cases/:documentId (edit), body `{ data: payload }`. */
export async function saveCase({ documentId, payload }: SaveCaseArgs): Promise<AdminCase> {
  const response = documentId
    ? await api.put<{ data: AdminCase }>(`/cases/${documentId}`, { data: payload })
    : await api.post<{ data: AdminCase }>('/cases', { data: payload });
  return response.data.data;
}

/** Saves, then refreshes the admin list and the public one. */
export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });
}
