// The first-load JS column of bench:web: the site's scripts a page load requested, each counted once, gzip-compressed.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { scriptBytes, siteScripts } from '../lib/first-load-js.mjs';

test('keeps the site’s own /assets scripts among a load’s requests, each once, and nothing else', () => {
  const requests = [
    'http://127.0.0.1:4000/servicos',
    'http://127.0.0.1:4000/assets/entry.client-abc.js',
    'http://127.0.0.1:4000/assets/entry.client-abc.js',
    'http://127.0.0.1:4000/assets/start-def.js?v=1',
    'http://127.0.0.1:4000/assets/style.css',
    'https://www.googletagmanager.com/gtm.js',
    'http://127.0.0.1:4000/api/site-settings',
  ];
  assert.deepEqual(siteScripts(requests, 'http://127.0.0.1:4000'), ['/assets/entry.client-abc.js', '/assets/start-def.js']);
});

test('sums the raw and gzip -9 bytes of each script once', () => {
  const root = mkdtempSync(join(tmpdir(), 'first-load-'));
  try {
    mkdirSync(join(root, 'assets'));
    const a = 'export const a = "' + 'x'.repeat(5000) + '";';
    const b = 'export const b = 1;';
    writeFileSync(join(root, 'assets', 'a.js'), a);
    writeFileSync(join(root, 'assets', 'b.js'), b);
    const result = scriptBytes(root, ['/assets/a.js', '/assets/b.js', '/assets/a.js']);
    assert.equal(result.files, 2);
    assert.equal(result.raw, a.length + b.length);
    assert.equal(result.gzip, gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
