import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { RecentDocument, RecentDocumentKind, RecentDocumentsAnswer } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

const KEY = ['recent-documents'] as const;

/** GET /api/me/recent-documents: the signed-in person's last five opened documents, newest first (Início, the search). */
export const recentDocumentsQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: async (): Promise<RecentDocument[]> => (await api.get<RecentDocumentsAnswer>('/me/recent-documents')).data.data,
    staleTime: 0,
  });

/** The document an editor shows: its kind (the presence subject of content, 'lead' or 'booking') and documentId. */
export type OpenedDocument = { kind: RecentDocumentKind; documentId: string };

/**
 * POST /api/me/recent-documents once per document shown: the CMS keeps it at the top of the person's list. A failure
 * costs nothing but the list's entry, so it is not reported.
 */
export function useRecordOpened(opened: OpenedDocument | null | undefined) {
  const queryClient = useQueryClient();
  const kind = opened?.kind;
  const documentId = opened?.documentId;
  useEffect(() => {
    if (!kind || !documentId) return;
    api
      .post('/me/recent-documents', { kind, documentId })
      .then(() => queryClient.invalidateQueries({ queryKey: KEY }))
      .catch(() => undefined);
  }, [kind, documentId, queryClient]);
}
