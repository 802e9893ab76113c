import type { Core } from '@strapi/strapi';

/**
 * Daily totals of the analytics counters, kept ahead of time so a 90-day summary or 'Resultados' report reads a few
 * thousand rows instead of every counter of the range (issue #15: 660 000 rows at 2 000 000 counters). One table per
 * breakdown: day × path and day × source/medium/campaign, each with the three events as columns.
 *
 * Database triggers on analytics_counters keep them: every insert, update (the beacon's upsert) or delete of counters
 * adds its difference in the same transaction, so the totals stay EXACT whoever writes the counters (the beacon, the
 * volume seed, a test). A table that does not exist yet (a fresh database, or one from before the rollups) is created
 * and filled from the counters in the same transaction as its triggers. Re-run on every boot: the same SQL on SQLite
 * and PostgreSQL apart from the trigger bodies (PostgreSQL's call a PL/pgSQL function).
 */
const COUNTERS = 'analytics_counters';
const EVENTS = { views: 'page_view', whatsapp_clicks: 'whatsapp_click', agendar_clicks: 'agendar_click' } as const;
const TRIGGER = 'analytics_counters_rollup';

export type Rollup = { table: string; key: string[] };
export const ROLLUPS = {
  paths: { table: 'analytics_day_paths', key: ['day', 'path'] },
  sources: { table: 'analytics_day_sources', key: ['day', 'source', 'medium', 'campaign'] },
} satisfies Record<string, Rollup>;

/** The rows of one rollup in a range of days (YYYY-MM-DD, both included), to group and sum. */
export const rollupDays = (knex: Core.Strapi['db']['connection'], rollup: keyof typeof ROLLUPS, from: string, to: string) =>
  knex(ROLLUPS[rollup].table).whereBetween('day', [from, to]);

/** The rollups' event totals summed over the rows a query groups (all three, or those named). */
export const rollupSums = (columns: Array<keyof typeof EVENTS> = ['views', 'whatsapp_clicks', 'agendar_clicks']) =>
  columns.map((c) => `COALESCE(SUM("${c}"), 0) AS "${c}"`).join(', ');

const quoted = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');
const KEY_TYPES: Record<string, string> = {
  day: 'varchar(10)',
  path: 'varchar(200)',
  source: 'varchar(100)',
  medium: 'varchar(100)',
  campaign: 'varchar(100)',
};

function createTable({ table, key }: Rollup) {
  const keys = key.map((c) => `"${c}" ${KEY_TYPES[c]} NOT NULL`);
  const sums = Object.keys(EVENTS).map((c) => `"${c}" bigint NOT NULL DEFAULT 0`);
  return `CREATE TABLE "${table}" (${[...keys, ...sums].join(', ')}, PRIMARY KEY (${quoted(key)}))`;
}

const COUNTER_COLUMNS = ['day', 'path', 'source', 'medium', 'campaign', 'event', 'hits'];
/** Counter rows with a sign (1 added, -1 taken away) as a subquery: `rows` are SELECTs of (sign, …COUNTER_COLUMNS). */
const changes = (...rows: string[]) => `(${rows.join(' UNION ALL ')}) AS "changes"`;
const signed = (sign: 1 | -1, from: string) => `SELECT ${sign} AS "sign", ${quoted(COUNTER_COLUMNS)} FROM ${from}`;
/** SQLite's trigger rows: NEW or OLD as a one-row SELECT. */
const triggerRow = (sign: 1 | -1, row: 'NEW' | 'OLD') =>
  `SELECT ${sign} AS "sign", ${COUNTER_COLUMNS.map((c) => `${row}."${c}" AS "${c}"`).join(', ')}`;

/**
 * Adds the signed counter rows of `source` to a rollup, per key: one INSERT … SELECT … GROUP BY … ON CONFLICT DO
 * UPDATE, the same on SQLite and PostgreSQL (`WHERE true`: SQLite's parser needs it before an upsert's ON).
 */
