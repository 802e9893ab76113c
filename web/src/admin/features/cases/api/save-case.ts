import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';
import { versionHeaders, type WritePrecondition } from '@/admin/lib/version-headers';

import type { AdminCase, MediaFile } from '../types';

import type { CasePayload } from './case-payload';
import { updateMediaAlt } from './update-media-alt';

type SaveCaseArgs = {
  documentId?: string;
  payload: CasePayload;
  /** Media-library files whose alt text changed. */
  alts?: Pick<MediaFile, 'id' | 'alternativeText'>[];
  /** The version the editor loaded (an edit): sent as If-Match, so a stale save is refused with 409. */
  precondition?: WritePrecondition;
};

/**
 * POST /api/cases (new) or PUT /api/cases/:documentId with If-Match (edit), body `{ data: payload }`; then, only once
 * the case is saved, the changed alt texts (stored on the media-library files, which the site and the Strapi panel
 * read): a save refused as stale writes nothing.
 */
export async function saveCase({ documentId, payload, alts = [], precondition }: SaveCaseArgs): Promise<AdminCase> {
  const response = documentId
    ? await api.put<{ data: AdminCase }>(`/cases/${documentId}`, { data: payload }, { headers: versionHeaders(precondition ?? { version: null }) })
    : await api.post<{ data: AdminCase }>('/cases', { data: payload });
  await Promise.all(alts.map(updateMediaAlt));
  return response.data.data;
}

/** Saves, then refreshes the admin list, the public one and the media library (alt texts). */
export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['cases'] }), queryClient.invalidateQueries({ queryKey: ['media-library'] })]),
  });
}
