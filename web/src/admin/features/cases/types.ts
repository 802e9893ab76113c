import type { MediaFile } from '@/admin/components/media/media-file';
import type { CaseRecord } from '@/shared/lib/case-record';

export type { MediaFile };

/** A case as `GET /api/cases` returns it to an admin (all cases, media populated) with its edit `version` (If-Match). */
export type AdminCase = CaseRecord<MediaFile> & { id: number; version: number };

/** The media chosen in the editor: sent as relations (file ids) beside the URL fields. */
export type CaseMedia = { image: MediaFile | null; chart: MediaFile | null; gallery: MediaFile[] };

export const noMedia: CaseMedia = { image: null, chart: null, gallery: [] };
