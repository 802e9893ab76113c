// The A/B split of a landing page's hero where the page is served: Debian's nginx with the shipped web/nginx.conf
// (split_clients) and the local server (scripts/serve-web.mjs) put each visitor in a bucket, the CMS's check (a stand-in
// answering with the real rule of domain/src/landing-split.ts) names the variant's file. Over 2,000 visitors each
// variant gets its share (±5 %); the bucket the local server computes is nginx's; a consented visitor's cookie keeps
// their variant; no /lp/ answer sets a cookie or may be kept by a shared cache.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chooseLandingVariant, landingVariantPath, parseSplitBucket, rememberedLandingVariant } from '../../domain/dist/index.js';
import { splitBucket } from '../lib/split-bucket.mjs';
import { startWebServer } from '../serve-web.mjs';
import { findNginx, startNginx } from '../lib/nginx-runner.mjs';

const PAGES = { duas: ['a', 'b'], tres: ['a', 'b', 'c'] };
const VISITORS = 2000;

/** The CMS's check for published pages 'duas' (a, b) and 'tres' (a, b, c); it notes the bucket each browser was given. */
function cms() {
  const buckets = new Map();
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://cms').searchParams.get('path') ?? '';
    const match = /^\/lp\/([a-z]+)(?:\/__v\/([abc]))?\/?$/.exec(path);
    const keys = PAGES[match?.[1]];
    if (!keys) return res.writeHead(404).end('{}');
    const bucket = parseSplitBucket(req.headers['x-split-bucket']);
    buckets.set(req.headers['user-agent'], bucket);
    const variant = match[2] ?? chooseLandingVariant(keys, bucket, rememberedLandingVariant(req.headers.cookie, match[1]));
    res.writeHead(200, { 'x-accel-redirect': `/__landing${landingVariantPath(match[1], variant)}` }).end('{}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, buckets, port: server.address().port })));
}

function site() {
  const root = mkdtempSync(join(tmpdir(), 'landing-split-'));
  chmodSync(root, 0o755); // readable by nginx's workers, which run as another user when the test runs as root
  for (const [slug, keys] of Object.entries(PAGES)) {
    for (const key of keys) {
      const dir = join(root, landingVariantPath(slug, key));
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${key}</title>`);
    }
  }
  mkdirSync(join(root, '404'));
  writeFileSync(join(root, '404', 'index.html'), '<!doctype html><title>404</title>');
  writeFileSync(join(root, '__spa-fallback.html'), '<!doctype html><title>app</title>');
  return root;
}

/** The variant served: the file's title. */
async function visit(base, path, headers) {
  const response = await fetch(new URL(path, base), { headers });
  const body = await response.text();
  assert.equal(response.status, 200, body);
  assert.equal(response.headers.get('set-cookie'), null);
  assert.equal(response.headers.get('cache-control'), 'private, no-store');
  return /<title>(\w)<\/title>/.exec(body)[1];
}

/** Each variant's share of `VISITORS` visitors of /lp/<slug>, `headersOf(i)` telling them apart. */
async function shares(base, slug, headersOf) {
  const counts = {};
  for (let i = 0; i < VISITORS; i++) {
    const variant = await visit(base, `/lp/${slug}`, headersOf(i));
    counts[variant] = (counts[variant] ?? 0) + 1;
  }
  return counts;
}

const assertFairSplit = (counts, keys) => {
  assert.deepEqual(Object.keys(counts).sort(), keys);
  for (const key of keys) assert.ok(Math.abs(counts[key] / VISITORS - 1 / keys.length) <= 0.05, `${key}: ${counts[key]} of ${VISITORS}`);
};

const browser = (i) => `Mozilla/5.0 (visitante ${i})`;

describe('the A/B split through nginx (web/nginx.conf)', { skip: findNginx() ? false : 'no nginx binary here (set NGINX_BIN to run it)' }, () => {
  let root;
  let upstream;
  let nginx;
  before(async () => {
    root = site();
    upstream = await cms();
    // The test client is the TLS terminator (127.0.0.1), so each request's X-Forwarded-For is its visitor's address.
    nginx = await startNginx({
      root,
      env: {
        CMS_HOST: 'cms.example.com',
        CMS_UPSTREAM: `http://127.0.0.1:${upstream.port}`,
        MEDIA_UPSTREAM: 'http://127.0.0.1:9',
        REAL_IP_FROM: '127.0.0.1',
      },
    });
  });
  after(() => {
    nginx?.stop();
    upstream?.server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const address = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

  test('the bucket is MurmurHash2 of address and browser, as scripts/lib/split-bucket.mjs computes it', async () => {
    for (let i = 0; i < 300; i++) {
      await visit(nginx.base, '/lp/tres', { 'x-forwarded-for': address(i), 'user-agent': browser(i) });
      assert.equal(upstream.buckets.get(browser(i)), splitBucket(address(i), browser(i)), `visitor ${i}`);
    }
  });

  test('2,000 visitors from distinct addresses: each of two and of three variants gets its share (±5 %)', async () => {
    assertFairSplit(await shares(nginx.base, 'duas', (i) => ({ 'x-forwarded-for': address(i), 'user-agent': 'Mozilla/5.0' })), ['a', 'b']);
    assertFairSplit(await shares(nginx.base, 'tres', (i) => ({ 'x-forwarded-for': address(i), 'user-agent': 'Mozilla/5.0' })), ['a', 'b', 'c']);
  });

  test('a visitor who consented keeps the variant their cookie names; a variant address is always that variant', async () => {
    for (let i = 0; i < 50; i++) {
      assert.equal(
        await visit(nginx.base, '/lp/tres', { 'x-forwarded-for': address(i), 'user-agent': browser(i), cookie: 'lp_variant_tres=c' }),
        'c',
      );
      assert.equal(await visit(nginx.base, '/lp/duas/__v/b', { 'x-forwarded-for': address(i), 'user-agent': browser(i) }), 'b');
    }
  });
});

describe('the A/B split through the local server (scripts/serve-web.mjs)', () => {
  let root;
  let upstream;
  let server;
  let base;
  before(async () => {
    root = site();
    upstream = await cms();
    server = await startWebServer({ root, port: 0, host: '127.0.0.1', cmsUrl: `http://127.0.0.1:${upstream.port}`, mediaOrigins: [], https: false });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => {
    server?.close();
    upstream?.server.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the bucket is the one nginx gives the same address and browser', async () => {
    for (let i = 0; i < 100; i++) {
      await visit(base, '/lp/duas', { 'user-agent': browser(i) });
      assert.equal(upstream.buckets.get(browser(i)), splitBucket('127.0.0.1', browser(i)));
    }
  });

  test('2,000 visitors with distinct browsers: each of two and of three variants gets its share (±5 %)', async () => {
    assertFairSplit(await shares(base, 'duas', (i) => ({ 'user-agent': browser(i) })), ['a', 'b']);
    assertFairSplit(await shares(base, 'tres', (i) => ({ 'user-agent': browser(i) })), ['a', 'b', 'c']);
  });

  test('a visitor who consented keeps the variant their cookie names, whatever their bucket', async () => {
    for (let i = 0; i < 50; i++) assert.equal(await visit(base, '/lp/duas', { 'user-agent': browser(i), cookie: 'outro=1; lp_variant_duas=b' }), 'b');
  });
});
