import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { AdminCase } from '../types';

/** GET /api/cases as an admin: every case, published or not, newest first (the CMS sorts). */
export async function fetchAdminCases(): Promise<AdminCase[]> {
  const response = await api.get<{ data: AdminCase[] }>('/cases', { params: { 'pagination[pageSize]': 100 } });
  return response.data.data;
}

export const adminCasesQuery = () => queryOptions({ queryKey: ['cases', 'admin'], queryFn: fetchAdminCases });
