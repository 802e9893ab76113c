import type { InboxFilter, InboxKind } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import { exportParams } from '../lib/grid-query';

/**
 * GET /api/inbox-export/:kind (admins only): the CSV of every row the filter matches, streamed by the CMS (BOM, pt-BR
 * header). No time limit: at 200 000 rows the file takes a while.
 */
export async function fetchInboxCsv(kind: InboxKind, filter: InboxFilter): Promise<Blob> {
  const { data } = await api.get<Blob>(`/inbox-export/${kind}`, { params: exportParams(filter), responseType: 'blob', timeout: 0 });
  return data;
}
