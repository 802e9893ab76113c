import { randomUUID } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * The outbox: one row per message the product owes someone (the agency's e-mail about a lead, a visitor's booking
 * confirmation …), written in the same transaction as the lead or booking it is about, so a stored lead always has
 * its notification stored too. Times are epoch milliseconds (bigint), the same on SQLite and PostgreSQL.
 *
 * state: pending (due at next_attempt_at) → sent, or → failed once every retry is used up. A worker holds a row
 * while it sends (leased_by, lease_until); a lease that runs out (a process killed mid-send) frees the row again.
 *
 * This module owns the table: every query on it is one of the named functions below (docs/data-access.md).
 */
export const OUTBOX = 'outbox_deliveries';

export type DeliveryState = 'pending' | 'sent' | 'failed';
export type DeliveryRow = {
  id: number;
  delivery_key: string;
  channel: string;
  event: string;
  subject_type: string;
  subject_id: string;
  endpoint_id: number | null;
  message: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: number | string;
  lease_until: number | string | null;
  leased_by: string | null;
  last_error: string | null;
  sent_at: number | string | null;
  created_at: number | string;
  attempt_log: string;
};

export async function ensureOutboxTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(OUTBOX)) return;
  await knex.schema.createTable(OUTBOX, (table) => {
    table.increments('id');
    table.string('delivery_key', 80).notNullable().unique();
    table.string('channel', 20).notNullable();
    table.string('event', 40).notNullable();
    table.string('subject_type', 40).notNullable();
    table.string('subject_id', 64).notNullable();
    table.integer('endpoint_id').nullable();
    table.text('message').notNullable();
    table.string('state', 10).notNullable().defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('next_attempt_at').notNullable();
    table.bigInteger('lease_until').nullable();
    table.string('leased_by', 64).nullable();
    table.text('last_error').nullable();
    table.bigInteger('sent_at').nullable();
    table.bigInteger('created_at').notNullable();
    table.text('attempt_log').notNullable().defaultTo('[]');
    table.index(['state', 'next_attempt_at'], 'outbox_deliveries_due');
    table.index(['subject_type', 'subject_id'], 'outbox_deliveries_subject');
    table.index(['endpoint_id'], 'outbox_deliveries_endpoint');
  });
}

/** A new row as enqueueDeliveries builds it (outbox/enqueue.ts). */
export type NewDeliveryRow = Pick<
  DeliveryRow,
  'delivery_key' | 'channel' | 'event' | 'subject_type' | 'subject_id' | 'endpoint_id' | 'message' | 'state' | 'attempts' | 'attempt_log'
> & {
  next_attempt_at: number;
  created_at: number;
};

/** Stores new deliveries, in the transaction of what they are about when `db` is one. */
export async function insertDeliveries(db: Knex | Knex.Transaction, rows: NewDeliveryRow[]) {
  await db(OUTBOX).insert(rows);
}

/**
 * Claims up to `limit` due deliveries for one pass of one process: pending, due, and not held by a live lease. On
 * PostgreSQL the candidate rows are locked with SKIP LOCKED, so two replicas claiming at the same moment never take
 * the same row; SQLite has one writer at a time, so the UPDATE is already atomic.
 */
