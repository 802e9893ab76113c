import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ArticleFormValues } from '@alicerce/domain';
import { api } from '@/lib/api-client';

import type { EditorArticle } from '../types';

type SaveArticleArgs = { documentId?: string; payload: Partial<ArticleFormValues> };

/**
 * POST /api/articles (new) or PUT /api/articles/:documentId (edit, or only `publication` from the list). The CMS
 * validates with the same rules, turns the Markdown into the site's blocks and publishes, unpublishes or schedules.
 */
export async function saveArticle({ documentId, payload }: SaveArticleArgs): Promise<EditorArticle> {
  const response = documentId
    ? await api.put<{ data: EditorArticle }>(`/articles/${documentId}`, { data: payload })
    : await api.post<{ data: EditorArticle }>('/articles', { data: payload });
  return response.data.data;
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveArticle, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['articles'] }) });
}
