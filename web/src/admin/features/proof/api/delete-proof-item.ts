import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

import type { ProofResource } from '../lib/proof-resources';

/** DELETE /api/<testimonials|clients|team-members>/:documentId. */
export async function deleteProofItem(resource: ProofResource, documentId: string): Promise<void> {
  await api.delete(`${resource.path}/${documentId}`);
}

export function useDeleteProofItem(resource: ProofResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteProofItem(resource, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['proof', resource.key] }),
  });
}
