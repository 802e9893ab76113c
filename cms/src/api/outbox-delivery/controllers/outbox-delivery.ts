import type { Core } from '@strapi/strapi';
import { DELIVERY_RESEND_MESSAGES, deliveryResendSchema } from '@alicerce/domain';
import { errors } from '@strapi/utils';
import { wakeOutbox } from '../../../outbox';
import { publicDelivery } from '../../../outbox/deliveries-view';
import {
  countDeliveriesByState,
  FAILING_AFTER_MS,
  failingDeliveries,
  findDelivery,
  listDeliveries,
  resetDeliveriesForResend,
  resetDeliveryForResend,
  type DeliveryFilter,
  type DeliveryRow,
} from '../../../outbox/table';
import { recordAudit, requestActor } from '../../../utils/audit-log';
import { validateInput } from '../../../utils/validate-input';

const STATES = ['pending', 'sent', 'failed'];
const CHANNELS = ['email', 'webhook'];

/** A resend's audit entry: what went out again, to whom. */
const auditResend = (strapi: Core.Strapi, row: DeliveryRow) =>
  recordAudit(strapi, requestActor(strapi)!, {
    action: 'resent',
    subject_type: 'delivery',
    subject_id: Number(row.id),
    label: `${row.event} → ${publicDelivery(row).recipient}`.slice(0, 200),
  });

const one = (value: unknown, allowed: string[]) => (typeof value === 'string' && allowed.includes(value) ? value : undefined);

export default {
  /**
   * GET /api/outbox-deliveries?state&channel&subject_type&subject_id&page&pageSize: newest first, with the totals per
   * state for the same filter (the subject filter shows a lead's or booking's own deliveries).
   */
  async find(ctx) {
    const { query } = ctx;
    const page = Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1);
    const pageSize = Math.min(100, Math.max(1, Number.parseInt(String(query.pageSize ?? '25'), 10) || 25));
    const filter: DeliveryFilter = {
      channel: one(query.channel, CHANNELS),
      subject:
        typeof query.subject_type === 'string' && typeof query.subject_id === 'string'
          ? { type: query.subject_type, id: query.subject_id }
          : undefined,
    };
    const state = one(query.state, STATES);
    const rows = await listDeliveries(strapi, filter, state, page, pageSize);
    const totals = await countDeliveriesByState(strapi, filter);
    const counts = Object.fromEntries(STATES.map((s) => [s, Number(totals.find((t) => t.state === s)?.n ?? 0)]));
    const total = state ? counts[state] : STATES.reduce((sum, s) => sum + counts[s], 0);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map(publicDelivery), meta: { counts, pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } } };
  },

  /** GET /api/outbox-deliveries/summary: how many deliveries are failing (failed, or unsent for over 15 minutes), since when. */
  async summary(ctx) {
    const { count, oldestAt } = await failingDeliveries(strapi, Date.now() - FAILING_AFTER_MS);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { failing: count, since: oldestAt ? new Date(oldestAt).toISOString() : null } };
  },

  /** POST /api/outbox-deliveries/:id/resend: a failed (or still retrying) delivery goes out again now, its retries anew. */
  async resend(ctx) {
    const id = Number(ctx.params.id);
    const row = await findDelivery(strapi, id);
    if (!row) throw new errors.NotFoundError('Envio não encontrado.');
    if (row.state === 'sent') throw new errors.ValidationError('Este envio já foi entregue.');
    await resetDeliveryForResend(strapi, id);
    await auditResend(strapi, row);
    wakeOutbox();
    ctx.body = { data: publicDelivery((await findDelivery(strapi, id))!) };
  },

  /**
   * POST /api/outbox-deliveries/resend { ids }: up to BULK_MAX deliveries not yet delivered go out again now, all or
   * none (domain/src/bulk-actions.ts); one delivered or gone since the list was loaded is a 409 naming it.
   */
  async resendMany(ctx) {
    const { ids } = validateInput(deliveryResendSchema, ctx.request.body);
    const outcome = await resetDeliveriesForResend(strapi, ids);
    if ('missing' in outcome) return ctx.throw(409, DELIVERY_RESEND_MESSAGES.missing(outcome.missing), { details: { id: outcome.missing } });
    if ('delivered' in outcome) {
      const { id, recipient } = publicDelivery(outcome.delivered);
      return ctx.throw(409, DELIVERY_RESEND_MESSAGES.delivered(id, recipient), { details: { id } });
    }
    for (const row of outcome.rows) await auditResend(strapi, row);
    wakeOutbox();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { resent: outcome.rows.length, rows: outcome.rows.map(publicDelivery) } };
  },
} satisfies Core.Controller;
