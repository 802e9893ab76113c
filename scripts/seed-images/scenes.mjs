/** Every scene by name, and draw(), which makes one picture of w × h pixels as an SVG document. */
import { HOURS } from './brand.mjs';
import { rngFrom } from './random.mjs';
import { svgDoc } from './svg.mjs';
import { desk, planPhone } from './scene-desk.mjs';
import { facade } from './scene-facade.mjs';
import { floorPlanScene } from './scene-floorplan.mjs';
import { houses } from './scene-houses.mjs';
import { leisure, warehouse } from './scene-leisure.mjs';
import { lots } from './scene-lots.mjs';
import { luxury, office } from './scene-city.mjs';
import { sitePlan } from './scene-siteplan.mjs';
import { skyline } from './scene-skyline.mjs';
import { street } from './scene-street.mjs';
import { towers } from './scene-towers.mjs';

export const SCENES = {
  towers,
  facade,
  skyline,
  floorPlan: floorPlanScene,
  leisure,
  sitePlan,
  lots,
  houses,
  office,
  luxury,
  warehouse,
  street,
  desk,
  planPhone,
};

/** [scene, hour, options?] drawn at w × h, its randomness seeded by `seed` (the file name): the same input, the same picture. */
export function draw([scene, hour, options = {}], w, h, seed) {
  return svgDoc(w, h, SCENES[scene](w, h, HOURS[hour], rngFrom(seed), options));
}
