import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { AdminLandingPage } from '../types';

/** POST /api/landing-pages/:documentId/duplicate: a draft copy ('<título> (cópia)', slug '<slug>-copia'), answered. */
export async function duplicateLandingPage(documentId: string): Promise<AdminLandingPage> {
  return (await api.post<{ data: AdminLandingPage }>(`/landing-pages/${documentId}/duplicate`)).data.data;
}

export function useDuplicateLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateLandingPage, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['landing-pages'] }) });
}
