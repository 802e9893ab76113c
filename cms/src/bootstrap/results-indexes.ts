import type { Core } from '@strapi/strapi';

/**
 * Indexes the 'Resultados' report reads through (cms/src/api/results): leads and bookings by creation time (the
 * range filter of every conversion query). The counters' day is the first column of their unique key already.
 * The same SQL on SQLite and PostgreSQL; re-created on every boot in case a schema sync dropped them.
 */
const INDEXES = [
  { name: 'leads_created_at_idx', table: 'leads', column: 'created_at' },
  { name: 'bookings_created_at_idx', table: 'bookings', column: 'created_at' },
];

export async function ensureResultsIndexes(strapi: Core.Strapi) {
  for (const { name, table, column } of INDEXES) {
    await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" ("${column}")`);
  }
}
