import { fingerprint } from '@/site/lib/hash';

/** What a proof section was built with (ids and last changes), to tell in the browser whether the CMS's rows changed. */
export const proofVersion = (rows: Array<{ documentId: string; updatedAt?: string }>) =>
  fingerprint(rows.map((row) => `${row.documentId}@${row.updatedAt ?? ''}`).join('|'));
