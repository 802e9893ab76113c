import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { AdminCase, MediaFile } from '../types';

import type { CasePayload } from './case-payload';
import { updateMediaAlt } from './update-media-alt';

type SaveCaseArgs = { documentId?: string; payload: CasePayload; /** Media-library files whose alt text changed. */ alts?: Pick<MediaFile, 'id' | 'alternativeText'>[] };

/**
 * The changed alt texts (stored on the media-library files, which the site and the Strapi panel read), then
 * POST /api/cases (new) or PUT /api/cases/:documentId (edit), body `{ data: payload }`.
 */
export async function saveCase({ documentId, payload, alts = [] }: SaveCaseArgs): Promise<AdminCase> {
  await Promise.all(alts.map(updateMediaAlt));
  const response = documentId
    ? await api.put<{ data: AdminCase }>(`/cases/${documentId}`, { data: payload })
    : await api.post<{ data: AdminCase }>('/cases', { data: payload });
  return response.data.data;
}

/** Saves, then refreshes the admin list, the public one and the media library (alt texts). */
export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['cases'] }), queryClient.invalidateQueries({ queryKey: ['media-library'] })]),
  });
}
