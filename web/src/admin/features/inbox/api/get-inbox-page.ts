import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { InboxKind } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import { gridParams, type GridQuery } from '../lib/grid-query';

export type InboxPage<T> = { rows: T[]; total: number };

type StrapiPage<T> = { data?: T[] | null; meta?: { pagination?: { total?: number } } };

/** GET /api/leads or /api/bookings (admins only): one page of the grid, sorted and filtered by the CMS. */
export async function fetchInboxPage<T>(kind: InboxKind, query: GridQuery): Promise<InboxPage<T>> {
  const { data } = await api.get<StrapiPage<T>>(`/${kind}`, { params: gridParams(kind, query) });
  return { rows: data.data ?? [], total: data.meta?.pagination?.total ?? 0 };
}

/** Keyed under ['leads'] / ['bookings'], so a status change refreshes the page shown; the last page stays while the next loads. */
export const inboxPageQuery = <T>(kind: InboxKind, query: GridQuery) =>
  queryOptions({ queryKey: [kind, 'admin', 'grid', query], queryFn: () => fetchInboxPage<T>(kind, query), placeholderData: keepPreviousData });

/** GET /api/leads/:documentId (admins only): one row the page shown may not hold — the one a search result opens. */
export const inboxRowQuery = <T>(kind: InboxKind, documentId: string) =>
  queryOptions({
    queryKey: [kind, 'admin', 'row', documentId],
    queryFn: async () => (await api.get<{ data: T }>(`/${kind}/${encodeURIComponent(documentId)}`)).data.data,
  });
