import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ifMatch } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import { revisionsKey } from './get-revisions';
import type { RevisionSubject } from './revision';

type RestoreArgs = { subject: RevisionSubject; documentId: string; revisionId: number; version: number; publication: boolean };

/** What a restore answers: the document as its editor reads it (new version), the version restored and the files gone. */
export type RestoreAnswer = { data: Record<string, unknown>; meta: { restoredFrom: number; missingFiles: number[] } };

/** POST …/:revisionId/restore with If-Match of the version the editor holds; `publication` only when asked. */
export async function restoreRevision({ subject, documentId, revisionId, version, publication }: RestoreArgs): Promise<RestoreAnswer> {
  const body = publication ? { publication: true } : {};
  const response = await api.post<RestoreAnswer>(`/revisions/${subject}/${encodeURIComponent(documentId)}/${revisionId}/restore`, body, {
    headers: { 'If-Match': ifMatch(version) },
  });
  return response.data;
}

/** Restores, then (done or refused) reads the document's history again. */
export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSettled: (_answer, _error, { subject, documentId }) => queryClient.invalidateQueries({ queryKey: revisionsKey(subject, documentId) }),
  });
}
