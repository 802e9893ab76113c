import { queryOptions, useQuery } from '@tanstack/react-query';

import { publicApiOnDemand as api } from '@/lib/api-on-demand';
import { pageParams, readAllPages, type CmsPage } from '@/lib/cms-pages';

import type { Case } from '../types';

/**
 * Every published case, newest first: the CMS guarantees both (its per-route middleware), so the site
 * neither filters on is_published nor sorts.
 */
export function fetchCases(): Promise<Case[]> {
  return readAllPages(async (page) => (await api.get<CmsPage<Case>>('/cases', { params: pageParams(page) })).data);
}

export const casesQuery = () => queryOptions({ queryKey: ['cases', 'public'], queryFn: fetchCases });

/** Live read in the browser (the list is not prerendered: 'Carregando cases...' until it arrives). */
export function useCases() {
  return useQuery(casesQuery());
}
