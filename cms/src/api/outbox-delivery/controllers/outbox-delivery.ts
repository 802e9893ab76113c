import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { wakeOutbox } from '../../../outbox';
import { publicDelivery } from '../../../outbox/deliveries-view';
import {
  countDeliveriesByState,
  FAILING_AFTER_MS,
  failingDeliveries,
  findDelivery,
  listDeliveries,
  resetDeliveryForResend,
  type DeliveryFilter,
} from '../../../outbox/table';
import { recordAudit, requestActor } from '../../../utils/audit-log';

const STATES = ['pending', 'sent', 'failed'];
const CHANNELS = ['email', 'webhook'];

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
    await recordAudit(strapi, requestActor(strapi)!, {
      action: 'resent',
      subject_type: 'delivery',
      subject_id: id,
      label: `${row.event} → ${publicDelivery(row).recipient}`.slice(0, 200),
    });
    wakeOutbox();
    ctx.body = { data: publicDelivery((await findDelivery(strapi, id))!) };
  },
} satisfies Core.Controller;
