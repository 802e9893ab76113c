import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { BULK_MAX } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

import type { ArticleOption, EditorArticleRow } from '../types';

import { articleListParams, type ArticleListQuery } from './article-list-params';

export type EditorArticlesPage = {
  data: EditorArticleRow[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
};

/** One page of every article (drafts, scheduled, published), newest change first. */
export async function fetchEditorArticles(query: ArticleListQuery): Promise<EditorArticlesPage> {
  return (await api.get<EditorArticlesPage>('/articles/editor', { params: articleListParams(query) })).data;
}

/** Keeps the page on screen while the next one (another search, filter or page) loads. */
export const editorArticlesQuery = (query: ArticleListQuery) =>
  queryOptions({ queryKey: ['articles', 'editor', query], queryFn: () => fetchEditorArticles(query), placeholderData: keepPreviousData });

/** Every article matching the list's search and filters (up to BULK_MAX, the bulk cap), with its version: 'Selecionar todos os N do filtro'. */
export async function fetchMatchingArticleRows(query: ArticleListQuery) {
  const params = { ...articleListParams({ ...query, pagina: 1 }), tamanho: BULK_MAX };
  const page = (await api.get<EditorArticlesPage>('/articles/editor', { params })).data;
  return page.data.map(({ documentId, version }) => ({ documentId, version }));
}

/** The published articles a new one can point to as related (the site links only published ones). */
export const relatedOptionsQuery = () =>
  queryOptions({
    queryKey: ['articles', 'options'],
    queryFn: async () =>
      (await api.get<{ data: ArticleOption[] }>('/articles', { params: { 'fields[0]': 'title', 'pagination[pageSize]': 100, sort: 'title:asc' } }))
        .data.data,
  });
