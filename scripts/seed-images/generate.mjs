#!/usr/bin/env node
/**
 * Draws the seeded cases' pictures (cms/seed-assets/cases/, 1800 × 1200): architectural scenes in one hand
 * (axonometric towers and houses, façades, site and floor plans, Sorocaba's skyline at an hour) as SVG, rasterised to
 * JPEG with sharp from the CMS install. Deterministic: the same code always gives the same pictures.
 *
 *   node scripts/seed-images/generate.mjs
 *
 * Each has its dark theme's rendering beside it (`<name>.dark.jpg`, dark.mjs). The file names must match cms/src/seed/data/cases.ts. Results charts are data, drawn by the site. Article covers
 * are drawn by articles.mjs.
 */
import { CASES, casePictures } from './cases.mjs';
import { draw } from './scenes.mjs';
import { renderAll } from './jpeg.mjs';
import { withDarkRenderings } from './dark.mjs';

await renderAll('cases', withDarkRenderings(CASES.flatMap(casePictures)), { w: 1800, h: 1200 }, draw);
