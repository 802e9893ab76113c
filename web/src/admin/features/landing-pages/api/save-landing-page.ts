import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { LandingPageInput } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';
import { versionHeaders, type WritePrecondition } from '@/admin/lib/version-headers';

import type { AdminLandingPage } from '../types';

type Args = {
  documentId?: string;
  payload: LandingPageInput;
  /** The version the editor holds (an edit): If-Match. */ precondition?: WritePrecondition;
};

/** POST /api/landing-pages (new) or PUT /api/landing-pages/:documentId with If-Match (the whole page), body `{ data: payload }`. */
export async function saveLandingPage({ documentId, payload, precondition }: Args): Promise<AdminLandingPage> {
  const response = documentId
    ? await api.put<{ data: AdminLandingPage }>(
        `/landing-pages/${documentId}`,
        { data: payload },
        { headers: versionHeaders(precondition ?? { version: null }) },
      )
    : await api.post<{ data: AdminLandingPage }>('/landing-pages', { data: payload });
  return response.data.data;
}

export function useSaveLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLandingPage, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['landing-pages'] }) });
}
