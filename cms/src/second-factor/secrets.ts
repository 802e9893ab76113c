import crypto from 'node:crypto';

/**
 * The cryptography of the second factor, all from one server key (ENCRYPTION_KEY, which production requires;
 * JWT_SECRET when unset in development): the TOTP secret encrypted at rest (AES-256-GCM), recovery codes hashed
 * with a keyed hash (HMAC-SHA-256: they are random, 50 bits each, so a slow hash adds nothing), and the short-lived
 * sign-in ticket signed the same way.
 */
const serverKey = (purpose: string) =>
  crypto
    .createHash('sha256')
    .update(`alicerce-second-factor:${purpose}:${process.env.ENCRYPTION_KEY || process.env.JWT_SECRET || ''}`)
    .digest();

export function encryptSecret(secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', serverKey('secret'), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown second-factor secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', serverKey('secret'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Crockford's base32 without look-alikes: codes are read off paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes like 'K7M2Q-9XH4T' (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (byte) => ALPHABET[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person may type for a code: any case, with or without the dash or spaces. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');

export const hashRecoveryCode = (code: string) =>
  crypto.createHmac('sha256', serverKey('recovery')).update(normalizeRecoveryCode(code)).digest('base64url');

export type Ticket = { userId: number; ticketId: string; expiresAt: number };

/** A ticket for the second step of a sign-in: the account, its id (single use, table.ts) and when it expires. */
export function signTicket(ticket: Ticket): string {
  const payload = Buffer.from(JSON.stringify({ u: ticket.userId, t: ticket.ticketId, e: ticket.expiresAt })).toString('base64url');
  const mac = crypto.createHmac('sha256', serverKey('ticket')).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

/** The ticket's content when its signature holds and it has not expired; null otherwise. */
export function readTicket(token: unknown, now = Date.now()): Ticket | null {
  if (typeof token !== 'string' || token.length > 500) return null;
  const [payload, mac] = token.split('.');
  if (!payload || !mac) return null;
  const expected = crypto.createHmac('sha256', serverKey('ticket')).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const { u, t, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: unknown; t: unknown; e: unknown };
    if (typeof u !== 'number' || typeof t !== 'string' || typeof e !== 'number' || e < now) return null;
    return { userId: u, ticketId: t, expiresAt: e };
  } catch {
    return null;
  }
}
