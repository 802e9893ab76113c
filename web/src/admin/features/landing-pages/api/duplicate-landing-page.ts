import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';
import { versionHeaders } from '@/admin/lib/version-headers';

import type { AdminLandingPage } from '../types';

type Args = { documentId: string; /** The source's version as the list shows it (If-Match). */ version: number };

/**
 * POST /api/landing-pages/:documentId/duplicate with If-Match of the source's listed version: a draft copy ('<título>
 * (cópia)', slug '<slug>-copia'), answered; 409 when the source was saved since the list was read.
 */
export async function duplicateLandingPage({ documentId, version }: Args): Promise<AdminLandingPage> {
  return (await api.post<{ data: AdminLandingPage }>(`/landing-pages/${documentId}/duplicate`, undefined, { headers: versionHeaders({ version }) }))
    .data.data;
}

export function useDuplicateLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateLandingPage, onSettled: () => queryClient.invalidateQueries({ queryKey: ['landing-pages'] }) });
}
