import { queryOptions } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

import type { AuditActor } from '../types';

/** GET /api/audit-entries/actors: everyone who appears in the log, by name (the 'Pessoa' filter). */
export async function fetchAuditActors(): Promise<AuditActor[]> {
  return (await api.get<{ data: AuditActor[] }>('/audit-entries/actors')).data.data;
}

export const auditActorsQuery = () => queryOptions({ queryKey: ['audit-entries', 'actors'], queryFn: fetchAuditActors });
