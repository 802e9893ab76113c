/**
 * What to draw for each seeded case (slugs and file names as in cms/src/seed/data/cases.ts): the main picture and the
 * gallery, each [scene, hour, options]. The alt texts in cms/src/seed/data/case-image-alts.ts describe these drawings.
 */
export const CASES = [
  {
    slug: 'residencial-mirante-campolim',
    subject: 'residential towers',
    main: ['towers', 'morning'],
    gallery: [
      ['facade', 'morning'],
      ['facade', 'night', { lit: 0.45 }],
      ['floorPlan', 'morning'],
      ['leisure', 'afternoon'],
      ['towers', 'dusk', { floors: [14, 11], lit: 0.25 }],
      ['leisure', 'dusk'],
      ['facade', 'dusk', { lit: 0.3 }],
      ['towers', 'night', { lit: 0.4 }],
    ],
  },
  {
    slug: 'loteamento-reserva-das-aguas',
    subject: 'subdivision',
    main: ['sitePlan', 'morning', { built: 0.06, sold: 0.35 }],
    gallery: [
      ['lots', 'afternoon', { built: 0.2, sold: 0.4 }],
      ['sitePlan', 'afternoon', { built: 0.3, sold: 0.45, zoom: 1.25 }],
      ['lots', 'dusk', { built: 0.4, sold: 0.7 }],
    ],
  },
  {
    slug: 'centro-empresarial-alameda',
    subject: 'office tower',
    main: ['office', 'afternoon'],
    gallery: [
      ['floorPlan', 'morning', { kind: 'clinic' }],
      ['office', 'dusk', { lit: 0.4 }],
    ],
  },
  {
    slug: 'condominio-jardim-dos-ipes',
    subject: 'gated houses',
    main: ['houses', 'morning', { roofs: [500, 700, 300] }],
    gallery: [['houses', 'dusk', { roofs: [700, 500], lots: 6 }]],
  },
  {
    slug: 'edificio-aurora-alto-padrao',
    subject: 'luxury tower',
    main: ['luxury', 'dusk', { lit: 0.3 }],
    gallery: [
      ['luxury', 'night', { lit: 0.55 }],
      ['skyline', 'afternoon', { sunAt: [0.8, 0.3] }],
    ],
  },
  { slug: 'imobiliaria-casa-forte-leads-proprios', subject: 'neighbourhood for sale', main: ['street', 'morning'], gallery: [] },
  { slug: 'residencial-parque-sabia', subject: 'residential towers', main: ['towers', 'afternoon', { count: 3, floors: [9, 9, 8] }], gallery: [] },
  { slug: 'galpoes-logisticos-rodovia-castello', subject: 'logistics', main: ['warehouse', 'morning'], gallery: [] },
];

/**
 * The scenes that can show each subject: a case's pictures are of its own kind of place (no site plan of a
 * subdivision in a towers gallery). The skyline is the view a luxury flat sells, not any case's filler. Held by
 * scripts/tests/seed-case-drawings.test.mjs. @internal
 */
export const SUBJECT_SCENES = {
  'residential towers': ['towers', 'facade', 'floorPlan', 'leisure'],
  subdivision: ['sitePlan', 'lots'],
  'office tower': ['office', 'floorPlan'],
  'gated houses': ['houses'],
  'luxury tower': ['luxury', 'skyline'],
  'neighbourhood for sale': ['street'],
  logistics: ['warehouse'],
};

/**
 * Which drawing a picture is, whatever its hour or lights: the scene, and the options that change what is drawn
 * (how many towers, which floor plan). Two cases never share one: each case has its own scenes (the same test). @internal
 */
export const drawingOf = ([scene, , options = {}]) => [scene, options.count, options.kind].filter((part) => part !== undefined).join(':');

/** Every picture of a case: [file name, what to draw]. */
export const casePictures = (c) => [[`${c.slug}-main.jpg`, c.main], ...c.gallery.map((spec, i) => [`${c.slug}-g${i + 1}.jpg`, spec])];
