import { useCallback, useState } from 'react';

import { useToast } from '@/shared/lib/toast';

import type { MediaFile } from './media-file';
import { uploadFile } from './upload-file';

export type UploadState = { key: string; name: string; progress: number };

let nextKey = 0;

/**
 * Sends files to the media library, each in its own request (so each has its own progress), all at once.
 * Resolves with the files stored, in the order chosen; a failed file gets a toast and is left out.
 */
export function useUploads() {
  const toast = useToast();
  const [uploads, setUploads] = useState<UploadState[]>([]);

  const upload = useCallback(
    async (files: File[]): Promise<MediaFile[]> => {
      const started = files.map((file) => ({ key: `upload-${(nextKey += 1)}`, name: file.name, progress: 0 }));
      setUploads((current) => [...current, ...started]);
      const setProgress = (key: string, progress: number) => setUploads((current) => current.map((u) => (u.key === key ? { ...u, progress } : u)));
      const results = await Promise.all(
        files.map(async (file, index) => {
          const { key } = started[index];
          try {
            return await uploadFile(file, (percent) => setProgress(key, percent));
          } catch (error) {
            toast.error('Erro ao enviar arquivo', `${file.name}: ${(error as Error).message}`);
            return null;
          } finally {
            setUploads((current) => current.filter((u) => u.key !== key));
          }
        }),
      );
      return results.filter((file): file is MediaFile => file !== null);
    },
    [toast],
  );

  return { uploads, upload, busy: uploads.length > 0 };
}
