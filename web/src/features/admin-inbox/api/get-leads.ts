import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageParams, readAllPages, type CmsPage } from '@/lib/cms-pages';

import type { Lead } from '../types';

/** GET /api/leads, every page, newest first (admins only). */
export function fetchLeads(): Promise<Lead[]> {
  return readAllPages(async (page) => (await api.get<CmsPage<Lead>>('/leads', { params: { sort: 'createdAt:desc', ...pageParams(page) } })).data);
}

export const leadsQuery = () => queryOptions({ queryKey: ['leads', 'admin'], queryFn: fetchLeads });
