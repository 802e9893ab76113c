import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import { MEDIA_FILTER_LABELS, MEDIA_FILTERS, type MediaFilter, type MediaLibraryFile } from '@alicerce/domain';
import { BulkBar } from '@/admin/components/bulk/bulk-bar';
import * as model from '@/admin/components/bulk/selection';
import { useListSelection } from '@/admin/components/bulk/use-list-selection';
import { ListPagination } from '@/admin/components/list-pagination';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { DropZone } from '@/admin/components/media/drop-zone';
import { UploadProgressList } from '@/admin/components/media/upload-progress-list';
import { useUploads } from '@/admin/components/media/use-uploads';
import { SearchField } from '@/admin/components/search-field';
import { useConfirm } from '@/admin/components/use-confirm';
import { useDebouncedSearch } from '@/admin/components/use-debounced-search';
import { useToast } from '@/shared/lib/toast';

import {
  fetchUnusedIds,
  mediaFilesQuery,
  useDeleteMediaFile,
  useRefreshMedia,
  useRemoveUnusedFiles,
  type MediaScreenQuery,
} from '../api/media-files';
import { formatKilobytes } from '../lib/format-size';

import { MediaFileCard } from './media-file-card';

/**
 * 'Mídia': every file of the media library, newest first, paged by the CMS — searched by name, filtered (unused, without
 * alt text, too large), each with where it is used. A file in use cannot be deleted (the CMS says where it is used);
 * the unused ones (of the search, when there is one) are removed together after one confirmation.
 */
