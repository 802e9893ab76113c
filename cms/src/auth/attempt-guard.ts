import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { enqueueDeliveries, wakeOutbox } from '../outbox';
import { failedSignInsEmail } from './account-mails';
import { addFailure, claimAttempt, clearAttempts, firstWithin, type Pace } from './attempt-store';
import { deviceTokenId } from './device-token';

/**
 * Per-identifier slowdown of the sign-in steps (issue 53), on top of the per-address limits: failures are counted
 * per identifier — the e-mail typed, lower-cased and trimmed, whether an account has it or not, so the answers and
 * their timing say nothing about which accounts exist — and shared by every replica (attempt-store.ts). After
 * AUTH_SLOWDOWN_AFTER (5) failures in AUTH_FAILURE_WINDOW_MS (15 min), each further attempt for that identifier,
 * from any address, waits AUTH_SLOWDOWN_BASE_MS (1 s), then twice as long after each new failure, up to
 * AUTH_SLOWDOWN_MAX_MS (60 s): 429 with Retry-After and a pt-BR message saying when to try again. Never a lock-out.
 *
 * A browser remembered for that identifier ('Lembrar este dispositivo', device-token.ts, sent as `deviceToken` in
 * the body) has a count of its own, so failures from other addresses never slow it.
 *
 * The API for each step (the second factor calls it with the user's id as the identifier):
 *   const attempt = await beforeAttempt(strapi, 'second-factor', String(user.id), ctx); // throws the 429
 *   … wrong code → await recordFailure(strapi, attempt, ctx); right code → await recordSuccess(attempt);
 * For 'sign-in' and 'second-factor' the account's owner gets one e-mail an hour at most once the failures reach
 * the threshold (none when no account has the identifier). 'forgot-password' counts every request (recordFailure).
 */
export type AttemptKind = 'sign-in' | 'forgot-password' | 'second-factor';
export type Attempt = { kind: AttemptKind; identifier: string; key: string; remembered: boolean };

const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
export const slowdownPace = (): Pace => ({
  after: num('AUTH_SLOWDOWN_AFTER', 5),
  baseMs: num('AUTH_SLOWDOWN_BASE_MS', 1_000),
  maxMs: num('AUTH_SLOWDOWN_MAX_MS', 60_000),
  windowMs: num('AUTH_FAILURE_WINDOW_MS', 15 * 60_000),
});
const alertIntervalMs = () => num('AUTH_ALERT_INTERVAL_MS', 60 * 60_000);

/** The identifier as counted: the e-mail (or username) typed, trimmed and lower-cased. */
export const normalizeIdentifier = (identifier: string) => identifier.trim().toLowerCase().slice(0, 320);

const MESSAGES: Record<AttemptKind, (when: string) => string> = {
  'sign-in': (when) => `Muitas tentativas para esta conta. Por segurança, tente novamente ${when}.`,
  'second-factor': (when) => `Muitos códigos errados para esta conta. Por segurança, tente novamente ${when}.`,
  'forgot-password': (when) => `Muitos pedidos de redefinição para este e-mail. Tente novamente ${when}.`,
};
const inSeconds = (seconds: number) => (seconds === 1 ? 'em 1 segundo' : `em ${seconds} segundos`);

/**
 * Before checking a password, code or request for `identifier`: throws 429 (Retry-After, pt-BR message with the
 * wait, `details.retryAfterMs`) while the identifier must wait; otherwise returns the attempt to report back.
 */
export async function beforeAttempt(_strapi: Core.Strapi, kind: AttemptKind, identifier: string, ctx: Context): Promise<Attempt> {
  const normalized = normalizeIdentifier(identifier);
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const device = kind === 'forgot-password' ? null : deviceTokenId(body.deviceToken, normalized);
  const attempt: Attempt = { kind, identifier: normalized, key: `${kind}:${normalized}${device ? `#${device}` : ''}`, remembered: Boolean(device) };
  const claim = await claimAttempt(attempt.key, slowdownPace());
  if (!claim.allowed) {
    const seconds = Math.max(1, Math.ceil(claim.waitMs / 1000));
    ctx.set('Retry-After', String(seconds));
    throw new errors.RateLimitError(MESSAGES[kind](inSeconds(seconds)), { retryAfterSeconds: seconds, retryAfterMs: claim.waitMs });
  }
  return attempt;
}

/** A wrong password or code (or, for forgot-password, any request): counts it, and may warn the account's owner. */
export async function recordFailure(strapi: Core.Strapi, attempt: Attempt, ctx: Context) {
  const now = Date.now();
  const count = await addFailure(attempt.key, slowdownPace(), ctx.request.ip, now);
  if (attempt.kind === 'forgot-password' || count.failures < slowdownPace().after) return;
  // Not awaited: the answer's timing must not depend on whether an account has this identifier.
  warnOwner(strapi, attempt, { count: count.failures, firstAt: count.firstAt, lastAt: now, addresses: count.addresses }).catch((error) =>
    strapi.log.error(`[auth] failed sign-in alert not queued: ${(error as Error).message}`),
  );
}

/** The right password or code: this identifier (or this remembered browser) starts from zero again. */
export async function recordSuccess(attempt: Attempt) {
  await clearAttempts(attempt.key);
}

type Failures = Parameters<typeof failedSignInsEmail>[1];

async function warnOwner(strapi: Core.Strapi, attempt: Attempt, failures: Failures) {
  const users = strapi.db.query('plugin::users-permissions.user');
  const user = (await (attempt.kind === 'second-factor'
    ? users.findOne({ where: { id: Number(attempt.identifier) || 0 }, select: ['id', 'email'] })
    : users.findOne({
        where: { provider: 'local', $or: [{ email: attempt.identifier }, { username: attempt.identifier }] },
        select: ['id', 'email'],
      }))) as {
    id: number;
    email: string;
  } | null;
  if (!user?.email || !(await firstWithin(`alert:${user.id}`, alertIntervalMs()))) return;
  await enqueueDeliveries(strapi.db.connection, [
    {
      channel: 'email',
      event: 'account.failed-sign-ins',
      subject_type: 'account',
      subject_id: String(user.id),
      message: failedSignInsEmail(user.email, failures),
    },
  ]);
  wakeOutbox();
}
