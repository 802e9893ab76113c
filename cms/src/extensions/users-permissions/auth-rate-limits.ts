import path from 'path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';
import { createWindowLimiter } from '../../utils/rate-limiter';

/**
 * Per-IP limits on the public auth routes whose users-permissions limiter is keyed by IP *and* the e-mail in
 * the body: rotating that e-mail gave a fresh bucket on every request, so one IP could create accounts or send
 * reset e-mails without end. Every users-permissions auth route (sign-in, sign-up, reset, forgot, connect) also
 * keeps the plugin's own limit (AUTH_RATE_LIMIT_MAX per minute, config/plugins.ts), counted by authRateLimit below.
 */
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const authRateLimits = (): Record<string, { max: number; windowMs: number; message: string }> => ({
  'POST /auth/local/register': {
    max: num('REGISTER_RATE_LIMIT_MAX', 5),
    windowMs: num('REGISTER_RATE_LIMIT_WINDOW_MS', 60 * 60_000),
    message: 'Muitos cadastros feitos a partir desta rede. Tente novamente mais tarde.',
  },
  'POST /auth/forgot-password': {
    max: num('FORGOT_PASSWORD_RATE_LIMIT_MAX', 5),
    windowMs: num('FORGOT_PASSWORD_RATE_LIMIT_WINDOW_MS', 15 * 60_000),
    message: 'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.',
  },
});

export type AuthRoute = { method: string; path: string; config?: { middlewares?: unknown[] } };

/** Puts our per-IP limiter in front of users-permissions' own on the routes listed above. */
export function limitAuthRoutes(routes: AuthRoute[]) {
  const limits = authRateLimits();
  for (const route of routes) {
    const limit = limits[`${route.method} ${route.path}`];
    if (!limit) continue;
    route.config = { ...route.config, middlewares: [{ name: 'global::rate-limit', config: limit }, ...(route.config?.middlewares ?? [])] };
  }
}

/**
 * Stands in for users-permissions' `rateLimit` middleware (koa2-ratelimit, in one process's memory): the same
 * limit from `plugin::users-permissions.ratelimit` (`max` per `interval` ms) and the same 429 (RateLimitError,
 * whose English message the site shows in pt-BR), counted by src/utils/rate-limiter.ts so replicas share it when
 * REDIS_URL is set. Keyed by the route's path and the client IP alone, never by the body: the plugin's key for
 * sign-up and forgot-password also held the e-mail sent, which the caller chooses.
 */
/** koa2-ratelimit's `interval`: milliseconds, or { min: 5 }-like units (the plugin's default is five minutes). */
const UNIT_MS: Record<string, number> = { ms: 1, sec: 1_000, min: 60_000, hour: 3_600_000, day: 86_400_000 };
const intervalMs = (interval: number | Record<string, number>) =>
  typeof interval === 'number'
    ? interval
    : Object.entries(interval).reduce((sum, [unit, count]) => sum + (UNIT_MS[unit] ?? 0) * count, 0) || 5 * 60_000;

/** `plugin::users-permissions.ratelimit` (config/plugins.ts). */
type RateLimitSettings = { enabled?: boolean; max?: number; interval?: number | Record<string, number> };

export const authRateLimit: Core.MiddlewareFactory = (_config, { strapi }) => {
  const settings = strapi.config.get<RateLimitSettings | undefined>('plugin::users-permissions.ratelimit') ?? {};
  if (settings.enabled === false) return (_ctx: Context, next: Next) => next();
  const limit = createWindowLimiter('auth', { max: settings.max ?? 5, windowMs: intervalMs(settings.interval ?? { min: 5 }) });
  return async (ctx: Context, next: Next) => {
    const route = path.posix.normalize(String(ctx.request.path)).toLowerCase().replace(/\/+$/, '') || '/';
    const verdict = await limit(`${route}|${ctx.request.ip}`);
    if (!verdict.allowed) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      throw new errors.RateLimitError();
    }
    await next();
  };
};
