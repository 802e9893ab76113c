import { randomUUID } from 'crypto';
import { newRedisConnection, sharedRedis } from './shared-redis';

/**
 * Tells the other replicas that their copies of `channel`'s content are stale (Redis pub/sub, when REDIS_URL is
 * set; without it there are no other replicas and this does nothing). `onRemote` runs on every other replica
 * for each `announce()` here, and also whenever this replica's subscription comes back after Redis was out of
 * reach (announcements may have been missed meanwhile). Announcements made while Redis is down are lost: the
 * other replicas then catch up within their cache's TTL.
 */
export function cacheBus(channel: string, onRemote: () => void) {
  const self = randomUUID();
  const subscriber = newRedisConnection();
  if (subscriber) {
    let connectedBefore = false;
    subscriber.on('ready', () => {
      if (connectedBefore) onRemote();
      connectedBefore = true;
      subscriber.subscribe(channel).catch(() => {});
    });
    subscriber.on('message', (from: string, sender: string) => {
      if (from === channel && sender !== self) onRemote();
    });
  }
  return {
    announce() {
      sharedRedis()
        ?.publish(channel, self)
        .catch(() => {});
    },
  };
}
