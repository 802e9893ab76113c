import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { BULK_MAX, WITH_UNPUBLISHED_CASES } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { AdminCase } from '../types';

import { caseListParams, type CaseListQuery } from './case-list-params';

export type AdminCasesPage = { data: AdminCase[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } } };

/**
 * One page of GET /api/cases as an admin, asking for unpublished cases too (the CMS lists them to an admin only when
 * asked). Search, filters, order and paging are the CMS's standard query parameters, so the list is cut on the server.
 */
export async function fetchAdminCases(query?: Partial<CaseListQuery>): Promise<AdminCasesPage> {
  const params = { ...caseListParams(query), ...WITH_UNPUBLISHED_CASES };
  return (await api.get<AdminCasesPage>('/cases', { params })).data;
}

/** Keeps the page on screen while the next one (another search, filter or page) loads. */
export const adminCasesQuery = (query: CaseListQuery) =>
  queryOptions({ queryKey: ['cases', 'admin', query], queryFn: () => fetchAdminCases(query), placeholderData: keepPreviousData });

/** Every case matching the list's search and filters (up to BULK_MAX, the bulk cap), with its version: 'Selecionar todos os N do filtro'. */
export async function fetchMatchingCaseRows(query: CaseListQuery) {
  const params = { ...caseListParams({ ...query, page: 1 }), 'pagination[pageSize]': BULK_MAX, ...WITH_UNPUBLISHED_CASES };
  const page = (await api.get<AdminCasesPage>('/cases', { params })).data;
  return page.data.map(({ documentId, version }) => ({ documentId, version }));
}
