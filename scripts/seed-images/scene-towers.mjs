/**
 * 'towers': residential towers on a landscaped lot by a street, in axonometric, under the sky of an hour, with the
 * low hills of Sorocaba behind.
 */
import { boxShadow, projection } from './axon.mjs';
import { distantCity, hills, sky, sun } from './ink.mjs';
import { polyline } from './svg.mjs';
import { area, axonTree, car, hedge, inDepthOrder, pool } from './site.mjs';
import { tower, towerHeight } from './tower.mjs';

export function towers(w, h, hour, rnd, { count = 2, floors = [15, 12], lit = 0 } = {}) {
  const horizon = h * 0.5;
  const S = 15;
  const P = projection({ ox: w * 0.42, oy: h * 0.56, s: S, ax: 28, ay: 32 });
  let s = sky(w, horizon, hour) + sun(w * 0.14, h * 0.18, h * 0.08, hour);
  s +=
    hills(w, horizon - 30, 70, hour.hillFar, rnd, 320) +
    distantCity(w, horizon - 10, hour.hillFar, rnd) +
    hills(w, horizon + 20, 40, hour.hill, rnd, 240);
  s += `<rect y="${horizon + 50}" width="${w}" height="${h}" fill="${hour.lawn}"/>`;
  // The lot: lawn, paths and the leisure area between the towers, a hedge along the street, then the street.
  s += area(P, -30, -30, 90, 78, hour.lawn);
  s += area(P, -30, 40, 90, 4, hour.paving) + area(P, 22, 8, 4, 32, hour.paving);
  s += pool(P, 30, 10, 14, 7, hour);
  s += area(P, -30, 48, 90, 14, hour.road) + polyline([P(-30, 55), P(60, 55)], hour.lit, ' stroke-dasharray="26 22"');
  const specs = [
    { x: 0, y: 8, w: 20, d: 14, floors: floors[0], lit },
    { x: 27, y: -14, w: 18, d: 14, floors: floors[1] ?? floors[0], lit, bays: 4, balconies: [0, 2] },
    { x: -32, y: 14, w: 16, d: 12, floors: floors[2] ?? floors[0], lit, bays: 4, balconies: [1, 3] },
  ].slice(0, count);
  for (const t of specs) s += boxShadow(P, t.x, t.y, t.w, t.d, towerHeight(t.floors), hour.shadow);
  s += hedge(P, -30, 38.5, 24, 1.2, hour) + hedge(P, 28, 38.5, 32, 1.2, hour);
  const items = specs.map((t) => [t.x + t.w / 2 + t.y + t.d / 2, tower(P, t, hour, rnd)]);
  const trees = [
    [-22, 10, 3.2],
    [-14, 30, 2.6],
    [-24, 32, 2.2],
    [-6, 34, 2],
    [12, 33, 3],
    [49, 24, 3.4],
    [54, 30, 2.4],
    [52, 2, 2.8],
    [-20, 24, 2.2],
    [-8, -8, 3],
    [16, -20, 2.6],
  ];
  for (const [x, y, r] of trees) items.push([x + y, axonTree(P, x, y, r, hour, S)]);
  s += inDepthOrder(items);
  s += car(P, -12, 50, hour.accent, hour) + car(P, 18, 56.5, hour.glassShade, hour) + car(P, 42, 50, hour.lit, hour);
  return s;
}
