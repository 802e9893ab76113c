import type { Core } from '@strapi/strapi';

/** What takes an erased person's e-mail or phone in the history and the Lixeira. */
export const ERASED = '[dado removido — LGPD]';
const TABLES = ['api::revision.revision', 'api::trash-entry.trash-entry'] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string inside `value` with each term (any case) replaced by ERASED. */
function scrub(value: unknown, pattern: RegExp): unknown {
  if (typeof value === 'string') return value.replace(pattern, ERASED);
  if (Array.isArray(value)) return value.map((item) => scrub(item, pattern));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, pattern)]));
  return value;
}

/**
 * An LGPD erasure reaches the history too (issue 51): a data subject's e-mail or phone typed into content (a section,
 * an article, a testimonial) and kept in its revisions or in the Lixeira is replaced there by ERASED. Terms shorter
 * than 6 characters are ignored (they would match unrelated text). Answers how many stored versions changed.
 */
export async function eraseFromHistory(strapi: Core.Strapi, terms: Array<string | null | undefined>): Promise<number> {
  const wanted = [...new Set(terms.map((term) => term?.trim()).filter((term): term is string => !!term && term.length >= 6))];
  if (wanted.length === 0) return 0;
  const pattern = new RegExp(wanted.map(escape).join('|'), 'gi');
  let changed = 0;
  for (const uid of TABLES) {
    const { tableName } = strapi.db.metadata.get(uid);
    const rows: Array<{ id: number; snapshot: unknown }> = await strapi.db
      .connection(tableName)
      .select('id', 'snapshot')
      .where((query) => wanted.forEach((term) => query.orWhereRaw('lower(cast(snapshot as text)) like ?', [`%${term.toLowerCase()}%`])));
    for (const row of rows) {
      const snapshot = typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot;
      await strapi.db.query(uid).update({ where: { id: row.id }, data: { snapshot: scrub(snapshot, pattern) } });
      changed += 1;
    }
  }
  return changed;
}
