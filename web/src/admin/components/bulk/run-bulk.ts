import type { BulkAction, BulkAnswer, BulkSubject } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { BulkRowRef } from './selection';

/** POST /api/bulk/<subject>: one action on the rows, all or none (docs/bulk-actions.md). */
export async function runBulk(subject: BulkSubject, action: BulkAction, rows: BulkRowRef[]): Promise<BulkAnswer> {
  return (await api.post<{ data: BulkAnswer }>(`/bulk/${subject}`, { action, rows })).data.data;
}
