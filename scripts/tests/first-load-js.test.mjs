// The first-load JS column of bench:web: the scripts a page's HTML names, each counted once, gzip-compressed.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { firstLoadJs } from '../lib/first-load-js.mjs';

test('counts every /assets/*.js the HTML names (modulepreload and inline imports) once, and nothing else', () => {
  const root = mkdtempSync(join(tmpdir(), 'first-load-'));
  try {
    mkdirSync(join(root, 'assets'));
    const a = 'export const a = "' + 'x'.repeat(5000) + '";';
    const b = 'export const b = 1;';
    writeFileSync(join(root, 'assets', 'a.js'), a);
    writeFileSync(join(root, 'assets', 'b.js'), b);
    writeFileSync(join(root, 'assets', 'lazy.js'), 'export const lazy = 2;');
    writeFileSync(join(root, 'assets', 'style.css'), 'body{}');
    writeFileSync(
      join(root, 'index.html'),
      `<link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" href="/assets/style.css">
       <script type="module">import "/assets/a.js"; import * as r from "/assets/b.js";</script>`,
    );
    const result = firstLoadJs(root, join(root, 'index.html'));
    assert.equal(result.files, 2);
    assert.equal(result.raw, a.length + b.length);
    assert.equal(result.gzip, gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
