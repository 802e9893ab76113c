import { EDIT_RESOLUTION_HEADER, ifMatch, KEEP_MINE } from '@alicerce/domain';

/**
 * What a write to an existing document (or an upsert) says of the version it was made from (issue 51): the version
 * the editor loaded, or null when there was no stored row (an upsert of a section or setting not saved yet), and
 * whether it knowingly overwrites a newer one ('Manter a minha versão').
 */
export type WritePrecondition = { version: number | null; keepMine?: boolean };

/** The headers of `precondition`: `If-Match: "<version>"` (or `If-None-Match: *`), plus the keep-mine resolution. */
export function versionHeaders({ version, keepMine }: WritePrecondition): Record<string, string> {
  const headers: Record<string, string> = version === null ? { 'If-None-Match': '*' } : { 'If-Match': ifMatch(version) };
  if (keepMine) headers[EDIT_RESOLUTION_HEADER] = KEEP_MINE;
  return headers;
}

/** The version a document carries in the CMS's answer (null when it has none: a row not stored yet). */
export const versionOf = (document: { version?: unknown } | null | undefined): number | null =>
  typeof document?.version === 'number' ? document.version : null;
