import { queryOptions } from '@tanstack/react-query';

import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { findOrNull } from '@/admin/components/editor-fetch';
import { api } from '@/admin/lib/api-client';

import type { AdminCase } from '../types';

/** One case for its editor (GET /api/cases/:documentId, unpublished ones too); null when there is none by that id. */
export const adminCaseQuery = (documentId: string) =>
  queryOptions({
    queryKey: ['cases', 'admin', 'one', documentId],
    queryFn: () => findOrNull(async () => (await api.get<{ data: AdminCase }>(`/cases/${documentId}`, { params: WITH_UNPUBLISHED_CASES })).data.data),
    staleTime: 0,
  });
