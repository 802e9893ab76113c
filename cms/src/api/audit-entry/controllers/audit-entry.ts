import { factories } from '@strapi/strapi';
import { auditEntryServiceOf } from '../services/audit-entry';

const UID = 'api::audit-entry.audit-entry';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/audit-entries/actors (admins only): everyone who appears in the log, for the 'Pessoa' filter. */
  async actors(ctx) {
    const rows = await auditEntryServiceOf(strapi).actors();
    const byKey = new Map<string, string>();
    for (const row of rows) if (!byKey.has(row.actor_key)) byKey.set(row.actor_key, row.actor_name);
    ctx.body = { data: [...byKey].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')) };
  },
}));
