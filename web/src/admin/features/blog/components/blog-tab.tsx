import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { ContentList } from '@/admin/components/content-list';
import { useConfirm } from '@/admin/components/use-confirm';
import { screenPath } from '@/admin/shell';
import { useToast } from '@/lib/toast';

import { initialArticleListQuery, type ArticleListQuery } from '../api/article-list-params';
import { useDeleteArticle } from '../api/delete-article';
import { editorArticlesQuery } from '../api/get-editor-articles';
import { useSaveArticle } from '../api/save-article';
import type { EditorArticleRow } from '../types';

import { ArticleListItem } from './article-list-item';
import { ArticleListToolbar } from './article-list-toolbar';

const filtered = (query: ArticleListQuery) => Boolean(query.busca.trim() || query.categoria || query.situacao);

/** 'Blog' tab: search, filters and pages of every article, 'Novo Artigo' and each article's editor (pages of their own), publish/unpublish, delete. */
export function BlogTab() {
  const toast = useToast();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [query, setQuery] = useState(initialArticleListQuery);
  const articles = useQuery(editorArticlesQuery(query));
  const remove = useDeleteArticle();
  const publish = useSaveArticle();
  const navigate = useNavigate();
  const rows = articles.data?.data;

  const change = useCallback((next: Partial<ArticleListQuery>) => setQuery((current) => ({ ...current, pagina: 1, ...next })), []);

  useEffect(() => {
    if (articles.error) toast.error('Erro ao carregar artigos', articles.error.message);
  }, [articles.error, toast]);

  const confirmDelete = async (item: EditorArticleRow) => {
    if (!(await confirm({ title: 'Excluir artigo?', text: 'Tem certeza que deseja excluir este artigo?', confirmLabel: 'Excluir' }))) return;
    remove.mutate(item.documentId, {
      onSuccess: () => toast.success('Artigo excluído com sucesso!'),
      onError: (error) => toast.error('Erro ao excluir artigo', error.message),
    });
  };

  const setPublished = (item: EditorArticleRow, published: boolean) =>
    publish.mutate(
      { documentId: item.documentId, payload: { publication: published ? 'publicado' : 'rascunho' } },
      {
        onSuccess: () => toast.success(published ? 'Artigo publicado com sucesso!' : 'Artigo despublicado com sucesso!'),
        onError: (error) => toast.error('Erro ao salvar artigo', error.message),
      },
    );

  const busy = (item: EditorArticleRow) =>
    (remove.isPending && remove.variables === item.documentId) || (publish.isPending && publish.variables.documentId === item.documentId);

  return (
    <Box>
      <ContentList
        heading="Artigos"
        create={{ label: 'Novo Artigo', to: screenPath('blog', 'novo') }}
        toolbar={<ArticleListToolbar query={query} onChange={change} />}
        noun="artigos"
        emptyText={filtered(query) ? 'Nenhum artigo encontrado com os filtros selecionados.' : 'Nenhum artigo cadastrado.'}
        query={articles}
        onPage={(pagina) => setQuery((current) => ({ ...current, pagina }))}
      >
        {rows?.map((item) => (
          <ArticleListItem
            key={item.documentId}
            item={item}
            busy={busy(item)}
            onEdit={() => navigate(screenPath('blog', item.documentId))}
            onDelete={() => confirmDelete(item)}
            onPublish={(published) => setPublished(item, published)}
          />
        ))}
      </ContentList>
      {confirmDialog}
    </Box>
  );
}
