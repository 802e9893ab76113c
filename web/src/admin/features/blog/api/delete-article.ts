import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

/** DELETE /api/articles/:documentId (draft and published versions). */
export async function deleteArticle(documentId: string): Promise<void> {
  await api.delete(`/articles/${documentId}`);
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteArticle, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['articles'] }) });
}
