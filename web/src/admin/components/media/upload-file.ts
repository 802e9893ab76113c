import { api } from '@/admin/lib/api-client';

import type { MediaFile } from './media-file';

const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /api/upload (multipart, field `files`) to the Strapi media library; `onProgress` gets 0–100.
 * The CMS answers with an array of the stored files.
 */
export async function uploadFile(file: File, onProgress: (percent: number) => void): Promise<MediaFile> {
  const form = new FormData();
  form.append('files', file);
  const response = await api.post<MediaFile[]>('/upload', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  const [stored] = response.data;
  onProgress(100);
  return stored;
}
