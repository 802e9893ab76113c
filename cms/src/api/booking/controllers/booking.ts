import { factories } from '@strapi/strapi';
import { availabilityQuerySchema, bookingInputSchema } from '@alicerce/domain';
import { validateInput } from '../../../utils/validate-input';
import { answeredBot, idempotencyKeyOf, userAgentOf } from '../../../utils/request-meta';
import { isSlotConflict, SlotTakenError, slotTakenBody } from '../../../utils/booking-conflict';
import { dropOutcomeColumns, setOutcome } from '../../../utils/outcome';

const UID = 'api::booking.booking';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/bookings/availability?from&to (public): { data: { 'YYYY-MM-DD': ['09:00', …] } }, taken slots only. */
  async availability(ctx) {
    const { from, to } = validateInput(availabilityQuerySchema, { from: ctx.query.from, to: ctx.query.to });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await strapi.service(UID).takenSlots(from, to) };
  },

  /**
   * POST /api/bookings (public): every rule checked again (weekday, real slot, not past in Sao Paulo, contact
   * fields), stored with its e-mails in the outbox (src/outbox). A taken slot is 409; a filled honeypot gets a
   * success answer and nothing is stored.
   */
  async create(ctx) {
    const payload = ctx.request.body?.data;
    if (answeredBot(ctx, payload)) return;
    const input = validateInput(bookingInputSchema, payload);
    try {
      const { document, created } = await strapi.service(UID).book(input, { idempotencyKey: idempotencyKeyOf(ctx), userAgent: userAgentOf(ctx) });
      ctx.status = created ? 201 : 200;
      const { documentId, date, time, meeting_url } = document;
      ctx.body = { data: { documentId, date, time, meeting_url } };
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      ctx.status = 409;
      ctx.body = slotTakenBody();
    }
  },

  /** PUT /api/bookings/:id (admin): as core, but moving onto a slot that is already confirmed is a 409. */
  async update(ctx) {
    dropOutcomeColumns(ctx);
    try {
      return await super.update(ctx);
    } catch (error) {
      if (!isSlotConflict(error)) throw error;
      ctx.status = 409;
      ctx.body = slotTakenBody();
    }
  },

  /** PUT /api/bookings/:documentId/outcome (admin): utils/outcome.ts. */
  async setOutcome(ctx) {
    await setOutcome(strapi, UID, ctx);
  },
}));