function addRows({ table, key }: Rollup, source: string) {
  const keys = key.map((c) => `COALESCE("${c}", '')`).join(', ');
  const sums = Object.values(EVENTS).map((event) => `SUM(CASE WHEN "event" = '${event}' THEN "sign" * "hits" ELSE 0 END)`);
  const update = Object.keys(EVENTS).map((c) => `"${c}" = "${table}"."${c}" + excluded."${c}"`);
  return `INSERT INTO "${table}" (${quoted(key)}, ${quoted(Object.keys(EVENTS))}) SELECT ${keys}, ${sums.join(', ')} FROM ${source} WHERE true GROUP BY ${keys} ON CONFLICT (${quoted(key)}) DO UPDATE SET ${update.join(', ')};`;
}

const rollups = Object.values(ROLLUPS);
const addAll = (source: string) => rollups.map((rollup) => addRows(rollup, source)).join('\n');

/** SQLite: a row trigger per operation adds the row's difference. */
const SQLITE_TRIGGERS = [
  `CREATE TRIGGER IF NOT EXISTS "${TRIGGER}_insert" AFTER INSERT ON "${COUNTERS}" BEGIN\n${addAll(changes(triggerRow(1, 'NEW')))}\nEND`,
  `CREATE TRIGGER IF NOT EXISTS "${TRIGGER}_update" AFTER UPDATE ON "${COUNTERS}" BEGIN\n${addAll(changes(triggerRow(-1, 'OLD'), triggerRow(1, 'NEW')))}\nEND`,
  `CREATE TRIGGER IF NOT EXISTS "${TRIGGER}_delete" AFTER DELETE ON "${COUNTERS}" BEGIN\n${addAll(changes(triggerRow(-1, 'OLD')))}\nEND`,
];

/**
 * PostgreSQL: statement triggers with transition tables (one per operation, as PostgreSQL requires) calling one
 * function, so a bulk insert (the volume seed: 1 000 rows a statement) adds its rows in one grouped upsert.
 * Replaced in one transaction (DDL is transactional there).
 */
const POSTGRES_OPERATIONS = {
  insert: 'REFERENCING NEW TABLE AS "new_rows"',
  update: 'REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"',
  delete: 'REFERENCING OLD TABLE AS "old_rows"',
};
const POSTGRES_TRIGGERS = [
  `CREATE OR REPLACE FUNCTION "${TRIGGER}"() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
${addAll(changes(signed(1, '"new_rows"')))}
  ELSIF TG_OP = 'UPDATE' THEN
${addAll(changes(signed(-1, '"old_rows"'), signed(1, '"new_rows"')))}
  ELSE
${addAll(changes(signed(-1, '"old_rows"')))}
  END IF;
  RETURN NULL;
END
$body$`,
  ...Object.entries(POSTGRES_OPERATIONS).flatMap(([operation, referencing]) => [
    `DROP TRIGGER IF EXISTS "${TRIGGER}_${operation}" ON "${COUNTERS}"`,
    `CREATE TRIGGER "${TRIGGER}_${operation}" AFTER ${operation.toUpperCase()} ON "${COUNTERS}" ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION "${TRIGGER}"()`,
  ]),
];

export async function ensureAnalyticsRollups(strapi: Core.Strapi) {
  const postgres = strapi.db.dialect.client === 'postgres';
  await strapi.db.connection.transaction(async (trx) => {
    // Replicas booting at once take turns (PostgreSQL: two CREATE OR REPLACE FUNCTION at once can fail).
    if (postgres) await trx.raw('SELECT pg_advisory_xact_lock(15001)');
    for (const rollup of rollups) {
      if (await trx.schema.hasTable(rollup.table)) continue;
      await trx.raw(createTable(rollup));
      await trx.raw(addRows(rollup, changes(signed(1, `"${COUNTERS}"`))));
    }
    for (const statement of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await trx.raw(statement);
  });
}
