import { createHmac, randomBytes } from 'crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '@alicerce/domain';

/** A new endpoint's secret: shown to the admin once, used to sign every request to it. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * The signature header of one request: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` — the scheme of
 * docs/webhooks.md, which shows the receiver's check (and rejects a timestamp older than 5 minutes).
 */
export function signatureHeader(secret: string, body: string, now = Date.now()) {
  const t = Math.floor(now / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return { [WEBHOOK_SIGNATURE_HEADER]: `t=${t},v1=${v1}` };
}
