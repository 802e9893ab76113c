import type { Context, Next } from 'koa';
import { TOO_MANY_REQUESTS_MESSAGE } from '@alicerce/domain';
import { createWindowLimiter } from '../utils/rate-limiter';

/**
 * Per-IP fixed-window limit for one route (public writes): `max` requests per `windowMs`, then 429 with a
 * pt-BR message and Retry-After. Counted by src/utils/rate-limiter.ts: in Redis when REDIS_URL is set (shared
 * by every replica), else in this process's memory. The key is the route (method and path pattern) and the
 * client IP, which src/middlewares/trusted-proxy.ts lets come from X-Forwarded-For only via a trusted proxy.
 */
type Config = { max?: number; windowMs?: number; message?: string; name?: string };

export default (config: Config) => {
  const message = config.message ?? TOO_MANY_REQUESTS_MESSAGE;
  const limit = createWindowLimiter(config.name ?? 'route', { max: config.max ?? 10, windowMs: config.windowMs ?? 60_000 });

  return async (ctx: Context, next: Next) => {
    const verdict = await limit(`${ctx.method} ${ctx._matchedRoute ?? ctx.path}|${ctx.request.ip}`);
    if (!verdict.allowed) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      ctx.status = 429;
      ctx.body = { data: null, error: { status: 429, name: 'TooManyRequestsError', message, details: {} } };
      return;
    }
    await next();
  };
};
