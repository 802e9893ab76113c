import { factories } from '@strapi/strapi';

const UID = 'api::audit-entry.audit-entry';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/audit-entries/actors (admins only): everyone who appears in the log, for the 'Pessoa' filter. */
  async actors(ctx) {
    const table = strapi.db.metadata.get(UID).tableName;
    const rows: Array<{ actor_key: string; actor_name: string }> = await strapi.db.connection(table).distinct('actor_key', 'actor_name');
    const byKey = new Map<string, string>();
    for (const row of rows) if (!byKey.has(row.actor_key)) byKey.set(row.actor_key, row.actor_name);
    ctx.body = { data: [...byKey].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')) };
  },
}));
