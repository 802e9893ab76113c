import { queryOptions } from '@tanstack/react-query';

import { findOrNull } from '@/admin/components/editor-fetch';
import { api } from '@/admin/lib/api-client';

import type { MediaFile } from '../media/media-file';

/** GET /api/upload/files/:id: one media-library file; null when it is no longer in the library. */
export const mediaFileQuery = (id: number) =>
  queryOptions({
    queryKey: ['media-library', 'file', id],
    queryFn: () => findOrNull(async () => (await api.get<MediaFile>(`/upload/files/${id}`)).data),
    staleTime: 5 * 60_000,
  });
