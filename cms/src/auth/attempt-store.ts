import { sharedRedis } from '../utils/shared-redis';

/**
 * The counts behind attempt-guard.ts: per key, the failures of the current window, when the next attempt may come
 * (`nextAt`, epoch ms), the first failure's time and the addresses the failures came from. In Redis when REDIS_URL is
 * set (every replica reads and writes the same count, each step one Lua script, so two replicas cannot both let an
 * attempt through a wait), in this process's memory otherwise — and, as the rate limits do, in memory while Redis
 * cannot be reached (no sign-in fails because Redis did).
 *
 * The wait after the n-th failure (n ≥ after): min(baseMs · 2^(n − after), maxMs). An attempt that is let through
 * while failures ≥ after reserves the next wait at once, so parallel attempts are refused until its outcome is known.
 */
export type Pace = { after: number; baseMs: number; maxMs: number; windowMs: number };
export type Claim = { allowed: true } | { allowed: false; waitMs: number };
export type FailureCount = { failures: number; firstAt: number; addresses: string[] };

const PREFIX = 'ag:';
const MAX_ADDRESSES = 10;

const waitAfter = (failures: number, pace: Pace) => Math.min(pace.baseMs * 2 ** (failures - pace.after), pace.maxMs);
/** How long a count lives after its last failure: the window, and never less than the longest wait. */
const ttl = (pace: Pace) => Math.max(pace.windowMs, pace.maxMs);

// KEYS[1] the count; ARGV now, after, base, max, ttl.
const CLAIM = `
local f = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
if f < tonumber(ARGV[2]) then return 0 end
local now = tonumber(ARGV[1])
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if now < n then return n - now end
local wait = math.min(tonumber(ARGV[3]) * 2 ^ (f - tonumber(ARGV[2])), tonumber(ARGV[4]))
redis.call('HSET', KEYS[1], 'n', now + math.floor(wait))
return 0`;

// KEYS[1] the count, KEYS[2] its addresses; ARGV now, after, base, max, ttl, address.
const FAIL = `
local now = tonumber(ARGV[1])
local f = redis.call('HINCRBY', KEYS[1], 'f', 1)
if f == 1 then redis.call('HSET', KEYS[1], 'first', now) end
if f >= tonumber(ARGV[2]) then
  local wait = math.min(tonumber(ARGV[3]) * 2 ^ (f - tonumber(ARGV[2])), tonumber(ARGV[4]))
  redis.call('HSET', KEYS[1], 'n', now + math.floor(wait))
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
if redis.call('SCARD', KEYS[2]) < ${MAX_ADDRESSES} then redis.call('SADD', KEYS[2], ARGV[6]) end
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return {f, tonumber(redis.call('HGET', KEYS[1], 'first'))}`;

type Entry = { failures: number; nextAt: number; firstAt: number; expiresAt: number; addresses: Set<string> };
const memory = new Map<string, Entry>();
const onceMemory = new Map<string, number>();

function live(key: string, now: number) {
  const entry = memory.get(key);
  if (entry && entry.expiresAt <= now) memory.delete(key);
  return entry && entry.expiresAt > now ? entry : undefined;
}

const inMemory = {
  claim(key: string, pace: Pace, now: number): Claim {
    const entry = live(key, now);
    if (!entry || entry.failures < pace.after) return { allowed: true };
    if (now < entry.nextAt) return { allowed: false, waitMs: entry.nextAt - now };
    entry.nextAt = now + waitAfter(entry.failures, pace);
    return { allowed: true };
  },
  fail(key: string, pace: Pace, now: number, address: string): FailureCount {
    const entry = live(key, now) ?? { failures: 0, nextAt: 0, firstAt: now, expiresAt: 0, addresses: new Set<string>() };
    entry.failures += 1;
    if (entry.failures >= pace.after) entry.nextAt = now + waitAfter(entry.failures, pace);
    entry.expiresAt = now + ttl(pace);
    if (entry.addresses.size < MAX_ADDRESSES) entry.addresses.add(address);
    memory.set(key, entry);
    if (memory.size > 100_000) for (const [k, e] of memory) if (e.expiresAt <= now) memory.delete(k);
    return { failures: entry.failures, firstAt: entry.firstAt, addresses: [...entry.addresses] };
  },
  once(key: string, ms: number, now: number) {
    const until = onceMemory.get(key);
    if (until && until > now) return false;
    onceMemory.set(key, now + ms);
    return true;
  },
};

/** Runs `shared` on Redis when it is configured and answers; `local` otherwise. */
async function either<T>(shared: (redis: NonNullable<ReturnType<typeof sharedRedis>>) => Promise<T>, local: () => T): Promise<T> {
  const redis = sharedRedis();
  if (!redis) return local();
  try {
    return await shared(redis);
  } catch {
    return local(); // Redis unreachable: this replica's memory until it is back
  }
}

export function claimAttempt(key: string, pace: Pace, now = Date.now()): Promise<Claim> {
  return either(
    async (redis) => {
      const waitMs = Number(await redis.eval(CLAIM, 1, PREFIX + key, now, pace.after, pace.baseMs, pace.maxMs, ttl(pace)));
      return waitMs > 0 ? { allowed: false, waitMs } : { allowed: true };
    },
    () => inMemory.claim(key, pace, now),
  );
}

export function addFailure(key: string, pace: Pace, address: string, now = Date.now()): Promise<FailureCount> {
  return either(
    async (redis) => {
      const [failures, firstAt] = (await redis.eval(
        FAIL,
        2,
        PREFIX + key,
        `${PREFIX + key}:ip`,
        now,
        pace.after,
        pace.baseMs,
        pace.maxMs,
        ttl(pace),
        address,
      )) as [number, number];
      const addresses = await redis.smembers(`${PREFIX + key}:ip`);
      return { failures: Number(failures), firstAt: Number(firstAt), addresses };
    },
    () => inMemory.fail(key, pace, now, address),
  );
}

export function clearAttempts(key: string): Promise<void> {
  return either(
    async (redis) => void (await redis.del(PREFIX + key, `${PREFIX + key}:ip`)),
    () => void memory.delete(key),
  );
}

/** True for the first call with `key` in `ms` (across replicas with Redis): one alert e-mail per hour and account. */
export function firstWithin(key: string, ms: number, now = Date.now()): Promise<boolean> {
  return either(
    async (redis) => (await redis.set(`${PREFIX}once:${key}`, '1', 'PX', ms, 'NX')) === 'OK',
    () => inMemory.once(key, ms, now),
  );
}
