import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { buildSessionMetadata, errors } from '@strapi/utils';
import { beforeAttempt, recordFailure, recordSuccess, type Attempt } from '../auth/attempt-guard';
import { completeSignIn } from '../auth/sign-in';
import { recordSignIn } from '../sessions/account-sessions';
import { SECOND_FACTOR_MESSAGES as MSG } from './messages';
import { readTicket, signTicket, type Ticket } from './secrets';
import { checkSecondFactor, wrongCodeError } from './service';
import { countTicketFailure, hasSecondFactor, isCurrentTicket, spendTicket, storeTicket } from './table';

const USER = 'plugin::users-permissions.user';
/** How long the password step's ticket can be exchanged for a session. */
export const TICKET_LIFETIME_MS = 5 * 60_000;
/** Wrong codes one ticket takes before it is dropped (then: the password again). */
const MAX_CODES_PER_TICKET = 5;

type Body = Record<string, unknown>;
type UserRow = { id: number; password?: string | null; blocked?: boolean | null };

/**
 * POST /api/auth/local for an account with a second factor: once the password is right, the answer is
 * { mfaRequired: true, mfaTicket, expiresIn } instead of the tokens, and no session is created yet. A wrong password
 * gets the plugin's own answer; every other case (no such account, blocked account, no second factor) is the plugin's
 * `callback` itself, so answers and their time stay those of an ordinary sign-in.
 */
export async function signInWithSecondFactor(strapi: Core.Strapi, ctx: Context, callback: (ctx: Context) => Promise<unknown>) {
  const body = (ctx.request.body ?? {}) as Body;
  const { identifier, password } = body;
  if ((ctx.params?.provider ?? 'local') !== 'local' || typeof identifier !== 'string' || typeof password !== 'string' || !password) {
    return callback(ctx);
  }
  const user = (await strapi.db.query(USER).findOne({
    where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
    select: ['id', 'password', 'blocked'],
  })) as UserRow | null;
  if (!user?.password || user.blocked || !(await hasSecondFactor(strapi, user.id))) return callback(ctx);
  const validPassword = await strapi.plugin('users-permissions').service('user').validatePassword(password, user.password);
  // The plugin's own answer to a wrong password, without a second hash comparison (its time would tell who has a factor).
  if (!validPassword) throw new errors.ValidationError('Invalid identifier or password');

  const ticket: Ticket = { userId: user.id, ticketId: crypto.randomUUID(), expiresAt: Date.now() + TICKET_LIFETIME_MS };
  await storeTicket(strapi, user.id, ticket.ticketId);
  ctx.body = { mfaRequired: true, mfaTicket: signTicket(ticket), expiresIn: TICKET_LIFETIME_MS / 1000 };
}

/**
 * The one place a wrong second-factor code is counted: against the ticket (5 wrong codes drop it) and against the
 * account in the per-identifier slowdown (src/auth/attempt-guard.ts: after 5 in the window, each further code waits
 * longer, whatever the ticket or address, and the owner is told once an hour).
 */
async function onSecondFactorFailure(strapi: Core.Strapi, ctx: Context, ticket: Ticket, attempt: Attempt) {
  await countTicketFailure(strapi, ticket.userId, ticket.ticketId, MAX_CODES_PER_TICKET);
  await recordFailure(strapi, attempt, ctx);
}

/**
 * POST /api/auth/second-factor { mfaTicket, code | recoveryCode }: the second step of the sign-in. Answers what the
 * password alone answers for other accounts ({ jwt, refreshToken, user }) and spends the ticket; a wrong code is a
 * 400 (pt-BR) and the ticket stays usable until it expires or takes too many wrong codes.
 */
export async function completeSecondFactorSignIn(strapi: Core.Strapi, ctx: Context) {
  const body = (ctx.request.body ?? {}) as Body;
  const ticket = readTicket(body.mfaTicket);
  if (!ticket || !(await isCurrentTicket(strapi, ticket.userId, ticket.ticketId))) throw new errors.ValidationError(MSG.ticketExpired);
  const input = { code: body.code, recoveryCode: body.recoveryCode };
  if (typeof input.recoveryCode !== 'string' && (typeof input.code !== 'string' || !/^\s*\d{6}\s*$/.test(input.code))) {
    throw new errors.ValidationError(MSG.codeFormat);
  }
  const attempt = await beforeAttempt(strapi, 'second-factor', String(ticket.userId), ctx);
  if (!(await checkSecondFactor(strapi, ticket.userId, input))) {
    await onSecondFactorFailure(strapi, ctx, ticket, attempt);
    throw wrongCodeError(input);
  }
  await recordSuccess(attempt);
  if (!(await spendTicket(strapi, ticket.userId, ticket.ticketId))) throw new errors.ValidationError(MSG.ticketExpired);
  const user = await strapi.db.query(USER).findOne({ where: { id: ticket.userId }, populate: ['role'] });
  if (!user || user.blocked) throw new errors.ValidationError(MSG.ticketExpired);
  ctx.body = await issueSession(strapi, ctx, user);
  await recordSignIn(strapi, ctx);
  // As the password step does for an account without a second factor: 'Lembrar este dispositivo' and the new-browser e-mail.
  await completeSignIn(strapi, ctx, { identifier: String(user.email ?? ''), rememberDevice: body.rememberDevice === true, deviceId: body.deviceId });
}

/** The tokens of a new session, as users-permissions' own sign-in makes them (jwtManagement 'refresh'). */
async function issueSession(strapi: Core.Strapi, ctx: Context, user: { id: number }) {
  const sessions = strapi.sessionManager('users-permissions');
  // Each sign-in is its own session ('Sessões'), named for its life by a device id chosen here, never the client's.
  const deviceId = crypto.randomUUID();
  const metadata = buildSessionMetadata({ userAgent: ctx.request.headers['user-agent'] });
  const refresh = await sessions.generateRefreshToken(String(user.id), deviceId, { type: 'refresh', ...(metadata ? { metadata } : {}) });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new errors.ApplicationError('Invalid credentials');
  const sanitized = await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER), { auth: ctx.state.auth });
  return { jwt: access.token, refreshToken: refresh.token, user: sanitized };
}
