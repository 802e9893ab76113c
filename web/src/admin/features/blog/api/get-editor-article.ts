import { queryOptions } from '@tanstack/react-query';

import { findOrNull } from '@/admin/components/editor-fetch';
import { api } from '@/admin/lib/api-client';

import type { EditorArticle } from '../types';

/** One article for the editor, its body in Markdown (the CMS converts its stored blocks back); null when there is none by that id. */
export const editorArticleQuery = (documentId: string) =>
  queryOptions({
    queryKey: ['articles', 'editor', 'one', documentId],
    queryFn: () => findOrNull(async () => (await api.get<{ data: EditorArticle }>(`/articles/editor/${documentId}`)).data.data),
    staleTime: 0,
  });
