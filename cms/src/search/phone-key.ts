import type { Core } from '@strapi/strapi';
import { phoneSearchKey } from '@alicerce/domain';

/**
 * The phone column the dashboard's search finds leads and bookings by (issue 57): `phone_search_key`, the phone's
 * national digits reversed (domain phoneSearchKey), so "the phone ends with these digits" — typed with or without
 * +55, the area code or punctuation — is a prefix of the key and one range of its B-tree index, at 200 000 rows too.
 * This module owns the column's queries: it is filled on every write of the query engine (the document service and
 * the lead service write through it), backfilled on boot for rows written around it (a restore, a raw import, a
 * database from before), and read by `idsByPhoneKey` only.
 */
export const PHONE_KEYED = [
  { uid: 'api::lead.lead', table: 'leads' },
  { uid: 'api::booking.booking', table: 'bookings' },
] as const;
export type PhoneKeyedTable = (typeof PHONE_KEYED)[number]['table'];

const COLUMN = 'phone_search_key';
const indexName = (table: string) => `${table}_${COLUMN}_idx`;
const BACKFILL_BATCH = 1_000;

type Data = Record<string, unknown>;
/** Sets the key next to a phone being written (an anonymisation's '' gives ''). */
function keyed(data: unknown) {
  if (!data || typeof data !== 'object') return;
  const row = data as Data;
  if ('phone' in row) row[COLUMN] = phoneSearchKey(typeof row.phone === 'string' ? row.phone : '');
}

/** Fills the key on each create and update of a lead or booking, one or many (the LGPD anonymisation is an updateMany). */
export function keepPhoneKeys(strapi: Core.Strapi) {
  const fill = (event: { params: { data?: unknown } }) => {
    const data = event.params?.data;
    if (Array.isArray(data)) data.forEach(keyed);
    else keyed(data);
  };
  strapi.db.lifecycles.subscribe({
    models: PHONE_KEYED.map(({ uid }) => uid),
    beforeCreate: fill,
    beforeCreateMany: fill,
    beforeUpdate: fill,
    beforeUpdateMany: fill,
  });
}

/**
 * The index (re-created on every boot: a schema sync may drop it) and the backfill of rows without a key, in batches.
 * PostgreSQL's index uses text_pattern_ops so `LIKE 'digits%'` reads it whatever the database's collation; SQLite's
 * plain index serves GLOB 'digits*'.
 */
export async function ensurePhoneKeys(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const ops = strapi.db.dialect.client === 'postgres' ? ' text_pattern_ops' : '';
  for (const { table } of PHONE_KEYED) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS "${indexName(table)}" ON "${table}" ("${COLUMN}"${ops})`);
    let filled = 0;
    for (;;) {
      const rows: Array<{ id: number; phone: string | null }> = await knex(table)
        .whereNull(COLUMN)
        .select('id', 'phone')
        .orderBy('id')
        .limit(BACKFILL_BATCH);
      if (!rows.length) break;
      // One statement a batch: SET key = CASE id WHEN … THEN … END WHERE id IN (…).
      const cases = rows.map(() => 'WHEN ? THEN ?').join(' ');
      await knex.raw(`UPDATE "${table}" SET "${COLUMN}" = CASE "id" ${cases} END WHERE "id" IN (${rows.map(() => '?').join(', ')})`, [
        ...rows.flatMap((row) => [row.id, phoneSearchKey(row.phone)]),
        ...rows.map((row) => row.id),
      ]);
      filled += rows.length;
    }
    if (filled) strapi.log.info(`search: phone keys of ${filled} ${table} filled`);
  }
}

/**
 * Ids of the rows (not anonymised) whose phone ends with the digits of `key` (a phoneSearchKey), newest first, at most
 * `limit`. Only a prefix of the key is compared, so the index answers; the matches of 8+ digits are few.
 */
export async function idsByPhoneKey(strapi: Core.Strapi, table: PhoneKeyedTable, key: string, limit: number): Promise<number[]> {
  if (!/^\d+$/.test(key)) return [];
  const postgres = strapi.db.dialect.client === 'postgres';
  const rows: Array<{ id: number }> = await strapi.db
    .connection(table)
    .whereRaw(postgres ? `"${COLUMN}" LIKE ?` : `"${COLUMN}" GLOB ?`, [postgres ? `${key}%` : `${key}*`])
    .whereNull('anonymised_at')
    .select('id')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
  return rows.map((row) => Number(row.id));
}
