import { api } from '@/lib/api-client';

import type { MediaFile } from '../types';

/**
 * POST /api/upload?id=:id `{ fileInfo: { alternativeText } }`: the file's alt text in the media library, which every
 * page showing the file reads (and the Strapi panel edits too). An empty text is stored as null.
 */
export async function updateMediaAlt(file: Pick<MediaFile, 'id' | 'alternativeText'>): Promise<void> {
  const alternativeText = file.alternativeText?.trim() || null;
  await api.post('/upload', { fileInfo: { alternativeText } }, { params: { id: file.id } });
}
