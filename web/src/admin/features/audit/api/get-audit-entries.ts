import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

import type { AuditEntry, AuditQuery } from '../types';

export const AUDIT_PAGE_SIZE = 20;

export type AuditPage = { data: AuditEntry[]; meta: { pagination: { page: number; pageCount: number; total: number } } };

/** The CMS's query for one page of the log, newest first, cut by person and type on the server. */
export function auditParams({ actor, subject, page }: AuditQuery): Record<string, string | number> {
  return {
    sort: 'createdAt:desc',
    'pagination[page]': page,
    'pagination[pageSize]': AUDIT_PAGE_SIZE,
    ...(actor ? { 'filters[actor_key][$eq]': actor } : {}),
    ...(subject ? { 'filters[subject_type][$eq]': subject } : {}),
  };
}

/** GET /api/audit-entries: one page of the audit log. */
export async function fetchAuditEntries(query: AuditQuery): Promise<AuditPage> {
  return (await api.get<AuditPage>('/audit-entries', { params: auditParams(query) })).data;
}

export const auditEntriesQuery = (query: AuditQuery) =>
  queryOptions({ queryKey: ['audit-entries', query], queryFn: () => fetchAuditEntries(query), placeholderData: keepPreviousData });
