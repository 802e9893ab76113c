import { z } from './zod';

/**
 * The dashboard's 'Mídia' (issue 55): every file of the media library with where it is used.
 *
 * - `GET /api/media-library/files?page&pageSize&q&filter` — editor/admin: one page of the files (newest first), each
 *   with its places of use; `meta.storage` is the whole library's size. `filter`: `unused`, `no-alt`, `too-large`.
 * - `POST /api/media-library/bulk-delete` `{ ids }` — editor/admin: removes up to MEDIA_BULK_DELETE_MAX unused files,
 *   all or nothing (refused, nothing removed, when any of them is in use or gone).
 * - A file in use is never removed: `DELETE /api/upload/files/:id`, the Strapi panel and the bulk delete are refused
 *   with MEDIA_MESSAGES.inUse and the places (cms/src/media).
 */

/** A file is "too large" for the site above either limit: its size (kilobytes, as the library stores it) or its longer side. */
export const MEDIA_TOO_LARGE = { kilobytes: 500, pixels: 2400 } as const;
export const MEDIA_PAGE_SIZE_MAX = 100;
export const MEDIA_BULK_DELETE_MAX = 100;

export const MEDIA_FILTERS = ['unused', 'no-alt', 'too-large'] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];
export const MEDIA_FILTER_LABELS: Record<MediaFilter, string> = {
  unused: 'Sem uso',
  'no-alt': 'Sem texto alternativo',
  'too-large': `Grandes demais (mais de ${MEDIA_TOO_LARGE.kilobytes} KB ou ${MEDIA_TOO_LARGE.pixels} px)`,
};

/** Whether a file is heavier or wider than the site needs (MEDIA_TOO_LARGE). */
export const isTooLarge = (file: { size: number; width?: number | null; height?: number | null }) =>
  file.size > MEDIA_TOO_LARGE.kilobytes || Math.max(file.width ?? 0, file.height ?? 0) > MEDIA_TOO_LARGE.pixels;

export const MEDIA_MESSAGES = {
  query: 'Consulta inválida da biblioteca de mídia.',
  ids: `Escolha de 1 a ${MEDIA_BULK_DELETE_MAX} arquivos.`,
  notFound: 'Arquivo não encontrado na biblioteca de mídia.',
  inUse: 'Este arquivo não pode ser excluído porque está em uso.',
  someInUse: 'Nenhum arquivo foi excluído: há arquivos em uso.',
} as const;

export const mediaLibraryQuerySchema = z.object(
  {
    page: z.coerce
      .number({ error: MEDIA_MESSAGES.query })
      .int(MEDIA_MESSAGES.query)
      .min(1, MEDIA_MESSAGES.query)
      .max(100_000, MEDIA_MESSAGES.query)
      .default(1),
    pageSize: z.coerce
      .number({ error: MEDIA_MESSAGES.query })
      .int(MEDIA_MESSAGES.query)
      .min(1, MEDIA_MESSAGES.query)
      .max(MEDIA_PAGE_SIZE_MAX, MEDIA_MESSAGES.query)
      .default(24),
    q: z.string({ error: MEDIA_MESSAGES.query }).trim().max(200, MEDIA_MESSAGES.query).optional(),
    filter: z.enum(MEDIA_FILTERS, { error: MEDIA_MESSAGES.query }).optional(),
  },
  { error: MEDIA_MESSAGES.query },
);
export type MediaLibraryQuery = z.infer<typeof mediaLibraryQuerySchema>;

export const mediaBulkDeleteSchema = z.object(
  {
    ids: z
      .array(z.number({ error: MEDIA_MESSAGES.ids }).int(MEDIA_MESSAGES.ids).positive(MEDIA_MESSAGES.ids), { error: MEDIA_MESSAGES.ids })
      .min(1, MEDIA_MESSAGES.ids)
      .max(MEDIA_BULK_DELETE_MAX, MEDIA_MESSAGES.ids),
  },
  { error: MEDIA_MESSAGES.ids },
);

/** Where a file is used: the document (or its older version, or its Lixeira entry), named and linked in the dashboard. */
export type MediaPlace = {
  kind: 'content' | 'revision' | 'trash';
  /** What the document is ('Case', 'Landing page'…). */
  type: string;
  title: string;
  /** The dashboard path that opens it (/admin/dashboard/…). */
  path: string;
};

/** One place as a sentence: 'Case “Lançamento X”', 'Versão anterior de Case “X”', 'Lixeira: Case “X”'. */
export const describePlace = (place: MediaPlace) => {
  const named = `${place.type} “${place.title}”`;
  return place.kind === 'revision' ? `Versão anterior de ${named}` : place.kind === 'trash' ? `Lixeira: ${named}` : named;
};

/** The refusal of a delete: the message and every place (the first 10 named, then how many more). */
export function inUseMessage(places: MediaPlace[]) {
  const named = places.slice(0, 10).map(describePlace);
  const more = places.length > 10 ? `; e mais ${places.length - 10}` : '';
  return `${MEDIA_MESSAGES.inUse} Usado em: ${named.join('; ')}${more}.`;
}

/** A file as the 'Mídia' screen lists it. */
export type MediaLibraryFile = {
  id: number;
  name: string;
  url: string;
  thumbnailUrl: string;
  /** A size fit for the focal-point editor's previews (the medium copy, else the file). */
  previewUrl: string;
  mime: string;
  /** Kilobytes, as the media library stores it. */
  size: number;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  /** Where the subject sits, in percent (Strapi's focalPoint): null when never set (the centre). */
  focalPoint: { x: number; y: number } | null;
  createdAt: string;
  tooLarge: boolean;
  places: MediaPlace[];
};

export type MediaLibraryList = {
  data: MediaLibraryFile[];
  meta: {
    pagination: { page: number; pageSize: number; total: number; pageCount: number };
    /** The whole library: how many files and their kilobytes (originals and every resized copy). */
    storage: { files: number; kilobytes: number };
  };
};
