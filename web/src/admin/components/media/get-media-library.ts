import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { api } from '@/admin/lib/api-client';

import type { MediaFile } from './media-file';

export const MEDIA_LIBRARY_PAGE_SIZE = 12;

export type MediaLibraryQuery = { search: string; page: number };
export type MediaLibraryPage = { data: MediaFile[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } } };

/** Strapi's REST parameters: images only, newest first, names containing `search` (any case), one page. */
export function mediaLibraryParams({ search, page }: MediaLibraryQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    'filters[mime][$startsWith]': 'image/',
    sort: 'createdAt:desc',
    'pagination[page]': page,
    'pagination[pageSize]': MEDIA_LIBRARY_PAGE_SIZE,
  };
  const text = search.trim();
  if (text) params['filters[name][$containsi]'] = text;
  return params;
}

/** GET /api/upload/files/page: one page of the media library's images, cut by the CMS. */
export async function fetchMediaLibrary(query: MediaLibraryQuery): Promise<MediaLibraryPage> {
  return (await api.get<MediaLibraryPage>('/upload/files/page', { params: mediaLibraryParams(query) })).data;
}

/** Keeps the page on screen while the next one (another search or page) loads. */
export const mediaLibraryQuery = (query: MediaLibraryQuery) =>
  queryOptions({ queryKey: ['media-library', query], queryFn: () => fetchMediaLibrary(query), placeholderData: keepPreviousData });
