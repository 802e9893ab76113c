import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

/** DELETE /api/landing-pages/:documentId. */
export async function deleteLandingPage(documentId: string): Promise<void> {
  await api.delete(`/landing-pages/${documentId}`);
}

export function useDeleteLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLandingPage, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['landing-pages'] }) });
}
