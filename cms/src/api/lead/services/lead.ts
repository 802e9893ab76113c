import { factories, type Core, type UID as Uid } from '@strapi/strapi';
import { sanitize } from '@strapi/utils';
import type { LeadInput } from '@alicerce/domain';
import { enqueueDeliveries, leadAgencyEmail, leadPayload, wakeOutbox, webhookDeliveries } from '../../../outbox';
import { launchDeliveries, launchRoutingOf } from '../launch-deliveries';

const UID = 'api::lead.lead';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Stores a lead from the public form, validated beforehand with the shared domain rules (which hold every
   * limit of the schema). One INSERT on the query engine instead of the document service: the document
   * service re-validated every field with its own validator and wrapped the insert in a transaction with two
   * re-reads, about 4× the CPU of the whole insert, and the form's endpoint is the API's busiest write.
   * What the document service would add is done here: publishedAt (leads have no drafts, and the admin list
   * only shows published rows) and the `entry.create` event that webhooks listen to.
   *
   * The agency's e-mail about it (and one to each recipient of the launch page it came from, and a delivery per CRM webhook) is stored in the outbox in the same transaction: a lead that is stored always has
   * its notification stored too, and the outbox's worker sends it (retrying for a day) whatever happens to this
   * process after the answer.
   *
   * A retry of the same submission (same Idempotency-Key) hits the unique index on the key and gets the first
   * lead back (`created` false); that index, not a read before the insert, settles concurrent retries.
   */
  async receive(lead: LeadInput, meta: { idempotencyKey?: string; userAgent: string }) {
    const leads = strapi.db.query(UID);
    const launch = await launchRoutingOf(strapi, lead.landing_page_slug);
    try {
      const document = await strapi.db.transaction(async ({ trx }) => {
        const stored = await leads.create({
          data: { ...lead, user_agent: meta.userAgent, lead_status: 'new', idempotency_key: meta.idempotencyKey ?? null, publishedAt: new Date() },
        });
        await enqueueDeliveries(trx, [
          { channel: 'email', event: 'lead.created', subject_type: 'lead', subject_id: stored.documentId, message: leadAgencyEmail(stored) },
          ...(await launchDeliveries(trx, stored, launch)),
          ...(await webhookDeliveries(trx, 'lead.created', { type: 'lead', id: stored.documentId }, leadPayload(stored))),
        ]);
        return stored;
      });
      wakeOutbox();
      emitCreated(strapi, document);
      return { document, created: true };
    } catch (error) {
      const first = meta.idempotencyKey ? await leads.findOne({ where: { idempotency_key: meta.idempotencyKey } }) : null;
      if (first) return { document: first, created: false };
      throw error;
    }
  },
}));

/** A stored lead as the sanitizer takes it (a plain object of JSON-like values). */
type SanitizerData = Parameters<typeof sanitize.sanitizers.defaultSanitizeOutput>[1];

/** The event the document service emits after a create (webhooks, audit), without private fields. */
function emitCreated(strapi: Core.Strapi, entry: SanitizerData) {
  const model = strapi.getModel(UID);
  // The sanitizer asks only for the models the lead's schema names (its relations and components): schema UIDs.
  sanitize.sanitizers
    .defaultSanitizeOutput({ schema: model, getModel: (uid) => strapi.getModel(uid as Uid.Schema) }, entry)
    .then((sanitized) => strapi.eventHub.emit('entry.create', { model: model.modelName, uid: UID, entry: sanitized }))
    .catch((error) => strapi.log.error(`[leads] entry.create event for lead ${entry.documentId} failed: ${error.message}`));
}
