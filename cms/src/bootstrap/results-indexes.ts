import type { Core } from '@strapi/strapi';

/**
 * Indexes the 'Resultados' report reads through (cms/src/api/results): leads and bookings by creation time (the
 * range filter of every conversion query), and the ad spend's natural key. The counters' day is the first column of their unique key already.
 * The same SQL on SQLite and PostgreSQL; re-created on every boot in case a schema sync dropped them.
 */

/**
 * SQLite only: every column the report reads from a conversion after its creation time, so each of its GROUP BYs is an
 * index-only range (issue #15: ~8 000 leads in 30 days of 200 000, read five times, cost ~170 ms in row lookups).
 * Not on PostgreSQL, whose B-tree entries are capped at ~2 700 bytes (these text columns could pass it) and whose
 * planner reads the created_at index well.
 */
const REPORT_COLUMNS = [
  'created_at',
  'first_utm_source',
  'first_utm_medium',
  'first_utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'landing_page',
  'outcome',
  'outcome_value',
];
export const reportIndex = (table: 'leads' | 'bookings') => `${table}_report_idx`;

const INDEXES: Array<{ name: string; table: string; columns: string[]; unique?: boolean; sqliteOnly?: boolean }> = [
  { name: 'leads_created_at_idx', table: 'leads', columns: ['created_at'] },
  { name: 'bookings_created_at_idx', table: 'bookings', columns: ['created_at'] },
  ...(['leads', 'bookings'] as const).map((table) => ({ name: reportIndex(table), table, columns: REPORT_COLUMNS, sqliteOnly: true })),
  // One ad spend per campaign × month: what settles two concurrent upserts of it (cms/src/api/ad-spend).
  { name: 'ad_spends_campaign_month_uq', table: 'ad_spends', columns: ['campaign', 'month'], unique: true },
];

export async function ensureResultsIndexes(strapi: Core.Strapi) {
  const postgres = strapi.db.dialect.client === 'postgres';
  for (const { name, table, columns, unique, sqliteOnly } of INDEXES) {
    if (sqliteOnly && postgres) continue;
    const cols = columns.map((c) => `"${c}"`).join(', ');
    await strapi.db.connection.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON "${table}" (${cols})`);
  }
}
