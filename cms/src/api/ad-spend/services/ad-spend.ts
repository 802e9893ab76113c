import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { AdSpend, AdSpendInput } from '@alicerce/domain';

const TABLE = 'ad_spends';
const row = (r: Record<string, unknown>): AdSpend => ({ documentId: String(r.document_id), campaign: String(r.campaign), month: String(r.month), amount: Number(r.amount) });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: async (fromMonth: string, toMonth: string): Promise<AdSpend[]> =>
    (await strapi.db.connection(TABLE).select('document_id', 'campaign', 'month', 'amount').whereBetween('month', [fromMonth, toMonth]).orderBy(['month', 'campaign'])).map(row),

  /**
   * One statement (INSERT … ON CONFLICT on the unique campaign × month index, the same on SQLite and PostgreSQL):
   * typing a month's spend again replaces it, and two saves at once never make two rows.
   */
  async upsert({ campaign, month, amount }: AdSpendInput): Promise<AdSpend> {
    const knex = strapi.db.connection;
    const now = new Date();
    await knex.raw(
      `INSERT INTO "${TABLE}" ("document_id", "campaign", "month", "amount", "created_at", "updated_at", "published_at") VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT ("campaign", "month") DO UPDATE SET "amount" = excluded."amount", "updated_at" = excluded."updated_at"`,
      [randomBytes(12).toString('hex'), campaign, month, amount, now, now, now],
    );
    return row(await knex(TABLE).where({ campaign, month }).first());
  },

  remove: async (documentId: string) => (await strapi.db.connection(TABLE).where({ document_id: documentId }).delete()) > 0,
});