export function MediaTab() {
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [query, setQuery] = useState<MediaScreenQuery>({ q: '', filter: '', page: 1 });
  const commitSearch = useCallback((q: string) => setQuery((current) => ({ ...current, q, page: 1 })), []);
  const [search, setSearch] = useDebouncedSearch(query.q, commitSearch);
  const files = useQuery(mediaFilesQuery(query));
  const { uploads, upload, busy } = useUploads();
  const refresh = useRefreshMedia();
  const remove = useDeleteMediaFile();
  const removeUnused = useRemoveUnusedFiles();
  const { confirm, dialog } = useConfirm();
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = files.data?.data;
  const meta = files.data?.meta;
  // Bulk: only a file nothing uses can be picked (the CMS removes unused ones only, all or none); its id stands in
  // for a document, and files have no version. 'All matching' exists when the list shows unused files only.
  const pickable = (rows ?? [])
    .filter((file) => file.places.length === 0)
    .map((file): model.BulkRowRef => ({ documentId: String(file.id), version: 0 }));
  const bulk = useListSelection<number>(
    pickable,
    JSON.stringify({ ...query, page: null }),
    query.filter === 'unused' ? (meta?.pagination.total ?? 0) : pickable.length,
    removeUnused.isPending,
  );

  useEffect(() => {
    if (files.error) toast.error('Erro ao carregar a mídia', files.error.message);
  }, [files.error, toast]);

  const deleteFile = async (file: MediaLibraryFile) => {
    setRefusal(null);
    // Used only by older versions (or the Lixeira): it leaves the library now, its bytes are kept for them (retired).
    const onlyHistory = file.places.length > 0 && file.places.every((place) => place.kind !== 'content');
    const text = onlyHistory
      ? `Excluir “${file.name}” da biblioteca de mídia? Nenhuma página o usa, mas versões anteriores sim: ele sai da biblioteca agora e é apagado de vez quando essas versões deixarem de existir (restaurar uma delas o traz de volta).`
      : `Excluir “${file.name}” da biblioteca de mídia?`;
    if (!(await confirm({ title: 'Excluir arquivo', text, confirmLabel: 'Excluir' }))) return;
    remove.mutate(file, {
      onSuccess: ({ retired }) =>
        retired
          ? toast.success('Arquivo retirado da biblioteca', `${file.name}: mantido enquanto versões anteriores o usarem.`)
          : toast.success('Arquivo excluído', file.name),
      onError: (error) => setRefusal(error.message),
    });
  };

  const removeAllUnused = async () => {
    setRefusal(null);
    // Those of the search on screen, when there is one: the removal takes what the person is looking at.
    const { ids, total } = await fetchUnusedIds(query.q);
    if (ids.length === 0)
      return toast.success('Nenhum arquivo sem uso', query.q ? 'Nenhum arquivo desta busca está sem uso.' : 'Todos os arquivos estão em uso.');
    const count = `${ids.length} ${ids.length === 1 ? 'arquivo sem uso' : 'arquivos sem uso'}${query.q ? ` com “${query.q.trim()}” no nome` : ''}`;
    const more = total > ids.length ? ` (de ${total}; os demais numa próxima vez)` : '';
    if (
      !(await confirm({
        title: 'Remover arquivos sem uso',
        text: `Remover ${count}${more}? Isso não pode ser desfeito.`,
        confirmLabel: `Remover ${ids.length}`,
      }))
    )
      return;
    removeUnused.mutate(ids, {
      onSuccess: (removed) =>
        toast.success(`${removed} ${removed === 1 ? 'arquivo removido' : 'arquivos removidos'}`, 'A biblioteca está mais leve.'),
      onError: (error) => setRefusal(error.message),
    });
  };

  const removeSelected = async () => {
    setRefusal(null);
    const ids = bulk.selection.allMatching
      ? (await fetchUnusedIds(query.q)).ids
      : model.pickedRows(bulk.selection).map((row) => Number(row.documentId));
    const count = `${ids.length} ${ids.length === 1 ? 'arquivo' : 'arquivos'}`;
    if (!(await confirm({ title: `Excluir ${count}?`, text: 'Nenhum deles é usado no site. Isso não pode ser desfeito.', confirmLabel: 'Excluir' })))
      return;
    removeUnused.mutate(ids, {
      onSuccess: (removed) => {
        toast.success(`${removed} ${removed === 1 ? 'arquivo removido' : 'arquivos removidos'}`, 'A biblioteca está mais leve.');
        bulk.clear();
      },
      onError: (error) => setRefusal(error.message),
    });
  };

  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Mídia{meta ? ` (${meta.storage.files})` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Todos os arquivos enviados e onde cada um é usado. Um arquivo em uso não pode ser excluído.
        {meta && ` Espaço usado: ${formatKilobytes(meta.storage.kilobytes)}.`}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <DropZone
          label="Mídia"
          multiple
          disabled={busy}
          onFiles={async (chosen) => {
            const stored = await upload(chosen);
            if (stored.length > 0) toast.success(stored.length === 1 ? 'Arquivo enviado' : `${stored.length} arquivos enviados`);
            await refresh();
          }}
        />
        <UploadProgressList uploads={uploads} />
      </Box>
      <Box role="search" aria-label="Filtrar a mídia" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}>
        <SearchField value={search} onChange={setSearch} hint="Nome do arquivo" sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }} />
        <TextField
          select
          size="small"
          label="Mostrar"
          value={query.filter}
          onChange={(event) => setQuery((current) => ({ ...current, filter: event.target.value as MediaFilter | '', page: 1 }))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
        >
          <MenuItem value="">Todos os arquivos</MenuItem>
          {MEDIA_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {MEDIA_FILTER_LABELS[filter]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" color="error" onClick={removeAllUnused} disabled={removeUnused.isPending}>
          Remover arquivos sem uso
        </Button>
      </Box>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {files.isPending && <ListSkeleton label="Carregando a mídia" />}
      {pickable.length > 0 && (
        <BulkBar {...bulk.barState} actions={[{ key: 'delete', label: 'Excluir', danger: true }]} onAction={() => void removeSelected()} />
      )}
      {rows?.length === 0 && (
        <Typography color="text.secondary">{query.q || query.filter ? 'Nenhum arquivo encontrado.' : 'Nenhum arquivo na biblioteca.'}</Typography>
      )}
      <Box
        component="ul"
        aria-label="Arquivos da biblioteca"
        aria-busy={files.isPlaceholderData}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
      >
        {rows?.map((file) => (
          <MediaFileCard
            key={file.id}
            file={file}
            select={file.places.length === 0 ? bulk.checkbox(String(file.id), file.name) : null}
            deleting={remove.isPending && remove.variables?.id === file.id}
            onDelete={() => deleteFile(file)}
          />
        ))}
      </Box>
      <ListPagination pagination={meta?.pagination} onPage={(page) => setQuery((current) => ({ ...current, page }))} siblingCount={phone ? 0 : 1} />
      {dialog}
    </Box>
  );
}
