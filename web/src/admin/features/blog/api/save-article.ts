import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ArticleFormValues } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';
import { versionHeaders, type WritePrecondition } from '@/admin/lib/version-headers';

import type { EditorArticle } from '../types';

type SaveArticleArgs = {
  documentId?: string;
  payload: Partial<ArticleFormValues>;
  /** The version loaded (an edit, or the list's row): If-Match, so a stale save is refused with 409. */
  precondition?: WritePrecondition;
};

/**
 * POST /api/articles (new) or PUT /api/articles/:documentId with If-Match (edit, or only `publication` from the list). The CMS
 * validates with the same rules, turns the Markdown into the site's blocks and publishes, unpublishes or schedules.
 */
export async function saveArticle({ documentId, payload, precondition }: SaveArticleArgs): Promise<EditorArticle> {
  const response = documentId
    ? await api.put<{ data: EditorArticle }>(
        `/articles/${documentId}`,
        { data: payload },
        { headers: versionHeaders(precondition ?? { version: null }) },
      )
    : await api.post<{ data: EditorArticle }>('/articles', { data: payload });
  return response.data.data;
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveArticle, onSettled: () => queryClient.invalidateQueries({ queryKey: ['articles'] }) });
}
