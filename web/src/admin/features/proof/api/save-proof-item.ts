import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';
import { versionHeaders, type WritePrecondition } from '@/admin/lib/version-headers';

import type { ProofResource } from '../lib/proof-resources';
import type { MediaFile, ProofRow } from '../types';

type SaveArgs = {
  documentId?: string;
  payload: Record<string, unknown>;
  /** A media-library file whose alt text changed (a client's logo): the text the site gives the image. */
  alt?: Pick<MediaFile, 'id' | 'alternativeText'> | null;
  /** The version loaded (an edit, or the list's row): If-Match, so a stale save is refused with 409. */
  precondition?: WritePrecondition;
};

/**
 * POST /api/<path> (new) or PUT /api/<path>/:documentId with If-Match, then — only once the item is saved — POST
 * /upload?id= (the alt text, when it changed): a save refused as stale writes nothing.
 */
export async function saveProofItem<T extends ProofRow>(resource: ProofResource, { documentId, payload, alt, precondition }: SaveArgs): Promise<T> {
  const body = { data: payload };
  const response = documentId
    ? await api.put<{ data: T }>(`${resource.path}/${documentId}`, body, { headers: versionHeaders(precondition ?? { version: null }) })
    : await api.post<{ data: T }>(resource.path, body);
  if (alt) await api.post('/upload', { fileInfo: { alternativeText: alt.alternativeText?.trim() ?? '' } }, { params: { id: alt.id } });
  return response.data.data;
}

/** Saves (a whole item, or one field such as the list's publish switch), then refreshes that list and the media library (after a refusal too: the list then shows the item as it is now). */
export function useSaveProofItem(resource: ProofResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveArgs) => saveProofItem(resource, args),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['proof', resource.key] }),
        queryClient.invalidateQueries({ queryKey: ['media-library'] }),
      ]),
  });
}
