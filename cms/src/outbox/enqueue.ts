import { randomUUID } from 'crypto';
import type { Knex } from 'knex';
import type { EmailMessage } from './email-messages';
import { insertDeliveries } from './table';
import type { WebhookMessage } from './webhooks/payloads';

type Subject = {
  /** What happened: lead.created, booking.created … */
  event: string;
  /** What it is about: a lead, a booking (by documentId), a webhook endpoint (by id: a test event, a pause notice), or a user account (by id: sign-in alerts). */
  subject_type: 'lead' | 'booking' | 'endpoint' | 'account';
  subject_id: string;
};
export type NewDelivery = Subject & ({ channel: 'email'; message: EmailMessage } | { channel: 'webhook'; message: WebhookMessage });

/**
 * Stores deliveries owed for something just stored. Pass the transaction that stores it: both are kept, or neither.
 * Each gets a stable key (the e-mail's Message-ID), so a receiver can drop a repeat of an at-least-once send.
 */
export async function enqueueDeliveries(db: Knex | Knex.Transaction, deliveries: NewDelivery[], now = Date.now()) {
  if (!deliveries.length) return;
  await insertDeliveries(
    db,
    deliveries.map((delivery) => ({
      delivery_key: randomUUID(),
      channel: delivery.channel,
      event: delivery.event,
      subject_type: delivery.subject_type,
      subject_id: delivery.subject_id,
      endpoint_id: delivery.channel === 'webhook' ? delivery.message.endpoint_id : null,
      message: JSON.stringify(delivery.message),
      state: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      attempt_log: '[]',
    })),
  );
}
