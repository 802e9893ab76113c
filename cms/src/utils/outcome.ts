import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { leadStatusForOutcome, outcomeInputSchema, type LeadStatus } from '@alicerce/domain';
import { validateInput } from './validate-input';
import { enqueueDeliveries, outcomePayload, wakeOutbox, webhookDeliveries } from '../outbox';

type Uid = 'api::lead.lead' | 'api::booking.booking';

/** The columns only PUT …/:documentId/outcome writes: the inbox's plain update drops them (no forged "who" or "when"). */
export const OUTCOME_COLUMNS = ['outcome', 'outcome_value', 'outcome_set_by', 'outcome_set_at'] as const;

export function dropOutcomeColumns(ctx: Context) {
  const data = ctx.request.body?.data;
  if (data && typeof data === 'object') for (const column of OUTCOME_COLUMNS) delete data[column];
}

export const OUTCOME_FIELDS = ['documentId', ...OUTCOME_COLUMNS] as const;

/**
 * PUT /api/leads|bookings/:documentId/outcome (admins only, permissions.ts): sets or clears the outcome and its
 * value; who (the admin's e-mail) and when are the server's. Clearing clears all four. A lead's status follows
 * (leadStatusForOutcome), and for a lead the CRM webhooks get lead.outcome_changed. Answers the four columns as stored.
 */
export async function setOutcome(strapi: Core.Strapi, uid: Uid, ctx: Context) {
  const input = validateInput(outcomeInputSchema, ctx.request.body?.data);
  const rows = strapi.db.query(uid);
  const documentId = String(ctx.params.documentId);
  const current = await rows.findOne({ where: { documentId }, select: ['id', ...(uid === 'api::lead.lead' ? ['lead_status'] : [])] });
  if (!current) throw new errors.NotFoundError('Registro não encontrado.');
  const data: Record<string, unknown> = input.outcome
    ? {
        outcome: input.outcome,
        outcome_value: input.outcome_value,
        outcome_set_by: String(ctx.state.user.email).slice(0, 255),
        outcome_set_at: new Date(),
      }
    : { outcome: null, outcome_value: null, outcome_set_by: null, outcome_set_at: null };
  if (uid === 'api::lead.lead') data.lead_status = leadStatusForOutcome(input.outcome, current.lead_status as LeadStatus);
  const select = [...OUTCOME_FIELDS, ...(uid === 'api::lead.lead' ? ['lead_status'] : [])];
  // A lead's new outcome goes to the CRM webhooks subscribed to lead.outcome_changed, stored with the change.
  const updated = await strapi.db.transaction(async ({ trx }) => {
    const row = await rows.update({ where: { id: current.id }, data, select });
    if (uid === 'api::lead.lead') {
      await enqueueDeliveries(trx, await webhookDeliveries(trx, 'lead.outcome_changed', { type: 'lead', id: documentId }, outcomePayload(row)));
    }
    return row;
  });
  wakeOutbox();
  ctx.body = { data: { ...updated, outcome_value: updated.outcome_value === null ? null : Number(updated.outcome_value) } };
}
