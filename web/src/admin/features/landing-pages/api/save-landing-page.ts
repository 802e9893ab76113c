import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { LandingPageInput } from '@alicerce/domain';
import { api } from '@/lib/api-client';

import type { AdminLandingPage } from '../types';

type Args = { documentId?: string; payload: LandingPageInput };

/** POST /api/landing-pages (new) or PUT /api/landing-pages/:documentId (the whole page), body `{ data: payload }`. */
export async function saveLandingPage({ documentId, payload }: Args): Promise<AdminLandingPage> {
  const response = documentId
    ? await api.put<{ data: AdminLandingPage }>(`/landing-pages/${documentId}`, { data: payload })
    : await api.post<{ data: AdminLandingPage }>('/landing-pages', { data: payload });
  return response.data.data;
}

export function useSaveLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLandingPage, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['landing-pages'] }) });
}
