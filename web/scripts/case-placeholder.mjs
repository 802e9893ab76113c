#!/usr/bin/env node
/**
 * Draws the stand-in of a case without images (public/images/case-placeholder.svg): a street of houses in the hand of
 * the seeded pictures (scripts/seed-images/ at the repository root), a few KB of vector. Deterministic.
 *
 *   node web/scripts/case-placeholder.mjs
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { draw } from '../../scripts/seed-images/scenes.mjs';

const file = fileURLToPath(new URL('../public/images/case-placeholder.svg', import.meta.url));
fs.writeFileSync(file, `${draw(['street', 'morning', { boards: false }], 1200, 800, 'case-placeholder')}\n`);
console.log(`case-placeholder.svg ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
