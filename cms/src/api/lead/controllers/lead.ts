import { factories } from '@strapi/strapi';
import { leadInputSchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { answeredBot, idempotencyKeyOf, userAgentOf } from '../../../utils/request-meta';
import { dropOutcomeColumns, setOutcome } from '../../../utils/outcome';

const UID = 'api::lead.lead';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * POST /api/leads (public): validated with the shared rules, stored with the agency's e-mail in the outbox
   * (src/outbox: sent at once, retried for a day, never lost with the lead). A retry with the same
   * Idempotency-Key returns the first lead; a filled honeypot gets a success answer and nothing is stored.
   */
  async create(ctx) {
    const payload = ctx.request.body?.data;
    if (answeredBot(ctx, payload)) return;
    const lead = validateInput(leadInputSchema, payload);
    const { document, created } = await strapi.service(UID).receive(lead, { idempotencyKey: idempotencyKeyOf(ctx), userAgent: userAgentOf(ctx) });
    ctx.status = created ? 201 : 200;
    ctx.body = { data: { documentId: document.documentId, createdAt: document.createdAt, received: true } };
  },

  /** PUT /api/leads/:id (admin): as core, but the outcome is only written through …/outcome. */
  async update(ctx) {
    dropOutcomeColumns(ctx);
    return super.update(ctx);
  },

  /** PUT /api/leads/:documentId/outcome (admin): utils/outcome.ts. */
  async setOutcome(ctx) {
    await setOutcome(strapi, UID, ctx);
  },
}));
