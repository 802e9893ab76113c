import { factories } from '@strapi/strapi';
import type { ConsentRecord, ConsentRecordInput } from '@alicerce/domain';

const UID = 'api::consent-record.consent-record';

/**
 * A stored record as the query engine answers it: the fields of the shared schema (all required in the content type,
 * categories the JSON it was given), the datetimes as stored. Narrower than the generated type, where every field may be null.
 */
type Row = Omit<ConsentRecordInput, 'chosen_at'> & { chosen_at: string | Date; createdAt: string | Date };

/** What an admin reads of a record: the proof, and when the CMS received it. */
const toRecord = (row: Row): ConsentRecord => ({
  consent_id: row.consent_id,
  categories: row.categories,
  policy_version: row.policy_version,
  action: row.action,
  chosen_at: new Date(row.chosen_at).toISOString(),
  recorded_at: new Date(row.createdAt).toISOString(),
});

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Stores one consent choice with exactly the fields of the shared schema (nothing about the request: no IP, no
   * user agent). The browser resends a choice until it is stored, so the same choice (consent id + time of choice)
   * arriving again is the first record (`created` false): a unique database index settles it, races included.
   */
  async record(input: ConsentRecordInput) {
    const records = strapi.db.query(UID);
    const { consent_id, categories, policy_version, action } = input;
    const chosen_at = new Date(input.chosen_at);
    try {
      await records.create({ data: { consent_id, categories, policy_version, action, chosen_at, publishedAt: new Date() } });
      return { created: true };
    } catch (error) {
      if (await records.findOne({ where: { consent_id, chosen_at } })) return { created: false };
      throw error;
    }
  },

  /** Every choice recorded under one consent id, the latest first. */
  async history(consentId: string): Promise<ConsentRecord[]> {
    const rows = await strapi.db
      .query(UID)
      .findMany({ where: { consent_id: consentId }, orderBy: [{ chosen_at: 'desc' }, { id: 'desc' }], limit: 100 });
    return rows.map(toRecord);
  },
}));
