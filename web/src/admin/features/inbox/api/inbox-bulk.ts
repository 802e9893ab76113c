import { BULK_MAX, type InboxBulkAnswer, type InboxBulkRequest, type InboxFilter, type InboxKind } from '@alicerce/domain';
import type { BulkRowRef } from '@/admin/components/bulk/selection';
import { api } from '@/admin/lib/api-client';

import { gridParams } from '../lib/grid-query';

/** POST /api/inbox-bulk/<leads|bookings> (admins only): a status or the LGPD erasure on the rows, all or none. */
export async function runInboxBulk(kind: InboxKind, request: InboxBulkRequest): Promise<InboxBulkAnswer> {
  return (await api.post<{ data: InboxBulkAnswer }>(`/inbox-bulk/${kind}`, request)).data.data;
}

type Ref = { documentId: string; updatedAt: string };

/** Every row matching the filter (up to BULK_MAX, the cap of one request), with the `updatedAt` each shows now. */
export async function fetchMatchingInboxRows(kind: InboxKind, filter: InboxFilter): Promise<BulkRowRef<string>[]> {
  const params = { ...gridParams(kind, { page: 0, pageSize: BULK_MAX, sort: null, filter }), 'fields[0]': 'documentId', 'fields[1]': 'updatedAt' };
  const { data } = await api.get<{ data?: Ref[] | null }>(`/${kind}`, { params });
  return (data.data ?? []).map((row) => ({ documentId: row.documentId, version: row.updatedAt }));
}
