// First-load JS of a built page, counted as web/scripts/first-load-js.mjs does: every /assets/*.js file its
// HTML names up front (modulepreload links + inline module imports), gzip level 9, each file once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes of JS the HTML file at `htmlFile` loads up front, raw and gzipped; asset paths resolve in `root`. */
export function firstLoadJs(root, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const files = new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const buf = readFileSync(join(root, file));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}
