import { queryOptions } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

import type { Revision, RevisionSubject } from './revision';

/** The query key of one document's history (invalidated after a restore or a refused one). */
export const revisionsKey = (subject: RevisionSubject, documentId: string) => ['revisions', subject, documentId] as const;

/** GET /api/revisions/:subject/:documentId: the document's last 50 revisions, newest first. */
export const revisionsQuery = (subject: RevisionSubject, documentId: string) =>
  queryOptions({
    queryKey: revisionsKey(subject, documentId),
    queryFn: async () => (await api.get<{ data: Revision[] }>(`/revisions/${subject}/${encodeURIComponent(documentId)}`)).data.data,
    staleTime: 0,
  });
