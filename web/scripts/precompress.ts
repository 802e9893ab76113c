import { readFileSync, renameSync, writeFileSync } from 'node:fs';

import { gzipAsync } from '@gfx/zopfli';

import { prerenderedPages } from './built-files';

/**
 * Each prerendered page also as `<page>.gz`, compressed once with Zopfli: a gzip stream any browser reads, ~5 % smaller
 * than gzip -9. nginx sends it as is (`gzip_static on`, web/nginx.conf) and so does the site server
 * (scripts/serve-web.mjs); an older `.gz` than its page is never sent. On a first visit the document's bytes decide the
 * round trips before anything paints: Lighthouse's simulated connection brings ~43.8 KB (headers included) in two of
 * them, and /cases was 48.3 KB with gzip -9 (docs/benchmarks.md, issue 56).
 */
const ITERATIONS = 5;

/** Writes `file.gz` beside `file` (written whole, then renamed: a reader never gets half of it). */
export async function writePrecompressed(file: string, text: string | Buffer = readFileSync(file)) {
  const compressed = await gzipAsync(typeof text === 'string' ? Buffer.from(text) : text, { numiterations: ITERATIONS });
  const temporary = `${file}.gz.${process.pid}.tmp`;
  writeFileSync(temporary, compressed);
  renameSync(temporary, `${file}.gz`);
  return compressed.length;
}

/** Every prerendered page of the build in `clientDir`; answers how many and their compressed bytes. */
export async function precompressPages(clientDir: string) {
  let bytes = 0;
  const pages = prerenderedPages(clientDir);
  for (const page of pages) bytes += await writePrecompressed(page);
  return { pages: pages.length, bytes };
}
