import { api } from '@/admin/lib/api-client';

import type { MediaFile } from '../types';

/**
 * POST /api/upload?id=:id `{ fileInfo: { alternativeText } }`: the file's alt text in the media library, which every
 * page showing the file reads (and the Strapi panel edits too). Emptied, it is sent as '' (Strapi keeps the stored
 * text when it gets null), and the site falls back to its own description.
 */
export async function updateMediaAlt(file: Pick<MediaFile, 'id' | 'alternativeText'>): Promise<void> {
  const alternativeText = file.alternativeText?.trim() ?? '';
  await api.post('/upload', { fileInfo: { alternativeText } }, { params: { id: file.id } });
}
