#!/usr/bin/env node
/**
 * Draws the seeded articles' covers (cms/seed-assets/articles/<slug>.jpg, 1600 × 840: the article's 760 px slot at 2×,
 * also its Open Graph image) in the hand of the case pictures. Deterministic.
 *
 *   node scripts/seed-images/articles.mjs
 *
 * File names must match the `cover` fields in cms/src/seed/data/articles.ts; their alt texts are there too.
 */
import { draw } from './scenes.mjs';
import { renderAll } from './jpeg.mjs';
import { withDarkRenderings } from './dark.mjs';

const COVERS = [
  ['marketing-digital-imobiliario.jpg', ['desk', 'morning']],
  [
    'geracao-de-leads.jpg',
    [
      'facade',
      'morning',
      {
        floors: 7,
        highlight: [
          [1, 1],
          [2, 3],
          [3, 4],
          [4, 0],
          [5, 3],
        ],
      },
    ],
  ],
  ['mercado-imobiliario-brasil.jpg', ['skyline', 'afternoon', { sunAt: [0.78, 0.3] }]],
  ['marketing-imobiliario-digital.jpg', ['planPhone', 'morning']],
];

await renderAll('articles', withDarkRenderings(COVERS), { w: 1600, h: 840 }, draw);
