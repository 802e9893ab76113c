import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the build's two HTML post-processors kept over every page of the site (unused-css-variables.ts,
 * unused-mui-classes.ts), written beside the render build: a landing page rendered later (prerender-landing.ts) keeps
 * the same plus what its own HTML uses, without reading every prerendered page and the site's source again.
 */
export type KeepSets = { variables: Set<string>; muiNames: Set<string> };

const FILE = 'keep-sets.json';

export function writeKeepSets(renderDir: string, sets: KeepSets) {
  mkdirSync(renderDir, { recursive: true });
  writeFileSync(join(renderDir, FILE), JSON.stringify({ variables: [...sets.variables].sort(), muiNames: [...sets.muiNames].sort() }));
}

/** The build's keep sets; throws when the build wrote none (the receiver then rebuilds the site). */
export function readKeepSets(renderDir: string): KeepSets {
  const stored = JSON.parse(readFileSync(join(renderDir, FILE), 'utf8')) as { variables: string[]; muiNames: string[] };
  return { variables: new Set(stored.variables), muiNames: new Set(stored.muiNames) };
}
