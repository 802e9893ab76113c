import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { enqueueDeliveries, wakeOutbox } from '../outbox';
import { userAgentOf } from '../utils/request-meta';
import { newBrowserEmail } from './account-mails';
import { beforeAttempt, normalizeIdentifier, recordFailure, recordSuccess } from './attempt-guard';
import { issueDeviceToken } from './device-token';
import { browserKey, rememberBrowser } from './known-browsers';

type Handler = (ctx: Context) => Promise<unknown>;
type SignedIn = { user?: { id?: number; email?: string } };

/**
 * POST /api/auth/local through the per-identifier slowdown (attempt-guard.ts): a wrong password counts against the
 * identifier typed, the right one clears it. On success, with `rememberDevice: true`, the answer carries a
 * `deviceToken` for 'Lembrar este dispositivo'; and a browser the account had not used before (its `deviceId`)
 * gets the owner an e-mail.
 */
export function guardedSignIn(strapi: Core.Strapi, callback: Handler): Handler {
  return async (ctx) => {
    const { rememberDevice, deviceToken: _token, ...body } = (ctx.request.body ?? {}) as Record<string, unknown>;
    const identifier = typeof body.identifier === 'string' && typeof body.password === 'string' ? body.identifier : null;
    if (!identifier || (ctx.params as { provider?: string })?.provider) return callback(ctx); // Strapi's own 400
    const attempt = await beforeAttempt(strapi, 'sign-in', identifier, ctx);
    ctx.request.body = body;
    try {
      await callback(ctx);
    } catch (error) {
      if (error instanceof errors.ValidationError && error.message === 'Invalid identifier or password') await recordFailure(strapi, attempt, ctx);
      throw error;
    }
    await recordSuccess(attempt);
    await completeSignIn(strapi, ctx, { identifier: attempt.identifier, rememberDevice: rememberDevice === true, deviceId: body.deviceId });
  };
}

/**
 * What a finished sign-in adds to the answer that carries the user (Strapi's { jwt, refreshToken, user }): the
 * 'Lembrar este dispositivo' token when asked for, and the new-browser e-mail. An answer without a user (a sign-in
 * that still needs its second factor) gets neither: the second-factor step calls this when it answers the tokens.
 */
export async function completeSignIn(strapi: Core.Strapi, ctx: Context, signIn: { identifier: string; rememberDevice: boolean; deviceId: unknown }) {
  const answer = ctx.body as SignedIn | undefined;
  const user = answer?.user;
  if (!user?.id) return;
  if (signIn.rememberDevice) ctx.body = { ...answer, deviceToken: issueDeviceToken(normalizeIdentifier(signIn.identifier)) };
  await noticeNewBrowser(strapi, ctx, { id: user.id, email: user.email }, signIn.deviceId).catch((error) =>
    strapi.log.error(`[auth] new-browser e-mail not queued: ${(error as Error).message}`),
  );
}

async function noticeNewBrowser(strapi: Core.Strapi, ctx: Context, user: { id: number; email?: string }, deviceId: unknown) {
  const userAgent = userAgentOf(ctx);
  const now = Date.now();
  const isNew = await rememberBrowser(strapi, { userId: user.id, deviceKey: browserKey(deviceId, userAgent), userAgent, ip: ctx.request.ip, now });
  if (!isNew || !user.email) return;
  await enqueueDeliveries(strapi.db.connection, [
    {
      channel: 'email',
      event: 'account.new-browser',
      subject_type: 'account',
      subject_id: String(user.id),
      message: newBrowserEmail(user.email, { at: now, ip: ctx.request.ip, userAgent }),
    },
  ]);
  wakeOutbox();
}

/** POST /api/auth/forgot-password: each request counts against the e-mail, whether an account has it or not. */
export async function slowForgotPassword(strapi: Core.Strapi, ctx: Context, email: string) {
  const attempt = await beforeAttempt(strapi, 'forgot-password', email, ctx);
  await recordFailure(strapi, attempt, ctx);
}
