import { queryOptions } from '@tanstack/react-query';

import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { findOrNull } from '@/admin/components/editor-fetch';
import { api } from '@/admin/lib/api-client';

import type { AdminLandingPage } from '../types';

/** One page for its editor (GET /api/landing-pages/:documentId, drafts too); null when there is none by that id. */
export const landingPageQuery = (documentId: string) =>
  queryOptions({
    queryKey: ['landing-pages', 'one', documentId],
    queryFn: () =>
      findOrNull(
        async () => (await api.get<{ data: AdminLandingPage }>(`/landing-pages/${documentId}`, { params: WITH_UNPUBLISHED_CASES })).data.data,
      ),
    staleTime: 0,
  });
