import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

/** DELETE /api/cases/:documentId. */
export async function deleteCase(documentId: string): Promise<void> {
  await api.delete(`/cases/${documentId}`);
}

export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });
}
