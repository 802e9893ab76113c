// The site server's CSP lets pages show the media bucket's images (S3_PUBLIC_URL, the CMS's uploads on S3-compatible
// storage): its origin in img-src when it is plain http (a local MinIO or s3rver), where `https:` does not cover it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, test } from 'node:test';

import { startWebServer } from '../serve-web.mjs';

const CMS = 'http://127.0.0.1:1';
const HTML = '<!DOCTYPE html><html><head><script>window.__page = 1;</script></head><body></body></html>';
const saved = { S3_PUBLIC_URL: process.env.S3_PUBLIC_URL, CMS_PUBLIC_URL: process.env.CMS_PUBLIC_URL };
let cleanup = () => {};

afterEach(() => {
  cleanup();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** The img-src sources of `/` (a public page) and `/admin/dashboard`, from a site server started with `env` set. */
async function imgSources(env) {
  Object.assign(process.env, env);
  const root = mkdtempSync(join(tmpdir(), 'site-bucket-'));
  writeFileSync(join(root, 'index.html'), HTML);
  writeFileSync(join(root, '__spa-fallback.html'), HTML);
  mkdirSync(join(root, '404'));
  writeFileSync(join(root, '404', 'index.html'), HTML);
  const site = await startWebServer({ root, port: 0, host: '127.0.0.1', cmsUrl: CMS, https: false });
  cleanup = () => {
    site.close();
    rmSync(root, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${site.address().port}`;
  const sources = async (path) => {
    const csp = (await fetch(base + path)).headers.get('content-security-policy');
    return /(?:^|;)\s*img-src ([^;]*)/.exec(csp)[1].split(/\s+/);
  };
  return { public: await sources('/'), admin: await sources('/admin/dashboard') };
}

test('S3_PUBLIC_URL on plain http: its origin (not its path) in img-src of public pages and of the admin', async () => {
  delete process.env.CMS_PUBLIC_URL;
  const { public: page, admin } = await imgSources({ S3_PUBLIC_URL: 'http://127.0.0.1:9000/midia' });
  for (const sources of [page, admin]) {
    assert.ok(sources.includes('http://127.0.0.1:9000'), `img-src ${sources.join(' ')}`);
    assert.ok(sources.includes(CMS), 'the CMS itself stays an image origin');
    assert.ok(!sources.some((s) => s.includes('/midia')), 'a CSP source with a path would allow only that path');
  }
});

test('beside CMS_PUBLIC_URL; an https bucket adds nothing (img-src already allows https:)', async () => {
  const { public: page } = await imgSources({ CMS_PUBLIC_URL: 'http://cms.local:1337', S3_PUBLIC_URL: 'http://minio.local:9000/midia' });
  assert.ok(page.includes('http://cms.local:1337') && page.includes('http://minio.local:9000'), `img-src ${page.join(' ')}`);
  cleanup();
  const { public: secure } = await imgSources({ CMS_PUBLIC_URL: 'http://cms.local:1337', S3_PUBLIC_URL: 'https://midia.example.com/alicerce' });
  assert.deepEqual(secure, ["'self'", 'data:', 'blob:', 'http://cms.local:1337', 'https:']);
});

test('without S3_PUBLIC_URL the policy is as before: only the CMS as a plain-http image origin', async () => {
  delete process.env.S3_PUBLIC_URL;
  delete process.env.CMS_PUBLIC_URL;
  const { public: page } = await imgSources({});
  assert.deepEqual(page, ["'self'", 'data:', 'blob:', CMS, 'http://localhost:1', 'https:']);
});
