import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from './shared-redis';

/**
 * A fixed-window count per key (rate-limiter-flexible): `max` hits per `windowMs`, the window starting at the
 * key's first hit. With REDIS_URL every replica counts in Redis, so two replicas give a client no more attempts
 * than one. Without it the count is this process's memory (one process: `npm start`).
 *
 * Redis down: each replica counts in its own memory (the insurance limiter, same limits) until Redis answers
 * again — the limits hold per replica instead of across them, and no request fails because Redis did.
 */
export type WindowLimit = { max: number; windowMs: number };
export type Verdict = { allowed: boolean; retryAfterSeconds?: number };

export function createWindowLimiter(name: string, { max, windowMs }: WindowLimit) {
  const options = { keyPrefix: `rl:${name}`, points: max, duration: Math.max(1, Math.ceil(windowMs / 1000)) };
  const redis = sharedRedis();
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options);

  return async (key: string): Promise<Verdict> => {
    try {
      await limiter.consume(key);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      throw rejection; // neither store answered: a bug, not a limit
    }
  };
}
