import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { Lead } from '../types';

/** GET /api/leads, newest first (admins only). */
export async function fetchLeads(): Promise<Lead[]> {
  const response = await api.get<{ data: Lead[] }>('/leads', { params: { sort: 'createdAt:desc', 'pagination[pageSize]': 100 } });
  return response.data.data;
}

export const leadsQuery = () => queryOptions({ queryKey: ['leads', 'admin'], queryFn: fetchLeads });
