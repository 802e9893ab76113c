import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { ListPagination } from '@/admin/components/list-pagination';
import { useConfirm } from '@/admin/components/use-confirm';
import { ListSkeleton } from '@/admin/components/list-skeleton';
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
  const pagination = articles.data?.meta.pagination;

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
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h2">
          Artigos{pagination ? ` (${pagination.total})` : ''}
        </Typography>
        <Button component={Link} to={screenPath('blog', 'novo')} variant="contained" startIcon={<AddIcon />}>
          Novo Artigo
        </Button>
      </Box>
      <ArticleListToolbar query={query} onChange={change} />
      {articles.isPending && <ListSkeleton label="Carregando artigos" />}
      {rows?.length === 0 && (
        <Typography color="text.secondary">{filtered(query) ? 'Nenhum artigo encontrado com os filtros selecionados.' : 'Nenhum artigo cadastrado.'}</Typography>
      )}
      <Box component="ul" aria-label="Lista de artigos" aria-busy={articles.isPlaceholderData} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
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
      </Box>
      <ListPagination pagination={pagination} onPage={(pagina) => setQuery((current) => ({ ...current, pagina }))} />
      {confirmDialog}
    </Box>
  );
}
