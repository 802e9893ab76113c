import type { Core } from '@strapi/strapi';
import type { AdSpend, AdSpendInput } from '@alicerce/domain';
import { upsertByKey } from '../../../utils/upsert-by-key';

const UID = 'api::ad-spend.ad-spend';
const TABLE = 'ad_spends';
const row = (r: Record<string, unknown>): AdSpend => ({ documentId: String(r.document_id), campaign: String(r.campaign), month: String(r.month), amount: Number(r.amount) });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: async (fromMonth: string, toMonth: string): Promise<AdSpend[]> =>
    (await strapi.db.connection(TABLE).select('document_id', 'campaign', 'month', 'amount').whereBetween('month', [fromMonth, toMonth]).orderBy(['month', 'campaign'])).map(row),

  /**
   * Sets the campaign's spend of that month through the CMS's one upsert (utils/upsert-by-key.ts): typing a month's
   * spend again replaces it, and the unique campaign × month index (bootstrap/results-indexes.ts) settles two saves
   * at once into one row.
   */
  async upsert({ campaign, month, amount }: AdSpendInput): Promise<AdSpend> {
    const saved: { documentId: string } & Record<string, unknown> = await upsertByKey(strapi, UID, { campaign, month }, { amount });
    return { documentId: saved.documentId, campaign: String(saved.campaign), month: String(saved.month), amount: Number(saved.amount) };
  },

  remove: async (documentId: string) => (await strapi.db.connection(TABLE).where({ document_id: documentId }).delete()) > 0,
});
