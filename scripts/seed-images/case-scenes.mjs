/**
 * All case photo scenes by name, and photo() which draws one of them as a 1200×800 SVG
 * document. The scene names are the ones used in cases.mjs.
 */
import { svgDoc } from './svg.mjs';
import { rngFrom } from './random.mjs';
import { PALETTES } from './palettes.mjs';
import { cityScenes } from './case-scenes-city.mjs';
import { homeScenes } from './case-scenes-homes.mjs';
import { landScenes } from './case-scenes-land.mjs';

export const PHOTO = { w: 1200, h: 800 };

const scenes = { ...cityScenes, ...homeScenes, ...landScenes };

/** SVG document of scene `sceneName` in palette `paletteName`, randomised from `seed`. */
export function photo(sceneName, paletteName, opts, seed) {
  const { w, h } = PHOTO;
  return svgDoc(w, h, scenes[sceneName](w, h, PALETTES[paletteName], rngFrom(seed), opts ?? {}));
}