export async function claimDueDeliveries(strapi: Core.Strapi, now: number, limit: number, leaseMs: number): Promise<DeliveryRow[]> {
  const knex = strapi.db.connection;
  const token = randomUUID();
  const due = knex(OUTBOX)
    .select('id')
    .where('state', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((q) => q.whereNull('lease_until').orWhere('lease_until', '<', now))
    .orderBy('next_attempt_at')
    .limit(limit);
  if (strapi.db.dialect.client === 'postgres') due.forUpdate().skipLocked();
  const claimed = await knex(OUTBOX)
    .whereIn('id', due)
    .update({ leased_by: token, lease_until: now + leaseMs });
  if (!claimed) return [];
  return knex(OUTBOX).where('leased_by', token).where('state', 'pending');
}

/** Pushes the lease of a delivery this process still holds to `until`; false when it no longer holds it. */
export async function renewClaimedLease(strapi: Core.Strapi, row: Pick<DeliveryRow, 'id' | 'leased_by'>, until: number): Promise<boolean> {
  const renewed = await strapi.db.connection(OUTBOX).where({ id: row.id, leased_by: row.leased_by, state: 'pending' }).update({ lease_until: until });
  return renewed > 0;
}

/** Records an attempt on a delivery this process still holds (a lease taken over by another process is left alone). */
export async function settleClaimedDelivery(strapi: Core.Strapi, row: Pick<DeliveryRow, 'id' | 'leased_by'>, fields: Partial<DeliveryRow>) {
  await strapi.db.connection(OUTBOX).where({ id: row.id, leased_by: row.leased_by }).update(fields);
}

/** The dashboard's filter on the deliveries list: a channel, and a lead's or booking's own deliveries. */
export type DeliveryFilter = { channel?: string; subject?: { type: string; id: string } };

const filtered = (strapi: Core.Strapi, filter: DeliveryFilter) => {
  const q = strapi.db.connection(OUTBOX);
  if (filter.channel) q.where('channel', filter.channel);
  if (filter.subject) q.where({ subject_type: filter.subject.type, subject_id: filter.subject.id });
  return q;
};

/** One page of deliveries, newest first, for the filter (and the state, if any). */
export async function listDeliveries(
  strapi: Core.Strapi,
  filter: DeliveryFilter,
  state: string | undefined,
  page: number,
  pageSize: number,
): Promise<DeliveryRow[]> {
  const q = filtered(strapi, filter);
  return (state ? q.where('state', state) : q)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** How many deliveries of the filter are in each state (states with none are absent). */
export async function countDeliveriesByState(strapi: Core.Strapi, filter: DeliveryFilter): Promise<Array<{ state: string; n: number | string }>> {
  return filtered(strapi, filter).select('state').count({ n: '*' }).groupBy('state');
}

/** A delivery still not sent this long after it was stored counts as failing (the dashboard's banner, Início). */
export const FAILING_AFTER_MS = 15 * 60_000;

/** The failing deliveries (failed, or retried and still unsent since before `before`): how many, and the oldest's time. */
export async function failingDeliveries(strapi: Core.Strapi, before: number): Promise<{ count: number; oldestAt: number | null }> {
  const failing = () =>
    strapi.db
      .connection(OUTBOX)
      .where((q) =>
        q.where('state', 'failed').orWhere((p) => p.where('state', 'pending').where('attempts', '>', 0).where('created_at', '<', before)),
      );
  const [{ n }] = await failing().count({ n: '*' });
  const oldest = await failing().min({ at: 'created_at' }).first();
  return { count: Number(n), oldestAt: oldest?.at ? Number(oldest.at) : null };
}

/** One delivery by its id (undefined for an id that is not an integer or not stored). */
export async function findDelivery(strapi: Core.Strapi, id: number): Promise<DeliveryRow | undefined> {
  return Number.isInteger(id) ? strapi.db.connection(OUTBOX).where('id', id).first() : undefined;
}

const goOutAgain = () => ({ state: 'pending', attempts: 0, next_attempt_at: Date.now(), lease_until: null, leased_by: null });

/** A delivery goes out again now, its retries anew (the dashboard's 'Reenviar'). */
export async function resetDeliveryForResend(strapi: Core.Strapi, id: number) {
  await strapi.db.connection(OUTBOX).where('id', id).update(goOutAgain());
}

/** Why a bulk resend was refused: a delivery gone, or one delivered since the list was loaded. */
export type ResendRefusal = { missing: number } | { delivered: DeliveryRow };
class ResendRefused extends Error {}

/**
 * Deliveries go out again now, their retries anew — all of them or none (the dashboard's bulk 'Reenviar'): one
 * update of the rows not delivered, in a transaction rolled back unless it changed every one. So a delivery the
 * outbox settles as sent in the meantime is never sent twice. Answers the rows as they are now, or what refused it.
 */
export async function resetDeliveriesForResend(strapi: Core.Strapi, ids: number[]): Promise<{ rows: DeliveryRow[] } | ResendRefusal> {
  try {
    await strapi.db.connection.transaction(async (trx) => {
      const changed = await trx(OUTBOX).whereIn('id', ids).whereNot('state', 'sent').update(goOutAgain());
      if (changed !== ids.length) throw new ResendRefused();
    });
  } catch (error) {
    if (!(error instanceof ResendRefused)) throw error;
  }
  const rows: DeliveryRow[] = await strapi.db.connection(OUTBOX).whereIn('id', ids);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) return { missing: id };
    if (row.state === 'sent') return { delivered: row };
  }
  return { rows: ids.map((id) => byId.get(id) as DeliveryRow) };
}

/** A webhook endpoint's latest deliveries, newest first. */
export async function endpointDeliveries(strapi: Core.Strapi, endpointId: number, limit: number): Promise<DeliveryRow[]> {
  return strapi.db.connection(OUTBOX).where('endpoint_id', endpointId).orderBy('id', 'desc').limit(limit);
}

/** The key of the latest delivery stored for a subject and event (in `db`'s transaction, e.g. the one that stored it). */
export async function latestDeliveryKey(
  db: Knex | Knex.Transaction,
  subject: { type: string; id: string },
  event: string,
): Promise<string | undefined> {
  const row: Pick<DeliveryRow, 'delivery_key'> | undefined = await db(OUTBOX)
    .where({ subject_type: subject.type, subject_id: subject.id, event })
    .orderBy('id', 'desc')
    .first();
  return row?.delivery_key;
}
