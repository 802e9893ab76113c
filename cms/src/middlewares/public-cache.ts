import type { Context, Next } from 'koa';
import { createHash } from 'crypto';
import { gzipSync } from 'zlib';
import type { Core } from '@strapi/strapi';
import { cacheBus } from '../utils/cache-bus';

/**
 * Answers repeated anonymous reads of the public content from memory. Every page of the site reads these
 * (cases, articles, page sections, site scripts, company); through Strapi's full pipeline one such read
 * costs several milliseconds of CPU, so under load the answers queued up. A stored answer is sent with an
 * ETag (a browser revalidating gets a 304) and `Cache-Control: no-cache`, so nothing downstream keeps it
 * without asking again.
 *
 * Answers of 1 KB or more are also kept gzipped, compressed once, for clients that accept it (browsers do):
 * the cases list is 77 KB as JSON, 12 KB gzipped.
 *
 * What is stored: 200 answers to GET/HEAD without an Authorization header, for the routes below, keyed by
 * the URL as sent. Signed-in requests never read or fill it (an admin sees drafts; their answers are never
 * shared). Errors are never stored. Any write to any content type except the form submissions and sign-in
 * sessions listed below empties it (database lifecycle events, again when the transaction commits); a
 * read that started before a write is not stored. The TTL only bounds staleness after writes that bypass
 * the running CMS (a restore with `strapi import`, a second CMS process on the same database).
 *
 * Several replicas (REDIS_URL set): a write on any of them empties every replica's copy (Redis pub/sub,
 * src/utils/cache-bus.ts), so the next read anywhere is fresh; while Redis is out of reach, the TTL bounds it.
 *
 * One process's memory: bounded in entries (PUBLIC_CACHE_MAX_ENTRIES) and bytes (any query string makes a new
 * key, so a crawler cannot grow it without limit); the oldest entries go first. PUBLIC_CACHE_TTL_MS=0 turns it off.
 */
const CACHEABLE_PATH = /^\/api\/(cases|articles|page-contents|site-settings|company|testimonials|clients|team-members)(\/|$)/;

/** Writes that no public read shows: they must not empty the cache (a burst of leads would otherwise). */
const WRITES_NOT_SHOWN = new Set([
  'api::lead.lead',
  'api::booking.booking',
  'api::consent-record.consent-record',
  'api::ad-spend.ad-spend',
  'admin::session',
  'plugin::users-permissions.user',
]);

const MAX_BODY_BYTES = 2 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

const GZIP_FROM_BYTES = 1024;

type Entry = { body: Buffer; etag: string; gzip: Buffer | null; gzipEtag: string; expires: number };

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const ttlMs = Number(process.env.PUBLIC_CACHE_TTL_MS ?? 60_000);
  const maxEntries = Number(process.env.PUBLIC_CACHE_MAX_ENTRIES ?? 500);
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  /** Misses being answered right now: concurrent requests for the same URL wait for that one answer. */
  const pending = new Map<string, Promise<Entry | null>>();
  /** Bumped by every write; an answer computed across a write is not stored. */
  let generation = 0;

  const emptyHere = () => {
    generation += 1;
    entries.clear();
    totalBytes = 0;
  };
  const bus = cacheBus('alicerce:public-cache:invalidate', emptyHere);
  const invalidate = () => {
    emptyHere();
    bus.announce();
  };
  const onWrite = (event: { model: { uid: string } }) => {
    if (WRITES_NOT_SHOWN.has(event.model.uid)) return;
    invalidate();
    // Inside a transaction other connections (and the other replicas) still read the old rows until it commits:
    // empty it again then.
    if (strapi.db.inTransaction()) {
      strapi.db.transaction(({ onCommit }) => onCommit(invalidate)).catch(() => invalidate());
    }
  };
  strapi.db.lifecycles.subscribe({
    afterCreate: onWrite,
    afterCreateMany: onWrite,
    afterUpdate: onWrite,
    afterUpdateMany: onWrite,
    afterDelete: onWrite,
    afterDeleteMany: onWrite,
  });

  const send = (ctx: Context, entry: Entry, state: 'HIT' | 'MISS') => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('X-Cache', state);
    ctx.vary('Authorization');
    ctx.vary('Accept-Encoding');
    const gzipped = entry.gzip !== null && ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
    const wanted = String(ctx.get('If-None-Match') || '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    // Either encoding's tag: both stand for the same content, so the client's copy is still good.
    const matched = [entry.etag, entry.gzipEtag].find((tag) => wanted.includes(tag));
    if (matched) {
      ctx.set('ETag', matched);
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.set('ETag', gzipped ? entry.gzipEtag : entry.etag);
    ctx.status = 200;
    ctx.type = 'application/json; charset=utf-8';
    if (gzipped) ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzipped ? entry.gzip : entry.body;
  };

  const store = (key: string, body: Buffer): Entry => {
    const hash = createHash('sha1').update(body).digest('base64url');
    const gzip = body.length >= GZIP_FROM_BYTES ? gzipSync(body) : null;
    const entry = { body, etag: `"${hash}"`, gzip, gzipEtag: `"${hash}-gz"`, expires: Date.now() + ttlMs };
    const size = (e: Entry) => e.body.length + (e.gzip?.length ?? 0);
    const previous = entries.get(key);
    if (previous) totalBytes -= size(previous);
    entries.delete(key);
    entries.set(key, entry);
    totalBytes += size(entry);
    while (entries.size > maxEntries || totalBytes > MAX_TOTAL_BYTES) {
      const first = entries.entries().next();
      if (first.done) break;
      const [oldest, dropped] = first.value;
      entries.delete(oldest);
      totalBytes -= size(dropped);
    }
    return entry;
  };

  return async (ctx: Context, next: Next) => {
    const cacheable = ttlMs > 0 && (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.get('Authorization') && CACHEABLE_PATH.test(ctx.path);
    if (!cacheable) return next();
    ctx.vary('Authorization');

    const key = ctx.url;
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) return send(ctx, cached, 'HIT');

    const inFlight = pending.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared) return send(ctx, shared, 'HIT');
      return next();
    }

    const startedAt = generation;
    let settle: (entry: Entry | null) => void = () => {};
    pending.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    try {
      await next();
      const body = ctx.body;
      const storable =
        ctx.status === 200 &&
        body &&
        typeof body === 'object' &&
        !Buffer.isBuffer(body) &&
        !('pipe' in body && typeof body.pipe === 'function') &&
        !ctx.response.get('Set-Cookie');
      if (!storable) return;
      // Kept as bytes: a hit is written out as is, not encoded again.
      const json = Buffer.from(JSON.stringify(body));
      if (json.length > MAX_BODY_BYTES || startedAt !== generation) return;
      entry = store(key, json);
      send(ctx, entry, 'MISS');
    } finally {
      pending.delete(key);
      settle(entry);
    }
  };
};
