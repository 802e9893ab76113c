import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { AdminListCard } from '@/admin/components/admin-list-card';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { ListPagination } from '@/admin/components/list-pagination';
import { useBulkList } from '@/admin/components/bulk/use-bulk-list';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/shared/lib/toast';

import { useDeleteProofItem } from '../api/delete-proof-item';
import { fetchMatchingProofRows, proofListQuery } from '../api/get-proof-list';
import { initialProofListQuery, type ProofListQuery } from '../api/proof-list-params';
import { useSaveProofItem } from '../api/save-proof-item';
import type { ProofResource } from '../lib/proof-resources';
import type { ProofRow } from '../types';

import { ProofListToolbar } from './proof-list-toolbar';
import { PublishedSwitch } from './published-switch';

type Props<T extends ProofRow> = {
  resource: ProofResource;
  /** The row's name: its heading and the name of its buttons. */
  title: (item: T) => string;
  thumbnail: (item: T) => ReactNode;
  /** What the row says under its title. */
  details: (item: T) => ReactNode;
  /** The URL of an item's editor ('novo': a new item's). */
  hrefOf: (item: string) => string;
};

/**
 * A proof list screen (Depoimentos, Clientes, Time): search, 'Situação' and pages (all cut by the CMS), 'Novo …' and each
 * row's editor (pages of their own), each row's publish switch and delete — the delete asked first ('Tem certeza que deseja excluir …?').
 */
export function ProofListScreen<T extends ProofRow>({ resource, title, thumbnail, details, hrefOf }: Props<T>) {
  const { text } = resource;
  const toast = useToast();
  const [query, setQuery] = useState(initialProofListQuery);
  const list = useQuery(proofListQuery<T>(resource, query));
  const remove = useDeleteProofItem(resource);
  const publish = useSaveProofItem(resource);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<T | null>(null);
  const rows = list.data?.data;
  const pagination = list.data?.meta.pagination;
  const change = useCallback((next: Partial<ProofListQuery>) => setQuery((current) => ({ ...current, page: 1, ...next })), []);
  const bulk = useBulkList({
    subject: resource.subject,
    rows,
    total: pagination?.total ?? 0,
    filterKey: JSON.stringify({ ...query, page: null }),
    matchingRows: () => fetchMatchingProofRows(resource, query),
    queryKey: ['proof', resource.key],
    failure: `Erro ao alterar ${text.plural.toLowerCase()}`,
  });

  useEffect(() => {
    if (list.error) toast.error(text.loadError, list.error.message);
  }, [list.error, toast, text.loadError]);

  const confirmDelete = (item: T) => {
    setDeleting(null);
    remove.mutate(item.documentId, {
      onSuccess: () => toast.success(text.deleted),
      onError: (error) => toast.error(text.deleteError, error.message),
    });
  };
  const setPublished = (item: T, is_published: boolean) =>
    publish.mutate(
      { documentId: item.documentId, payload: { is_published }, precondition: { version: item.version } },
      { onSuccess: () => toast.success(text.updated), onError: (error) => toast.error(text.saveError, error.message) },
    );

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h2">
          {text.plural}
          {pagination ? ` (${pagination.total})` : ''}
        </Typography>
        <Button component={Link} to={hrefOf('novo')} variant="contained" startIcon={<AddIcon />}>
          {text.newItem}
        </Button>
      </Box>
      <ProofListToolbar label={`Buscar ${text.plural.toLowerCase()}`} hint={resource.searchHint} query={query} onChange={change} />
      {list.isPending && <ListSkeleton label={text.loading} />}
      {Boolean(rows?.length) && bulk.bar}
      {rows?.length === 0 && (
        <Typography color="text.secondary">{query.search.trim() || query.published !== 'todos' ? text.empty : text.none}</Typography>
      )}
      <Box component="ul" aria-label={text.list} aria-busy={list.isPlaceholderData} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows?.map((item) => (
          <AdminListCard
            key={item.documentId}
            title={title(item)}
            select={bulk.checkbox(item, title(item))}
            media={thumbnail(item)}
            deleting={remove.isPending && remove.variables === item.documentId}
            onEdit={() => navigate(hrefOf(item.documentId))}
            onDelete={() => setDeleting(item)}
            actions={
              <PublishedSwitch
                name={title(item)}
                published={item.is_published}
                disabled={publish.isPending && publish.variables.documentId === item.documentId}
                onChange={(published) => setPublished(item, published)}
              />
            }
          >
            {details(item)}
          </AdminListCard>
        ))}
      </Box>
      <ListPagination pagination={pagination} onPage={(page) => setQuery((current) => ({ ...current, page }))} />
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        text={text.deleteQuestion}
        confirmLabel="Excluir"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Box>
  );
}
