import { queryOptions } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

import type { TrashEntry } from '../types';

/** GET /api/trash[?subject=]: what is in the Lixeira, newest first (the CMS keeps each item 30 days). */
export async function fetchTrash(subject: string): Promise<TrashEntry[]> {
  return (await api.get<{ data: TrashEntry[] }>('/trash', { params: subject ? { subject } : {} })).data.data;
}

export const trashQuery = (subject: string) => queryOptions({ queryKey: ['trash', subject], queryFn: () => fetchTrash(subject) });
