import type { Core } from '@strapi/strapi';

/**
 * Indexes the 'Resultados' report reads through (cms/src/api/results): leads and bookings by creation time (the
 * range filter of every conversion query), and the ad spend's natural key. The counters' day is the first column of their unique key already.
 * The same SQL on SQLite and PostgreSQL; re-created on every boot in case a schema sync dropped them.
 */
const INDEXES = [
  { name: 'leads_created_at_idx', table: 'leads', columns: ['created_at'] },
  { name: 'bookings_created_at_idx', table: 'bookings', columns: ['created_at'] },
  // One ad spend per campaign × month: the conflict target of its upsert (cms/src/api/ad-spend).
  { name: 'ad_spends_campaign_month_uq', table: 'ad_spends', columns: ['campaign', 'month'], unique: true },
];

export async function ensureResultsIndexes(strapi: Core.Strapi) {
  for (const { name, table, columns, unique } of INDEXES) {
    const cols = columns.map((c) => `"${c}"`).join(', ');
    await strapi.db.connection.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON "${table}" (${cols})`);
  }
}
