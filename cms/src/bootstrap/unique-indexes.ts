import type { Core } from '@strapi/strapi';

/**
 * Natural keys enforced by the database itself (Strapi's `unique` flag is only checked in application
 * code, not under concurrent writes). Re-created on every boot in case a schema sync dropped them.
 */
/** `where` makes a partial index (the same SQL on SQLite and PostgreSQL). */
type UniqueIndex = { name: string; table: string; columns: string[]; where?: string };

const INDEXES: UniqueIndex[] = [
  { name: 'cases_slug_uq', table: 'cases', columns: ['slug'] },
  { name: 'landing_pages_slug_uq', table: 'landing_pages', columns: ['slug'] },
  { name: 'page_contents_page_section_uq', table: 'page_contents', columns: ['page_slug', 'section_key'] },
  { name: 'site_settings_key_uq', table: 'site_settings', columns: ['setting_key'] },
  { name: 'leads_idempotency_key_uq', table: 'leads', columns: ['idempotency_key'] },
  { name: 'bookings_idempotency_key_uq', table: 'bookings', columns: ['idempotency_key'] },
  // A consent choice resent by the browser (until it is stored) is the same record.
  { name: 'consent_records_choice_uq', table: 'consent_records', columns: ['consent_id', 'chosen_at'] },
  // One confirmed booking per slot; cancelled ones free it (partial index: SQLite and PostgreSQL).
  { name: 'bookings_confirmed_slot_uq', table: 'bookings', columns: ['date', 'time'], where: `"booking_state" = 'confirmed'` },
  // One counter per day × path × source × hero variant × event: the conflict target of the beacon's atomic upsert.
  {
    name: 'analytics_counters_variant_key_uq',
    table: 'analytics_counters',
    columns: ['day', 'path', 'source', 'medium', 'campaign', 'variant', 'event'],
  },
];

/** Indexes of keys that have since grown (a landing page's variants share a day, path and source): dropped on boot. */
const RETIRED = ['analytics_counters_key_uq'];

export async function ensureUniqueIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const name of RETIRED) await knex.raw(`DROP INDEX IF EXISTS "${name}"`);
  for (const { name, table, columns, where } of INDEXES) {
    const cols = columns.map((c) => `"${c}"`).join(', ');
    await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS "${name}" ON "${table}" (${cols})${where ? ` WHERE ${where}` : ''}`);
  }
}
