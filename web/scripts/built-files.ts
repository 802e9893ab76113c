import { readFileSync, readdirSync } from 'node:fs';
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

/** The site's own TypeScript source, as text (what a build step must keep because a line of code names it). */
export const sourceTexts = (sourceDir: string) =>
  [...filesUnder(sourceDir, '.ts'), ...filesUnder(sourceDir, '.tsx')].map((file) => readFileSync(file, 'utf8'));
