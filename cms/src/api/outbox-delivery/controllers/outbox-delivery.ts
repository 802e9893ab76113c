import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { OUTBOX, wakeOutbox } from '../../../outbox';
import { publicDelivery } from '../../../outbox/deliveries-view';
import type { DeliveryRow } from '../../../outbox/table';
import { recordAudit, requestActor } from '../../../utils/audit-log';

const STATES = ['pending', 'sent', 'failed'];
const CHANNELS = ['email', 'webhook'];
/** A delivery still not sent this long after it was stored counts as failing (the dashboard's banner). */
export const FAILING_AFTER_MS = 15 * 60_000;

const knex = () => strapi.db.connection;
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
    const filtered = () => {
      const q = knex()(OUTBOX);
      const channel = one(query.channel, CHANNELS);
      if (channel) q.where('channel', channel);
      if (typeof query.subject_type === 'string' && typeof query.subject_id === 'string') q.where({ subject_type: query.subject_type, subject_id: query.subject_id });
      return q;
    };
    const state = one(query.state, STATES);
    const rows: DeliveryRow[] = await (state ? filtered().where('state', state) : filtered()).orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize);
    const totals: Array<{ state: string; n: number | string }> = await filtered().select('state').count({ n: '*' }).groupBy('state');
    const counts = Object.fromEntries(STATES.map((s) => [s, Number(totals.find((t) => t.state === s)?.n ?? 0)]));
    const total = state ? counts[state] : STATES.reduce((sum, s) => sum + counts[s], 0);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: rows.map(publicDelivery), meta: { counts, pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } } };
  },

  /** GET /api/outbox-deliveries/summary: how many deliveries are failing (failed, or unsent for over 15 minutes), since when. */
  async summary(ctx) {
    const before = Date.now() - FAILING_AFTER_MS;
    const failing = () => knex()(OUTBOX).where((q) => q.where('state', 'failed').orWhere((p) => p.where('state', 'pending').where('attempts', '>', 0).where('created_at', '<', before)));
    const [{ n }] = await failing().count({ n: '*' });
    const oldest = await failing().min({ at: 'created_at' }).first();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { failing: Number(n), since: oldest?.at ? new Date(Number(oldest.at)).toISOString() : null } };
  },

  /** POST /api/outbox-deliveries/:id/resend: a failed (or still retrying) delivery goes out again now, its retries anew. */
  async resend(ctx) {
    const id = Number(ctx.params.id);
    const row: DeliveryRow | undefined = Number.isInteger(id) ? await knex()(OUTBOX).where('id', id).first() : undefined;
    if (!row) throw new errors.NotFoundError('Envio não encontrado.');
    if (row.state === 'sent') throw new errors.ValidationError('Este envio já foi entregue.');
    await knex()(OUTBOX).where('id', id).update({ state: 'pending', attempts: 0, next_attempt_at: Date.now(), lease_until: null, leased_by: null });
    await recordAudit(strapi, requestActor(strapi)!, { action: 'resent', subject_type: 'delivery', subject_id: id, label: `${row.event} → ${publicDelivery(row).recipient}`.slice(0, 200) });
    wakeOutbox();
    ctx.body = { data: publicDelivery(await knex()(OUTBOX).where('id', id).first()) };
  },
} satisfies Core.Controller;
