import { api } from '@/admin/lib/api-client';
import { downloadFile } from '@/admin/lib/download-file';

export type ConversionsFile = 'google-ads' | 'meta';
const FILES: Record<ConversionsFile, { extension: string; type: string }> = {
  'google-ads': { extension: 'csv', type: 'text/csv;charset=utf-8' },
  meta: { extension: 'json', type: 'application/json' },
};

/** GET /api/offline-conversions/{google-ads|meta}?from&to (admins), saved as a file named for the platform and range. */
export async function downloadOfflineConversions(file: ConversionsFile, from: string, to: string): Promise<void> {
  const res = await api.get<string>(`/offline-conversions/${file}`, {
    params: { from, to },
    responseType: 'text',
    transformResponse: (body: string) => body,
  });
  downloadFile(`${file}-conversoes-${from}-a-${to}.${FILES[file].extension}`, res.data, FILES[file].type);
}
