import { queryOptions } from '@tanstack/react-query';

import { WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { api } from '@/lib/api-client';
import { pageParams, readAllPages, type CmsPage } from '@/lib/cms-pages';

import type { AdminCase } from '../types';

/**
 * GET /api/cases as an admin, asking for unpublished cases too (the CMS lists them to an admin only when asked):
 * every case, published or not, newest first (the CMS sorts).
 */
export function fetchAdminCases(): Promise<AdminCase[]> {
  return readAllPages(async (page) => (await api.get<CmsPage<AdminCase>>('/cases', { params: { ...pageParams(page), ...WITH_UNPUBLISHED_CASES } })).data);
}

export const adminCasesQuery = () => queryOptions({ queryKey: ['cases', 'admin'], queryFn: fetchAdminCases });
