// The limit of a static page: the same prerendered HTML with no JavaScript at all (bench:web measures it beside the
// real page). JSON-LD blocks are data, not scripts: they stay.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;

/** The HTML without any script that runs (module, classic, inline or with src). */
export function withoutScripts(html) {
  return html.replace(SCRIPT, (whole, attributes) => (/type\s*=\s*["']?application\/ld\+json/i.test(attributes) ? whole : ''));
}

/** A copy of the built site at `to` whose pages for `routes` carry no script. */
export function writeNoJsCopy(from, to, routes) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  for (const route of routes) {
    const file = join(to, route, 'index.html');
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  }
}
