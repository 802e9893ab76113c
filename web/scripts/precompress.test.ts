import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { precompressPages } from './precompress';

describe('precompressPages', () => {
  it('writes beside each prerendered page a gzip copy that reads back as the page, smaller than gzip -9; not the /admin shell', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'cases'));
    const page = `<!DOCTYPE html><html lang="pt-BR"><body>${'<p class="css-1">Cases de Sucesso em Sorocaba</p>'.repeat(400)}</body></html>`;
    writeFileSync(join(dir, 'cases', 'index.html'), page);
    writeFileSync(join(dir, '__spa-fallback.html'), '<html></html>');

    const done = await precompressPages(dir);

    expect(done.pages).toBe(1);
    const copy = readFileSync(join(dir, 'cases', 'index.html.gz'));
    expect(gunzipSync(copy).toString('utf8')).toBe(page);
    expect(copy.length).toBeLessThanOrEqual(gzipSync(page, { level: 9 }).length);
    expect(existsSync(join(dir, '__spa-fallback.html.gz'))).toBe(false);
  });
});
