import { queryOptions } from '@tanstack/react-query';

import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { api } from '@/lib/api-client';

import type { AdminCase } from '../types';

/**
 * GET /api/cases as an admin, asking for unpublished cases too (the CMS lists them to an admin only when asked):
 * every case, published or not, newest first (the CMS sorts).
 */
export async function fetchAdminCases(): Promise<AdminCase[]> {
  const response = await api.get<{ data: AdminCase[] }>('/cases', { params: { 'pagination[pageSize]': 100, ...WITH_UNPUBLISHED_CASES } });
  return response.data.data;
}

export const adminCasesQuery = () => queryOptions({ queryKey: ['cases', 'admin'], queryFn: fetchAdminCases });
