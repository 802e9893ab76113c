import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  INBOX_BULK_MESSAGES,
  INBOX_STATUS_FIELD,
  INBOX_STATUS_LABELS,
  formatIsoDateBr,
  type InboxBulkAnswer,
  type InboxBulkRequest,
  type InboxKind,
} from '@alicerce/domain';
import { eraseFromHistory } from '../../../editing/erase-from-history';
import { recordAudit, requestActor, type AuditRecord } from '../../../utils/audit-log';
import { isSlotConflict } from '../../../utils/booking-conflict';
import { ANONYMISED_FIELDS, PERSONAL_DATA_UIDS } from '../../../utils/personal-data';

type Stored = {
  id: number;
  documentId: string;
  name: string;
  email: string;
  phone: string | null;
  updatedAt: string | Date;
  anonymised_at: string | Date | null;
  date?: string;
  time?: string;
} & Record<string, unknown>;

const SUBJECT: Record<InboxKind, AuditRecord['subject_type']> = { leads: 'lead', bookings: 'booking' };
const same = (a: string | Date, b: string | Date) => new Date(a).getTime() === new Date(b).getTime();

function refuse(ctx: Context, message: string, details: Record<string, unknown>): never {
  return ctx.throw(409, message, { details });
}

/**
 * Runs one bulk action of Leads or Agendamentos (domain/src/inbox-bulk.ts) in one transaction, all or none: every row
 * must still be as the list showed it (its `updatedAt`); a row already as asked is checked, not written. A status goes
 * to each row; the erasure replaces each row's personal fields (utils/personal-data.ts) and then erases its e-mail and
 * phone from the content's history. After the commit, one audit entry per changed row, naming no one.
 */
export async function runInboxBulk(strapi: Core.Strapi, ctx: Context, kind: InboxKind, request: InboxBulkRequest): Promise<InboxBulkAnswer> {
  const uid = PERSONAL_DATA_UIDS[kind];
  const field = INBOX_STATUS_FIELD[kind];
  const now = new Date();
  const query = strapi.db.query(uid);
  let pending: Stored[] = [];
  try {
    await strapi.db.transaction(async () => {
      const found = (await query.findMany({
        where: { documentId: { $in: request.rows.map((row) => row.documentId) } },
        select: ['id', 'documentId', 'name', 'email', 'phone', 'updatedAt', 'anonymised_at', field, ...(kind === 'bookings' ? ['date', 'time'] : [])],
      })) as Stored[];
      const byId = new Map(found.map((row) => [row.documentId, row]));
      pending = [];
      for (const row of request.rows) {
        const stored = byId.get(row.documentId);
        if (!stored) refuse(ctx, INBOX_BULK_MESSAGES.missing(kind, row.documentId), { documentId: row.documentId });
        if (!same(stored.updatedAt, row.updatedAt))
          refuse(ctx, INBOX_BULK_MESSAGES.stale(kind, stored.name), { documentId: row.documentId, updatedAt: stored.updatedAt });
        if (request.action === 'erase' ? stored.anonymised_at : stored[field] === request.status) continue;
        if (request.action === 'status' && stored.anonymised_at) refuse(ctx, INBOX_BULK_MESSAGES.anonymised(kind), { documentId: row.documentId });
        pending.push(stored);
      }
      if (request.action === 'status' && kind === 'bookings' && request.status === 'confirmed') await checkSlotsFree(strapi, ctx, pending);
      const data =
        request.action === 'status' ? { [field]: request.status, updatedAt: now } : { ...ANONYMISED_FIELDS, anonymised_at: now, updatedAt: now };
      if (pending.length) await query.updateMany({ where: { id: { $in: pending.map((row) => row.id) } }, data });
    });
  } catch (error) {
    // A slot confirmed by someone else between the check and the write: the unique index refuses it, nothing changed.
    if (isSlotConflict(error)) refuse(ctx, INBOX_BULK_MESSAGES.slotRace, {});
    throw error;
  }
  if (request.action === 'erase')
    await eraseFromHistory(
      strapi,
      pending.flatMap((row) => [row.email, row.phone]),
    );
  const actor = requestActor(strapi);
  const label =
    request.action === 'status' ? `Status: ${INBOX_STATUS_LABELS[kind][request.status]} (em lote)` : 'Dados pessoais anonimizados (em lote)';
  const action = request.action === 'status' ? 'updated' : 'anonymised';
  if (actor) for (const row of pending) await recordAudit(strapi, actor, { action, subject_type: SUBJECT[kind], subject_id: row.documentId, label });
  const changed = new Set(pending.map((row) => row.documentId));
  return {
    action: request.action,
    changed: changed.size,
    rows: request.rows.map((row) => ({ documentId: row.documentId, updatedAt: changed.has(row.documentId) ? now.toISOString() : row.updatedAt })),
  };
}

/** Confirming bookings: none may land on a slot another confirmed booking holds, nor two chosen on one slot. */
async function checkSlotsFree(strapi: Core.Strapi, ctx: Context, rows: Stored[]) {
  const seen = new Set<string>();
  for (const row of rows) {
    const slot = `${row.date} ${row.time}`;
    const taken =
      seen.has(slot) ||
      (await strapi.db
        .query('api::booking.booking')
        .count({ where: { date: row.date, time: row.time, booking_state: 'confirmed', id: { $ne: row.id } } })) > 0;
    if (taken)
      refuse(ctx, INBOX_BULK_MESSAGES.slotTaken(row.name, `${formatIsoDateBr(String(row.date))} às ${String(row.time).slice(0, 5)}`), {
        documentId: row.documentId,
      });
    seen.add(slot);
  }
}
