import { queryOptions, useQuery } from '@tanstack/react-query';

import { publicApiOnDemand as api } from '@/lib/api-on-demand';

import type { Case } from '../types';

/**
 * Published cases, newest first: the CMS guarantees both (its per-route middleware), so the site
 * neither filters on is_published nor sorts.
 */
export async function fetchCases(): Promise<Case[]> {
  const response = await api.get<{ data: Case[] }>('/cases', { params: { 'pagination[pageSize]': 100 } });
  return response.data.data;
}

export const casesQuery = () => queryOptions({ queryKey: ['cases', 'public'], queryFn: fetchCases });

/** Live read in the browser (the list is not prerendered: 'Carregando cases...' until it arrives). */
export function useCases() {
  return useQuery(casesQuery());
}
