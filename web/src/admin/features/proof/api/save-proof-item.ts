import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { ProofResource } from '../lib/proof-resources';
import type { MediaFile, ProofRow } from '../types';

type SaveArgs = {
  documentId?: string;
  payload: Record<string, unknown>;
  /** A media-library file whose alt text changed (a client's logo): the text the site gives the image. */
  alt?: Pick<MediaFile, 'id' | 'alternativeText'> | null;
};

/** POST /upload?id= (the alt text, when it changed), then POST /api/<path> (new) or PUT /api/<path>/:documentId. */
export async function saveProofItem<T extends ProofRow>(resource: ProofResource, { documentId, payload, alt }: SaveArgs): Promise<T> {
  if (alt) await api.post('/upload', { fileInfo: { alternativeText: alt.alternativeText?.trim() ?? '' } }, { params: { id: alt.id } });
  const body = { data: payload };
  const response = documentId ? await api.put<{ data: T }>(`${resource.path}/${documentId}`, body) : await api.post<{ data: T }>(resource.path, body);
  return response.data.data;
}

/** Saves (a whole item, or one field such as the list's publish switch), then refreshes that list and the media library. */
export function useSaveProofItem(resource: ProofResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveArgs) => saveProofItem(resource, args),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['proof', resource.key] }), queryClient.invalidateQueries({ queryKey: ['media-library'] })]),
  });
}
