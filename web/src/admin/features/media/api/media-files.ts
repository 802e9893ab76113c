import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { FocalPoint, MediaFilter, MediaLibraryFile, MediaLibraryList } from '@alicerce/domain';
import { api } from '@/admin/lib/api-client';

export const MEDIA_SCREEN_PAGE_SIZE = 24;
/** The most files one 'Remover arquivos sem uso' sends (the CMS's cap, MEDIA_BULK_DELETE_MAX). */
const BULK_PAGE_SIZE = 100;
/** As long as an upload may take (use-uploads). */
const REPLACE_TIMEOUT_MS = 120_000;

export type MediaScreenQuery = { q: string; filter: MediaFilter | ''; page: number };

/** GET /api/media-library/files: one page of 'Mídia', each file with where it is used; the storage of the whole library. */
async function fetchMediaFiles({ q, filter, page }: MediaScreenQuery, pageSize = MEDIA_SCREEN_PAGE_SIZE): Promise<MediaLibraryList> {
  const params: Record<string, string | number> = { page, pageSize };
  if (q.trim()) params.q = q.trim();
  if (filter) params.filter = filter;
  return (await api.get<MediaLibraryList>('/media-library/files', { params })).data;
}

const KEY = 'media-screen';

/** Keeps the page on screen while the next one (another search, filter or page) loads. */
export const mediaFilesQuery = (query: MediaScreenQuery) =>
  queryOptions({ queryKey: [KEY, query], queryFn: () => fetchMediaFiles(query), placeholderData: keepPreviousData });

/** The ids of the unused files whose name has `q` (up to the CMS's cap), asked when 'Remover arquivos sem uso' is pressed. */
export async function fetchUnusedIds(q: string): Promise<{ ids: number[]; total: number }> {
  const list = await fetchMediaFiles({ q, filter: 'unused', page: 1 }, BULK_PAGE_SIZE);
  return { ids: list.data.map((file) => file.id), total: list.meta.pagination.total };
}

/** After any change the lists of 'Mídia' and the pickers' library are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: [KEY] }), client.invalidateQueries({ queryKey: ['media-library'] })]);
}

/**
 * POST /api/media-library/files/:id/delete — 'Excluir': deleted when nothing names it; retired (out of the library, kept
 * for them) when only older versions or the Lixeira do; refused by the CMS (its message names the pages) while a page uses it.
 */
export function useDeleteMediaFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (file: Pick<MediaLibraryFile, 'id'>) =>
      (await api.post<{ data: { deleted: boolean; retired: boolean } }>(`/media-library/files/${file.id}/delete`)).data.data,
    onSuccess: refresh,
  });
}

/** POST /api/media-library/bulk-delete { ids }: unused files only, all or none. */
export function useRemoveUnusedFiles() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (ids: number[]) => (await api.post<{ data: { removed: number } }>('/media-library/bulk-delete', { ids })).data.data.removed,
    onSuccess: refresh,
  });
}

/**
 * POST /api/upload?id=:id with a new file: 'Substituir' keeps the file's id and URL (every page using it keeps showing it,
 * now the new picture) and the CMS has those pages rebuilt (docs/media-library.md).
 */
export function useReplaceMediaFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('files', file);
      await api.post('/upload', form, { params: { id }, headers: { 'Content-Type': 'multipart/form-data' }, timeout: REPLACE_TIMEOUT_MS });
    },
    onSuccess: refresh,
  });
}

/**
 * POST /api/upload?id=:id `{ fileInfo: { alternativeText } }`: the file's alt text, which every page showing the file
 * without a text of its own reads. Emptied, it is sent as '' (Strapi keeps the stored text when it gets null).
 */
export function useUpdateAltText() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, alternativeText }: { id: number; alternativeText: string }) => {
      await api.post('/upload', { fileInfo: { alternativeText: alternativeText.trim() } }, { params: { id } });
    },
    onSuccess: refresh,
  });
}

/**
 * POST /api/upload?id=:id `{ fileInfo: { focalPoint } }` (percent, Strapi's own field): the CMS cuts the 1200×630 sharing
 * image again around it and has the pages using the file rebuilt (docs/media-library.md).
 */
export function useUpdateFocalPoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, focalPoint }: { id: number; focalPoint: FocalPoint }) => {
      await api.post('/upload', { fileInfo: { focalPoint } }, { params: { id } });
    },
    onSuccess: refresh,
  });
}

export { useRefresh as useRefreshMedia };
