/**
 * What to draw for each seeded case (slugs and file names as in cms/src/seed/data/cases.ts): the main picture and the
 * gallery, each [scene, hour, options]. The alt texts in cms/src/seed/data/case-image-alts.ts describe these drawings.
 */
export const CASES = [
  {
    slug: 'residencial-mirante-campolim',
    main: ['towers', 'morning'],
    gallery: [
      ['facade', 'morning'],
      ['skyline', 'night', { lit: 0.35, moon: true }],
      ['floorPlan', 'morning'],
      ['leisure', 'afternoon'],
      ['towers', 'dusk', { floors: [14, 11], lit: 0.25 }],
      ['sitePlan', 'morning', { built: 0.85, sold: 0, zoom: 1.6 }],
      ['facade', 'dusk', { lit: 0.3 }],
      ['towers', 'night', { lit: 0.4 }],
    ],
  },
  {
    slug: 'loteamento-reserva-das-aguas',
    main: ['sitePlan', 'morning', { built: 0.06, sold: 0.35 }],
    gallery: [
      ['houses', 'afternoon', { built: 0.45 }],
      ['sitePlan', 'afternoon', { built: 0.3, sold: 0.45, zoom: 1.25 }],
      ['houses', 'dusk'],
    ],
  },
  {
    slug: 'centro-empresarial-alameda',
    main: ['office', 'afternoon'],
    gallery: [
      ['floorPlan', 'morning', { kind: 'clinic' }],
      ['skyline', 'dusk', { lit: 0.3, sunAt: [0.12, 0.5] }],
    ],
  },
  {
    slug: 'condominio-jardim-dos-ipes',
    main: ['houses', 'morning', { roofs: [500, 700, 300] }],
    gallery: [
      ['street', 'afternoon', { boards: false }],
      ['floorPlan', 'afternoon'],
    ],
  },
  {
    slug: 'edificio-aurora-alto-padrao',
    main: ['luxury', 'dusk', { lit: 0.3 }],
    gallery: [
      ['leisure', 'dusk'],
      ['skyline', 'afternoon', { sunAt: [0.8, 0.3] }],
    ],
  },
  { slug: 'imobiliaria-casa-forte-leads-proprios', main: ['street', 'morning'], gallery: [] },
  { slug: 'residencial-parque-sabia', main: ['towers', 'afternoon', { count: 3, floors: [9, 9, 8] }], gallery: [] },
  { slug: 'galpoes-logisticos-rodovia-castello', main: ['warehouse', 'morning'], gallery: [] },
];

/** Every picture of a case: [file name, what to draw]. */
export const casePictures = (c) => [[`${c.slug}-main.jpg`, c.main], ...c.gallery.map((spec, i) => [`${c.slug}-g${i + 1}.jpg`, spec])];
