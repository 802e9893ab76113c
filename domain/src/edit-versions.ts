/**
 * Team-safe writes (issue 51): every editable document (cases, articles, page sections, landing pages, testimonials,
 * clients, team members, site settings and scripts) carries `version`, a counter the CMS raises by one on every
 * save. A writer sends the version it loaded as `If-Match: "<version>"`; the CMS refuses a save against a newer one
 * with 409 and the document as it is now, so nobody's work is overwritten without a word.
 * - `If-Match: *` says "whatever is stored" knowingly (an API client that read nothing; the dashboard never sends it).
 * - `If-None-Match: *` on an upsert (page sections, site settings) says "there was none when I opened it".
 * - A content-API write to an existing document with neither is refused with 428 (docs/editing.md says why).
 * The Strapi panel sends no version: its saves are allowed and kept as revisions, and make any open editor stale.
 */
export const ANY_VERSION = '*';

/** The header value a writer sends for the version it loaded (an ETag is a quoted string). */
export const ifMatch = (version: number) => `"${version}"`;

/** A version header's value: a version number, '*' (any), or undefined (absent or unreadable). */
export function parseVersionHeader(value: string | string[] | undefined): number | typeof ANY_VERSION | undefined {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return undefined;
  if (raw === ANY_VERSION) return ANY_VERSION;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(raw);
  return match ? Number(match[1]) : undefined;
}

const TIME = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** '14:02' today, '27/11/2026, 14:02' another day (the agency's time zone). */
export function editTime(at: string | Date, now: Date = new Date()): string {
  const date = new Date(at);
  const sameDay = DATE_TIME.format(date).slice(0, 10) === DATE_TIME.format(now).slice(0, 10);
  return sameDay ? TIME.format(date) : DATE_TIME.format(date);
}

export const EDIT_VERSION_MESSAGES = {
  /** 409: someone (another admin, the Strapi panel, an API client) saved after this editor loaded the document. */
  conflict: (who: string | null, at: string | Date) =>
    `${who ?? 'Outra pessoa'} salvou este registro às ${editTime(at)}, depois que você o abriu. Compare as alterações antes de salvar de novo.`,
  /** 409 on an upsert sent as new (If-None-Match: *) while a row was created meanwhile. */
  createdMeanwhile: (who: string | null, at: string | Date) =>
    `${who ?? 'Outra pessoa'} criou este conteúdo às ${editTime(at)}, depois que você o abriu. Compare as alterações antes de salvar de novo.`,
  /** 428: an API write to an existing document that says nothing of the version it loaded. */
  versionRequired: 'Envie a versão carregada no cabeçalho If-Match (ou If-Match: * para gravar sobre qualquer versão).',
  /** The conflict view's title. */
  title: 'Este registro foi alterado enquanto você editava',
} as const;

/** The `details` of a 409: the document as stored now, its version, and who saved it when. */
export type EditConflictDetails = {
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  current: Record<string, unknown>;
};

/**
 * Sent with the save that follows a conflict when the editor chose to keep their own version over the newer one
 * ('Manter a minha versão'): the CMS records it in the audit log, so an overwrite is never silent.
 */
export const EDIT_RESOLUTION_HEADER = 'X-Edit-Resolution';
export const KEEP_MINE = 'keep-mine';
