import { downloadFile } from '@/admin/lib/download-file';

/** Makes the browser save the CMS's CSV file (rules in domain/src/csv.ts) as `filename`. */
export const downloadCsv = (filename: string, content: BlobPart) => downloadFile(filename, content, 'text/csv;charset=utf-8');
