import type { Core } from '@strapi/strapi';
import { findEndpoint } from './endpoint-table';
import { webhookBody, type WebhookMessage } from './payloads';
import { assertPublicTarget } from './public-target';
import { signatureHeader } from './signature';

const TIMEOUT_MS = 10_000;

/** A delivery that must not be tried again (its endpoint is gone or paused): failed at once, not retried. */
export class PermanentDeliveryError extends Error {}

/**
 * POSTs one webhook delivery, signed with its endpoint's secret; a 2xx answer within 10 s is success, anything else
 * throws (and the outbox retries). The target is checked again (https, public address) right before the request.
 */
export async function sendWebhook(strapi: Core.Strapi, key: string, message: WebhookMessage) {
  const endpoint = await findEndpoint(strapi, message.endpoint_id);
  if (!endpoint) throw new PermanentDeliveryError('Endpoint removido');
  if (message.event !== 'ping' && (!endpoint.active || endpoint.paused_at !== null))
    throw new PermanentDeliveryError('Endpoint pausado ou desativado');
  await assertPublicTarget(endpoint.url);
  const body = webhookBody(key, message);
  const response = await fetch(endpoint.url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Alicerce-Webhooks/1.0',
      'Idempotency-Key': key,
      'Alicerce-Event': message.event,
      ...signatureHeader(endpoint.secret, body),
    },
    body,
  });
  // The answer's body is not needed: read it away so the connection is freed.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status > 299) throw new Error(`HTTP ${response.status}`);
}
