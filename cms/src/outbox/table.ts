import type { Core } from '@strapi/strapi';

/**
 * The outbox: one row per message the product owes someone (the agency's e-mail about a lead, a visitor's booking
 * confirmation …), written in the same transaction as the lead or booking it is about, so a stored lead always has
 * its notification stored too. Times are epoch milliseconds (bigint), the same on SQLite and PostgreSQL.
 *
 * state: pending (due at next_attempt_at) → sent, or → failed once every retry is used up. A worker holds a row
 * while it sends (leased_by, lease_until); a lease that runs out (a process killed mid-send) frees the row again.
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
