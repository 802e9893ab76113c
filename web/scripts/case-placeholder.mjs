#!/usr/bin/env node
/**
 * Draws the stand-in of a case without images (public/images/case-placeholder.svg): a street of houses in the hand of
 * the seeded pictures (scripts/seed-images/ at the repository root), a few KB of vector, and its dark theme's night
 * rendering beside it (case-placeholder.dark.svg, scripts/seed-images/dark.mjs). Deterministic.
 *
 *   node web/scripts/case-placeholder.mjs
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { darkSpec } from '../../scripts/seed-images/dark.mjs';
import { draw } from '../../scripts/seed-images/scenes.mjs';

const DAY = ['street', 'morning', { boards: false }];
for (const [name, spec] of [
  ['case-placeholder.svg', DAY],
  ['case-placeholder.dark.svg', darkSpec(DAY)],
]) {
  const file = fileURLToPath(new URL(`../public/images/${name}`, import.meta.url));
  fs.writeFileSync(file, `${draw(spec, 1200, 800, 'case-placeholder')}\n`);
  console.log(`${name} ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
}
