import { factories } from '@strapi/strapi';
import { leadInputSchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { answeredBot, idempotencyKeyOf, userAgentOf } from '../../../utils/request-meta';
import { notifyNewLead } from '../../../utils/notify-lead';
import { dropOutcomeColumns, setOutcome } from '../../../utils/outcome';

const UID = 'api::lead.lead';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * POST /api/leads (public): validated with the shared rules, stored, then the agency is e-mailed.
   * A retry with the same Idempotency-Key returns the first lead; a filled honeypot gets a success answer
   * and nothing is stored; the e-mail goes out after the answer and a failed one is retried, then logged,
   * never lost with the lead.
   */
  async create(ctx) {
    const payload = ctx.request.body?.data;
    if (answeredBot(ctx, payload)) return;
    const lead = validateInput(leadInputSchema, payload);
    const { document, created } = await strapi.service(UID).receive(lead, { idempotencyKey: idempotencyKeyOf(ctx), userAgent: userAgentOf(ctx) });
    if (created) notifyNewLead(strapi, document);
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
