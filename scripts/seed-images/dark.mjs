/**
 * The dark theme's rendering of each drawn picture: the same scene, the same place and the same randomness (seeded
 * by the day picture's file name), drawn at night in the brand's night palette with windows lit — a night drawing,
 * not the day one dimmed. Saved beside the day picture as `<name>.dark.jpg`; the CMS seed stores it with the day
 * file (cms/src/seed/upload-asset.ts) and the site shows it in the dark theme (web/src/site/components/ui/responsive-picture.tsx).
 */
export const darkFile = (file) => file.replace(/\.jpg$/, '.dark.jpg');

/** The scenes drawn from above, whose sold lots are a deep clay at night (brand.mjs, nightPlan). */
const FROM_ABOVE = new Set(['sitePlan', 'desk']);

/** [scene, hour, options] at night: its lights on (at least a third of the windows), no sun. */
export const darkSpec = ([scene, , options = {}]) => [
  scene,
  FROM_ABOVE.has(scene) ? 'nightPlan' : 'night',
  { ...options, lit: Math.max(options.lit ?? 0, 0.35) },
];

/** Every [file, spec] and its dark rendering, as [file, spec, seed] for renderAll (jpeg.mjs). */
export const withDarkRenderings = (pictures) =>
  pictures.flatMap(([file, spec]) => [
    [file, spec, file],
    [darkFile(file), darkSpec(spec), file],
  ]);
