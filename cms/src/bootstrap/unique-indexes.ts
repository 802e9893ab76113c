import type { Core } from '@strapi/strapi';

/**
 * Natural keys enforced by the database itself (Strapi's `unique` flag is only checked in application
 * code, not under concurrent writes). Re-created on every boot in case a schema sync dropped them.
 */
const INDEXES = [
  { name: 'cases_slug_uq', table: 'cases', columns: ['slug'] },
  { name: 'page_contents_page_section_uq', table: 'page_contents', columns: ['page_slug', 'section_key'] },
  { name: 'site_settings_key_uq', table: 'site_settings', columns: ['setting_key'] },
  { name: 'leads_idempotency_key_uq', table: 'leads', columns: ['idempotency_key'] },
];

export async function ensureUniqueIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const { name, table, columns } of INDEXES) {
    const cols = columns.map((c) => `"${c}"`).join(', ');
    await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS "${name}" ON "${table}" (${cols})`);
  }
}
