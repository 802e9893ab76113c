import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { HONEYPOT_FIELD } from '@alicerce/domain';

/** The Idempotency-Key header, if it looks like one (UUID-ish, ≤ 100 chars). */
export function idempotencyKeyOf(ctx: Context): string | undefined {
  const key = ctx.get('Idempotency-Key');
  if (!key) return undefined;
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new errors.ValidationError('Chave de idempotência inválida');
  return key;
}

/** True when the hidden honeypot field came filled: a bot. */
export function isHoneypotFilled(payload: Record<string, unknown> | undefined): boolean {
  const value = payload?.[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value != null;
}

export const userAgentOf = (ctx: Context): string => String(ctx.get('User-Agent') ?? '').slice(0, 500);

/**
 * A public form's bot check: when the honeypot came filled, answers as if it worked (201, nothing stored)
 * and returns true, so the bot learns nothing.
 */
export function answeredBot(ctx: Context, payload: Record<string, unknown> | undefined): boolean {
  if (!isHoneypotFilled(payload)) return false;
  ctx.status = 201;
  ctx.body = { data: { received: true } };
  return true;
}
