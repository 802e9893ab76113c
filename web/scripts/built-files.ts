import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` whose name ends with `suffix`. */
export function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The prerendered public pages of a build: static HTML that React never hydrates. The SPA fallback of /admin
 * (`__spa-fallback.html`) is hydrated, so a build step that rewrites markup leaves it as React rendered it.
 */
export const prerenderedPages = (clientDir: string) => filesUnder(clientDir, '.html').filter((file) => !/(^|\/)__[^/]*$/.test(file));
