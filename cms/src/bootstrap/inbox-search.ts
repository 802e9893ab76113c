import type { Core } from '@strapi/strapi';
import { INBOX_SEARCH_FIELDS } from '@alicerce/domain';

/**
 * The inbox's free-text search (domain inboxWhere: `$containsi` on name, e-mail, phone and company, any of them) with
 * an index at 200 000 rows (issue #15). Strapi writes `$containsi` as `LOWER(column) LIKE LOWER('%…%')`, which no
 * B-tree serves, and the grid runs it twice (the page and its count). The results stay EXACTLY that LIKE's:
 * - PostgreSQL: trigram GIN indexes (extension pg_trgm, trusted since PostgreSQL 13) on the very expression Strapi
 *   writes, so the planner answers the LIKE from the index. Without the extension (a role that may not create it) the
 *   search keeps working, by scanning.
 * - SQLite: an FTS5 table with the trigram tokenizer per table (a copy of the four fields, kept by triggers) finds
 *   the candidate rows; a database lifecycle adds "id among the candidates" next to the search's LIKEs, which still
 *   decide. The trigram index folds case more widely than SQLite's LOWER (ASCII only), so the candidates are a
 *   superset of the LIKE's rows. Searches shorter than 3 characters (no trigram) are left as they are.
 * Re-created on every boot, idempotently: a database from before gets its index filled once.
 */
const SEARCHED = [
  { uid: 'api::lead.lead', table: 'leads' },
  { uid: 'api::booking.booking', table: 'bookings' },
] as const;
const FIELDS: readonly string[] = INBOX_SEARCH_FIELDS;
const columns = (prefix = '') => FIELDS.map((field) => `${prefix}"${field}"`).join(', ');
const searchTable = (table: string) => `${table}_search`;

async function ensurePostgresIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  try {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch (error) {
    strapi.log.warn(`inbox search: no pg_trgm extension (${(error as Error).message}); the search scans the rows`);
    return;
  }
  for (const { table } of SEARCHED) {
    for (const field of FIELDS) {
      // The expression of Strapi's $containsi on PostgreSQL (where.ts fieldLowerFn), so the index matches it.
      await knex.raw(
        `CREATE INDEX IF NOT EXISTS "${table}_${field}_trgm_idx" ON "${table}" USING gin (LOWER(CAST("${field}" AS VARCHAR)) gin_trgm_ops)`,
      );
    }
  }
}

async function ensureSqliteIndexes(strapi: Core.Strapi) {
  await strapi.db.connection.transaction(async (trx) => {
    for (const { table } of SEARCHED) {
      const search = searchTable(table);
      await trx.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS "${search}" USING fts5(${columns()}, tokenize = 'trigram')`);
      const remove = `DELETE FROM "${search}" WHERE rowid = OLD."id";`;
      const add = `INSERT INTO "${search}" (rowid, ${columns()}) VALUES (NEW."id", ${columns('NEW.')});`;
      await trx.raw(`CREATE TRIGGER IF NOT EXISTS "${search}_insert" AFTER INSERT ON "${table}" BEGIN ${add} END`);
      await trx.raw(`CREATE TRIGGER IF NOT EXISTS "${search}_update" AFTER UPDATE OF "id", ${columns()} ON "${table}" BEGIN ${remove} ${add} END`);
      await trx.raw(`CREATE TRIGGER IF NOT EXISTS "${search}_delete" AFTER DELETE ON "${table}" BEGIN ${remove} END`);
      // A new index (or one that drifted, e.g. rows written while a schema sync had dropped the triggers) is refilled.
      const [{ rows }] = await trx(table).count({ rows: '*' });
      const [{ indexed }] = await trx(search).count({ indexed: '*' });
      if (Number(rows) !== Number(indexed)) {
        await trx.raw(`DELETE FROM "${search}"`);
        await trx.raw(`INSERT INTO "${search}" (rowid, ${columns()}) SELECT "id", ${columns()} FROM "${table}"`);
      }
    }
  });
}

type Where = Record<string, unknown>;
/** A filter object as parsed from a query or written in code (not a Date, a knex query or a value). */
const isPlain = (value: unknown): value is Where =>
  Object.prototype.toString.call(value) === '[object Object]' && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** The search term of an `$or` that is exactly inboxWhere's search (each field once, `$containsi` of one value), if it is one. */
function searchTerm(or: unknown): string | undefined {
  if (!Array.isArray(or) || or.length !== FIELDS.length) return undefined;
  const conditions = or.map((condition) => (isPlain(condition) ? Object.entries(condition) : []));
  if (conditions.some((entries) => entries.length !== 1 || !isPlain(entries[0][1]))) return undefined;
  if (new Set(conditions.map(([[field]]) => field)).size !== FIELDS.length || conditions.some(([[field]]) => !FIELDS.includes(field)))
    return undefined;
  const terms = new Set(conditions.map(([[, operator]]) => (operator as Where).$containsi));
  const [term] = terms;
  return terms.size === 1 && typeof term === 'string' ? term : undefined;
}

/**
 * Above this many candidates a page (not a count) is left to read down the created_at index and stop at its last row:
 * a frequent term is met within a few hundred rows, faster than looking up and sorting every candidate
 * (EXPLAIN QUERY PLAN at 200 000 leads, "souza" = 13 440 rows: 8 ms that way, ~100 ms through the candidates).
 */
const PAGE_CANDIDATES_MAX = 5_000;

/**
 * `where` with "id among the trigram index's candidates" next to every search of 3 characters or more — for a page,
 * only when the candidates are few (PAGE_CANDIDATES_MAX).
 */
async function withCandidates(strapi: Core.Strapi, table: string, where: unknown, page: boolean): Promise<unknown> {
  if (Array.isArray(where)) return Promise.all(where.map((inner) => withCandidates(strapi, table, inner, page)));
  if (!isPlain(where)) return where;
  const term = searchTerm(where.$or);
  if (term !== undefined && [...term].length >= 3) {
    const search = searchTable(table);
    const candidates = () => strapi.db.connection(search).whereRaw(`"${search}" MATCH ?`, [`"${term.replace(/"/g, '""')}"`]);
    // In the query's own transaction when there is one (SQLite's pool holds one connection).
    const [{ count }] = page ? await strapi.db.transaction(async ({ trx }) => candidates().transacting(trx).count({ count: '*' })) : [{ count: 0 }];
    return Number(count) > PAGE_CANDIDATES_MAX ? where : { $and: [{ id: { $in: candidates().select('rowid') } }, where] };
  }
  const entries = await Promise.all(Object.entries(where).map(async ([key, value]) => [key, await withCandidates(strapi, table, value, page)]));
  return Object.fromEntries(entries);
}

export async function ensureInboxSearch(strapi: Core.Strapi) {
  if (strapi.db.dialect.client === 'postgres') return ensurePostgresIndexes(strapi);
  await ensureSqliteIndexes(strapi);
  for (const { uid, table } of SEARCHED) {
    const narrow = (page: boolean) => async (event: { params: { where?: unknown } }) => {
      if (event.params?.where) event.params.where = await withCandidates(strapi, table, event.params.where, page);
    };
    strapi.db.lifecycles.subscribe({ models: [uid], beforeFindMany: narrow(true), beforeCount: narrow(false) });
  }
}
