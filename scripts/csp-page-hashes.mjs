// Writes the body of nginx's `map $uri $page_script_hashes` (web/nginx.conf): each HTML file of the built site and
// the CSP hashes of its inline scripts, the same ones scripts/serve-web.mjs computes at run time. web/Dockerfile runs
// it after the site's build: `node scripts/csp-page-hashes.mjs web/build/client > page-hashes.map`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { inlineScriptHashes } from './lib/security-headers.mjs';

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** One `"<uri>" "<hashes>";` line per HTML file, sorted, for an nginx map keyed on the served file's $uri. */
export function pageHashesMap(root) {
  const dir = resolve(root);
  return [...htmlFiles(dir)]
    .map((file) => `/${relative(dir, file).split(sep).join('/')}`)
    .sort()
    .map((uri) => `"${uri}" "${inlineScriptHashes(readFileSync(join(dir, uri), 'utf8')).join(' ')}";`)
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: node scripts/csp-page-hashes.mjs <built site folder>');
    process.exit(2);
  }
  process.stdout.write(
    `# Generated from ${root} at build time (scripts/csp-page-hashes.mjs): CSP hashes of each page's inline scripts.\n${pageHashesMap(root)}\n`,
  );
}
