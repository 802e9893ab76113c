#!/usr/bin/env node
/**
 * Draws the seeded launch page's pictures (cms/seed-assets/landing/, 1800 × 1200), in the same hand as the cases':
 * the two hero variants (the towers of the invented Residencial Vista do Ipanema by morning and at dusk) and the
 * gallery (leisure area, façade, a floor plan, the city seen from the top floors). Deterministic: the same code always gives the same
 * pictures. The file names must match cms/src/seed/data/landing-page.ts, whose alt texts describe these drawings.
 *
 *   node scripts/seed-images/landing.mjs
 */
import { draw } from './scenes.mjs';
import { renderAll } from './jpeg.mjs';
import { withDarkRenderings } from './dark.mjs';

export const LANDING_PICTURES = [
  ['vista-do-ipanema-hero-a.jpg', ['towers', 'morning', { count: 2, floors: [16, 13] }]],
  ['vista-do-ipanema-hero-b.jpg', ['towers', 'dusk', { count: 2, floors: [16, 13], lit: 0.35 }]],
  ['vista-do-ipanema-lazer.jpg', ['leisure', 'afternoon']],
  ['vista-do-ipanema-fachada.jpg', ['facade', 'morning']],
  ['vista-do-ipanema-planta.jpg', ['floorPlan', 'afternoon']],
  ['vista-do-ipanema-vista.jpg', ['skyline', 'afternoon', { sunAt: [0.8, 0.3] }]],
];

if (import.meta.url === `file://${process.argv[1]}`) await renderAll('landing', withDarkRenderings(LANDING_PICTURES), { w: 1800, h: 1200 }, draw);
