import type { Core } from '@strapi/strapi';
import { ensureOutboxTable } from './table';
import { ensureEndpointTable } from './webhooks/endpoint-table';
import { startOutboxWorker, type OutboxWorker } from './worker';

export { enqueueDeliveries, type NewDelivery } from './enqueue';
export {
  bookingAgencyEmail,
  bookingConfirmationEmail,
  leadAgencyEmail,
  leadLaunchEmail,
  type Agency,
  type BookingMessageFields,
  type LeadMessageFields,
} from './email-messages';
export { webhookDeliveries } from './webhooks/deliveries';
export { bookingPayload, leadPayload, outcomePayload } from './webhooks/payloads';

let worker: OutboxWorker | null = null;

/** Creates the outbox table if needed and starts this process's sender (OUTBOX_WORKER=false: store only). */
export async function startOutbox(strapi: Core.Strapi) {
  await ensureOutboxTable(strapi);
  await ensureEndpointTable(strapi);
  if (process.env.OUTBOX_WORKER !== 'false') worker = startOutboxWorker(strapi);
}

/** Something was just stored with its deliveries: send now rather than at the next poll. */
export const wakeOutbox = () => worker?.wake();

export async function stopOutbox() {
  await worker?.stop();
  worker = null;
}
