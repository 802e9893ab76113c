// First-load JS of a page: every script of the site (/assets/*.js) the browser requested while the page loaded,
// without any interaction (islands that ran at load, when idle or when visible included), each counted once,
// gzip level 9 as the site server sends it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The site's scripts among the URLs of a load's requests (other origins and non-scripts left out). */
export function siteScripts(urls, origin) {
  const out = new Set();
  for (const url of urls) {
    const parsed = new URL(url, origin);
    if (parsed.origin === new URL(origin).origin && /^\/assets\/[^/]+\.js$/.test(parsed.pathname)) out.add(parsed.pathname);
  }
  return [...out];
}

/** Bytes of the scripts at `paths` (site paths like /assets/x.js, resolved in `root`), raw and gzipped. */
export function scriptBytes(root, paths) {
  let raw = 0;
  let gzip = 0;
  for (const path of new Set(paths)) {
    const buf = readFileSync(join(root, path));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files: new Set(paths).size, raw, gzip };
}
