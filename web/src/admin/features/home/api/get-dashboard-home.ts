import { queryOptions } from '@tanstack/react-query';

import type { DashboardHome } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

/** GET /api/dashboard-home: Início's blocks as the CMS answers them to this person (no funnel for an editor). Asked again every minute. */
export const dashboardHomeQuery = () =>
  queryOptions({
    queryKey: ['dashboard-home'],
    queryFn: async () => (await api.get<{ data: DashboardHome }>('/dashboard-home')).data.data,
    refetchInterval: 60_000,
  });
