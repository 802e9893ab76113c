import { createHmac, randomBytes, timingSafeEqual } from 'crypto';

/**
 * 'Lembrar este dispositivo': a token the CMS signs for one account (the identifier typed, lower-cased) when its
 * owner signs in with the box ticked. The dashboard keeps it in the browser's localStorage and sends it back in the
 * sign-in body (`deviceToken`): the dashboard talks to the CMS with bearer tokens and CORS without credentials, so a
 * cookie would not travel in development (site and CMS on two origins); a token an XSS could read is no worse here
 * than the session tokens already kept beside it, and it only spares its holder the per-account wait (the per-address
 * limit and the password still apply).
 *
 * Form: v1.<id>.<issued, epoch s>.<HMAC-SHA256 of "v1|identifier|id|issued">, base64url. The key is
 * DEVICE_TOKEN_SECRET, or derived from JWT_SECRET when that is unset. Valid for DEVICE_TOKEN_MAX_AGE_DAYS (180).
 */
const secret = () =>
  process.env.DEVICE_TOKEN_SECRET ||
  createHmac('sha256', process.env.JWT_SECRET || 'alicerce-dev-jwt-secret')
    .update('alicerce-device-token')
    .digest('base64');
const maxAgeSeconds = () => (Number(process.env.DEVICE_TOKEN_MAX_AGE_DAYS) > 0 ? Number(process.env.DEVICE_TOKEN_MAX_AGE_DAYS) : 180) * 86_400;
const sign = (identifier: string, id: string, issued: number) =>
  createHmac('sha256', secret()).update(`v1|${identifier}|${id}|${issued}`).digest('base64url');

export function issueDeviceToken(identifier: string, now = Date.now()): string {
  const id = randomBytes(12).toString('base64url');
  const issued = Math.floor(now / 1000);
  return `v1.${id}.${issued}.${sign(identifier, id, issued)}`;
}

/** The token's id when it is a valid, unexpired token for `identifier`; null otherwise. */
export function deviceTokenId(token: unknown, identifier: string, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [version, id, issuedText, signature] = token.split('.');
  const issued = Number(issuedText);
  if (version !== 'v1' || !id || !signature || !Number.isInteger(issued)) return null;
  if (issued > now / 1000 + 60 || now / 1000 - issued > maxAgeSeconds()) return null;
  const expected = Buffer.from(sign(identifier, id, issued));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
