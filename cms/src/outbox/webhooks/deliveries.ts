import type { Knex } from 'knex';
import type { WebhookEvent } from '@alicerce/domain';
import type { NewDelivery } from '../enqueue';
import { subscribedEndpoints } from './endpoint-table';

/** One delivery per active endpoint subscribed to `event`, to store in the transaction of the record it is about. */
export async function webhookDeliveries(
  db: Knex | Knex.Transaction,
  event: WebhookEvent,
  subject: { type: 'lead' | 'booking'; id: string },
  data: Record<string, unknown>,
): Promise<NewDelivery[]> {
  const endpoints = await subscribedEndpoints(db, event);
  const occurred_at = new Date().toISOString();
  return endpoints.map((endpoint) => ({
    channel: 'webhook',
    event,
    subject_type: subject.type,
    subject_id: subject.id,
    message: { endpoint_id: Number(endpoint.id), event, occurred_at, data },
  }));
}
