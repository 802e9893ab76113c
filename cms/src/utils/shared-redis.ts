import Redis from 'ioredis';

/**
 * The one Redis connection of this CMS process, when REDIS_URL is set (several replicas share their rate-limit
 * counts and public-cache invalidations through it); null without it, and then every such state stays in this
 * process's memory, as with one replica. Commands are not queued while Redis is unreachable: they fail at once,
 * so a request never waits on a dead Redis (the rate limits fall back to their in-memory insurance then).
 */
let client: Redis | null | undefined;

export function sharedRedis(): Redis | null {
  if (client !== undefined) return client;
  const url = process.env.REDIS_URL;
  client = url ? connect(url) : null;
  return client;
}

/** A connection of its own with the same settings: a subscriber cannot send other commands. */
export function newRedisConnection(): Redis | null {
  const url = process.env.REDIS_URL;
  return url ? connect(url) : null;
}

function connect(url: string) {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
  let down = false;
  redis.on('error', (error) => {
    if (down) return; // one line per outage, not one per reconnection attempt
    down = true;
    console.error(`[redis] ${url.replace(/\/\/[^@]*@/, '//')} unreachable (${error.message}): rate limits count in this process until it is back`);
  });
  redis.on('ready', () => (down = false));
  return redis;
}
