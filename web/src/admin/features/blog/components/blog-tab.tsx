import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';

import { ARTICLE_PUBLICATIONS } from '@alicerce/domain';

import { useBulkList } from '@/admin/components/bulk/use-bulk-list';
import { ContentList } from '@/admin/components/content-list';
import { linkedValue } from '@/admin/components/linked-filter';
import { useConfirmedDelete } from '@/admin/components/use-confirmed-delete';
import { useListQuery, useLoadErrorToast } from '@/admin/components/use-list-query';
import { screenPath } from '@/admin/shell';
import { useToast } from '@/shared/lib/toast';

import { initialArticleListQuery, type ArticleListQuery } from '../api/article-list-params';
import { useDeleteArticle } from '../api/delete-article';
import { editorArticlesQuery, fetchMatchingArticleRows } from '../api/get-editor-articles';
import { useSaveArticle } from '../api/save-article';
import type { EditorArticleRow } from '../types';

import { ArticleListItem } from './article-list-item';
import { ArticleListToolbar } from './article-list-toolbar';

const filtered = (query: ArticleListQuery) => Boolean(query.busca.trim() || query.categoria || query.situacao);

/** 'Blog' tab: search, filters and pages of every article, 'Novo Artigo' and each article's editor (pages of their own), publish/unpublish, delete — one article or many at once (bulk bar). */
export function BlogTab() {
  const toast = useToast();
  // Início's 'Ver artigos agendados' opens the list filtered (?situacao=agendado).
  const [params] = useSearchParams();
  const { query, change, setPage } = useListQuery(
    { ...initialArticleListQuery, situacao: linkedValue(params, 'situacao', ARTICLE_PUBLICATIONS, '') },
    'pagina',
  );
  const articles = useQuery(editorArticlesQuery(query));
  useLoadErrorToast(articles.error, 'Erro ao carregar artigos');
  const remove = useDeleteArticle();
  const { confirmDelete, dialog: confirmDialog } = useConfirmedDelete<EditorArticleRow>(remove, {
    question: () => ({ title: 'Excluir artigo?', text: 'Tem certeza que deseja excluir este artigo?', confirmLabel: 'Excluir' }),
    success: 'Artigo excluído com sucesso!',
    failure: 'Erro ao excluir artigo',
  });
  const publish = useSaveArticle();
  const navigate = useNavigate();
  const rows = articles.data?.data;
  const bulk = useBulkList({
    subject: 'article',
    rows,
    total: articles.data?.meta.pagination.total ?? 0,
    filterKey: JSON.stringify({ ...query, pagina: null }),
    matchingRows: () => fetchMatchingArticleRows(query),
    queryKey: ['articles'],
    failure: 'Erro ao alterar artigos',
  });

  const setPublished = (item: EditorArticleRow, published: boolean) =>
    publish.mutate(
      { documentId: item.documentId, payload: { publication: published ? 'publicado' : 'rascunho' }, precondition: { version: item.version } },
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
        toolbar={
          <>
            <ArticleListToolbar query={query} onChange={change} />
            {rows && rows.length > 0 && bulk.bar}
          </>
        }
        noun="artigos"
        emptyText={filtered(query) ? 'Nenhum artigo encontrado com os filtros selecionados.' : 'Nenhum artigo cadastrado.'}
        query={articles}
        onPage={setPage}
      >
        {rows?.map((item) => (
          <ArticleListItem
            key={item.documentId}
            item={item}
            busy={busy(item)}
            onEdit={() => navigate(screenPath('blog', item.documentId))}
            onDelete={() => confirmDelete(item)}
            onPublish={(published) => setPublished(item, published)}
            select={bulk.checkbox(item, item.title)}
          />
        ))}
      </ContentList>
      {confirmDialog}
    </Box>
  );
}
