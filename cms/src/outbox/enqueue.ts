import { randomUUID } from 'crypto';
import type { Knex } from 'knex';
import type { EmailMessage } from './email-messages';
import { OUTBOX } from './table';

export type NewDelivery = {
  channel: 'email';
  /** What happened: lead.created, booking.created … */
  event: string;
  /** What it is about: the lead's or booking's content type and documentId (the dashboard shows it beside them). */
  subject_type: 'lead' | 'booking';
  subject_id: string;
  message: EmailMessage;
};

/**
 * Stores deliveries owed for something just stored. Pass the transaction that stores it: both are kept, or neither.
 * Each gets a stable key (the e-mail's Message-ID), so a receiver can drop a repeat of an at-least-once send.
 */
export async function enqueueDeliveries(db: Knex | Knex.Transaction, deliveries: NewDelivery[], now = Date.now()) {
  if (!deliveries.length) return;
  await db(OUTBOX).insert(
    deliveries.map((delivery) => ({
      delivery_key: randomUUID(),
      channel: delivery.channel,
      event: delivery.event,
      subject_type: delivery.subject_type,
      subject_id: delivery.subject_id,
      message: JSON.stringify(delivery.message),
      state: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      attempt_log: '[]',
    })),
  );
}
