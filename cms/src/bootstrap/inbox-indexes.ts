import type { Core } from '@strapi/strapi';

/**
 * The indexes the inbox grid and its export read with at 200 000 rows (issue #15): the default order and the export's
 * keyset (created_at, id), and each equality filter followed by created_at, so "this campaign, newest first" is one
 * index range. Plain SQL that SQLite and PostgreSQL share, re-created on every boot (a schema sync may drop them).
 * The free-text search ($containsi, a LIKE '%…%') cannot use a B-tree: it scans the rows the other filters leave.
 */
const FILTERED = ['utm_source', 'utm_campaign', 'first_utm_source', 'first_utm_campaign'];

const INDEXES: Array<{ table: string; columns: string[] }> = [
  ...(['leads', 'bookings'] as const).flatMap((table) => [
    { table, columns: ['created_at', 'id'] },
    { table, columns: [table === 'leads' ? 'lead_status' : 'booking_state', 'created_at'] },
    ...FILTERED.map((column) => ({ table, columns: [column, 'created_at'] })),
  ]),
];

export const inboxIndexName = ({ table, columns }: { table: string; columns: string[] }) => `${table}_${columns.join('_')}_idx`;

export async function ensureInboxIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const index of INDEXES) {
    const cols = index.columns.map((c) => `"${c}"`).join(', ');
    await knex.raw(`CREATE INDEX IF NOT EXISTS "${inboxIndexName(index)}" ON "${index.table}" (${cols})`);
  }
}
