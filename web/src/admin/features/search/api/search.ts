import { queryOptions } from '@tanstack/react-query';

import type { SearchAnswer } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** GET /api/search?q=: the CMS answers with what the signed-in person may open (leads and bookings for admins only). */
export const globalSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['global-search', q],
    queryFn: async ({ signal }) => (await api.get<SearchAnswer>('/search', { params: { q }, signal })).data.data,
    staleTime: 30_000,
    retry: false,
  });
