import type { Core } from '@strapi/strapi';
import type { AdSpend, AdSpendInput } from '@alicerce/domain';
import { upsertByKey } from '../../../utils/upsert-by-key';

const UID = 'api::ad-spend.ad-spend';
const TABLE = 'ad_spends';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every month of the range (inclusive), by month then campaign: (campaign, month) is unique, so the order is total. */
  list: async (fromMonth: string, toMonth: string): Promise<AdSpend[]> =>
    (
      await strapi.documents(UID).findMany({
        filters: { month: { $between: [fromMonth, toMonth] } },
        fields: ['campaign', 'month', 'amount'],
        sort: ['month:asc', 'campaign:asc'],
      })
    ).map((spend) => ({ documentId: spend.documentId, campaign: String(spend.campaign), month: String(spend.month), amount: Number(spend.amount) })),

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
