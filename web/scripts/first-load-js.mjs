// Usage: node scripts/first-load-js.mjs [route-path]  (after `npm run build`)
// Sums the gzip size of every JS file a prerendered page loads up front
// (modulepreload links + inline module imports).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../build/client');
const route = (process.argv[2] ?? '/').replace(/^\/|\/$/g, '');
const html = fs.readFileSync(path.join(root, route, 'index.html'), 'utf8');
const files = new Set(
  [...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]),
);

let raw = 0;
let gzip = 0;
for (const file of files) {
  const buf = fs.readFileSync(path.join(root, file));
  raw += buf.length;
  gzip += zlib.gzipSync(buf, { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`/${route}: ${files.size} JS files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
