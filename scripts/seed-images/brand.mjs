/**
 * The colours of every drawn picture, read from the brand palette (web/src/shared/theme/brand-palette.json) so the images
 * follow the brand: navy for glass and ink, clay for accents, sand for light surfaces and skies, stone for concrete
 * and shade, sage for vegetation, night for the dark hours. Each hour of the day is a set of roles built from them.
 */
import fs from 'node:fs';

export const PALETTE = JSON.parse(fs.readFileSync(new URL('../../web/src/shared/theme/brand-palette.json', import.meta.url), 'utf8'));
const { navy, clay, sand, stone, sage, night } = PALETTE;

/** The line of every drawing: one colour, one width (px at the pictures' own size). */
export const INK = { color: navy[900], width: 2.2 };

/**
 * Roles of one hour. sky: bands from the top down; sun: the disc (null at night); lit / shade: faces turned to and away
 * from the light (it comes from the left everywhere); glass / glassShade: windows on each; accent: the one warm note;
 * ground, paving, road; tree / treeShade / lawn; shadow: cast shadows (multiplied over what they fall on); hill: the
 * far hills of Sorocaba; lit windows at dusk and night.
 */
const base = {
  lit: sand[50],
  mid: sand[200],
  shade: stone[300],
  glass: navy[300],
  glassShade: navy[500],
  accent: clay[500],
  accentShade: clay[700],
  ground: sand[100],
  paving: stone[100],
  road: stone[300],
  tree: sage[400],
  treeShade: sage[600],
  lawn: sage[100],
  water: navy[300],
  shadow: stone[500],
  hill: sage[100],
  hillFar: stone[100],
  windowLit: clay[100],
  ink: INK.color,
};

export const HOURS = {
  /** Morning: a pale sand sky, the sun low on the left. */
  morning: { ...base, sky: [sand[50], sand[100]], sun: clay[100] },
  /** Late afternoon: a warm sky, longer shadows, clay light on the lit faces. */
  afternoon: { ...base, sky: [clay[100], sand[100]], sun: clay[300], lit: sand[100], mid: sand[200], hill: sand[200], hillFar: clay[100] },
  /** Dusk: a navy sky going warm at the horizon, the last warm light on the lit faces, cool blue shade, windows lit. */
  dusk: {
    ...base,
    sky: [navy[500], navy[300], clay[300]],
    sun: clay[100],
    lit: clay[100],
    mid: navy[300],
    shade: navy[500],
    glass: navy[500],
    glassShade: navy[700],
    ground: navy[300],
    paving: navy[100],
    road: navy[500],
    tree: sage[600],
    treeShade: night[600],
    lawn: sage[400],
    hill: navy[500],
    hillFar: navy[300],
    shadow: navy[700],
    windowLit: sand[50],
  },
  /** Night: the night palette, lit windows in warm sand and clay. */
  night: {
    ...base,
    sky: [night[900], night[800]],
    sun: null,
    lit: navy[700],
    mid: night[600],
    shade: night[800],
    glass: night[800],
    glassShade: night[900],
    ground: night[700],
    paving: night[600],
    road: night[800],
    tree: sage[600],
    treeShade: night[700],
    lawn: night[700],
    hill: night[700],
    hillFar: night[800],
    shadow: night[900],
    water: navy[700],
    accent: clay[500],
    windowLit: sand[100],
    ink: night[900],
  },
};

/**
 * Night seen from above (site plans, the drafting table): the sold lots a deep clay, not lit windows — in sand they
 * would be a third of the picture glowing (the dark theme's renderings, dark.mjs).
 */
HOURS.nightPlan = { ...HOURS.night, windowLit: clay[700] };

export { navy, clay, sand, stone, sage, night };
