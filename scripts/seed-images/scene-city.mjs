/**
 * 'office': a commercial tower with a curtain wall of floor bands on its corner lot, by the avenue; 'luxury': one
 * slender tower of deep verandas facing a park with a lake (the Parque Campolim). Both in axonometric.
 */
import { box, boxShadow, groundBlob, leftFace, lifted, projection, quad, rightFace } from './axon.mjs';
import { distantCity, hills, sky, sun } from './ink.mjs';
import { area, axonTree, car, inDepthOrder } from './site.mjs';
import { path, poly, polyline } from './svg.mjs';
import { ribbonTower, towerHeight } from './tower.mjs';

/** Sky, the far hills and the city on them, and the ground below; returns the drawing so far. */
function backdrop(w, h, hour, rnd, horizon) {
  let s = sky(w, horizon, hour) + sun(w * 0.13, h * 0.17, h * 0.065, hour);
  s +=
    hills(w, horizon - 30, 70, hour.hillFar, rnd, 320) +
    distantCity(w, horizon - 10, hour.hillFar, rnd) +
    hills(w, horizon + 20, 40, hour.hill, rnd, 240);
  return s + `<rect y="${horizon + 50}" width="${w}" height="${h}" fill="${hour.lawn}"/>`;
}

export function office(w, h, hour, rnd, { floors = 12, lit = 0 } = {}) {
  const S = 15;
  const P = projection({ ox: w * 0.4, oy: h * 0.6, s: S, ax: 26, ay: 34 });
  let s = backdrop(w, h, hour, rnd, h * 0.5);
  s +=
    area(P, -30, -20, 70, 62, hour.lawn) +
    area(P, -30, 42, 90, 12, hour.road) +
    polyline([P(-30, 48), P(60, 48)], hour.lit, ' stroke-dasharray="26 22"');
  s += area(P, 40, -30, 12, 72, hour.road) + area(P, -30, 38, 70, 4, hour.paving) + area(P, 36, -30, 4, 72, hour.paving);
  // A podium of two floors (parking and shops) with a clay sun screen, the tower standing on it.
  const pod = { x: -2, y: 0, w: 32, d: 28, h: 7 };
  s += boxShadow(P, pod.x, pod.y, pod.w, pod.d, towerHeight(floors) + pod.h, hour.shadow);
  s += box(P, pod.x, pod.y, 0, pod.w, pod.d, pod.h, { top: hour.mid, left: hour.lit, right: hour.shade });
  const front = leftFace(P, pod.x, pod.y + pod.d);
  const side = rightFace(P, pod.x + pod.w, pod.y + pod.d);
  s +=
    poly(quad(front, 1, 0, pod.w - 1, 3), hour.glass) +
    poly(quad(front, 0, 3.6, pod.w, 6.2), hour.accent) +
    poly(quad(side, 1, 3.6, pod.d - 1, 6.2), hour.accentShade);
  for (let u = 1.6; u < pod.w; u += 1.6) s += poly([front(u, 3.6), front(u, 6.2)], 'none');
  const t = { x: 3, y: 4, w: 22, d: 18, floors, lit };
  const items = [[t.x + t.y + 20, ribbonTower(lifted(P, pod.h), t, hour, rnd)]];
  for (const [x, y, r] of [
    [-16, 36, 3],
    [-4, 36.5, 2.6],
    [10, 36.5, 3.2],
    [24, 36.5, 2.8],
    [37.5, 12, 3],
    [37.5, 30, 2.6],
    [-18, 8, 3.4],
    [-20, 24, 2.6],
    [-10, -12, 3],
  ])
    items.push([x + y, axonTree(P, x, y, r, hour, S)]);
  s += inDepthOrder(items);
  s += car(P, -10, 43.5, hour.accent, hour) + car(P, 14, 49, hour.lit, hour) + car(P, 43, 20, hour.glassShade, hour, true);
  return s;
}

export function luxury(w, h, hour, rnd, { floors = 15, lit = 0 } = {}) {
  const S = 14;
  const P = projection({ ox: w * 0.5, oy: h * 0.66, s: S, ax: 28, ay: 32 });
  let s = backdrop(w, h, hour, rnd, h * 0.46);
  s += area(P, -14, -14, 34, 34, hour.paving);
  // The park in front: the lake and its ripples, trees around it.
  s += path(groundBlob(P, 2, 34, 24, 10, rnd), hour.water);
  s += polyline([P(-8, 31), P(8, 31)], hour.lit) + polyline([P(0, 38), P(16, 38)], hour.lit);
  const t = { x: -4, y: -4, w: 14, d: 14, floors, lit, mullion: 3.5 };
  s += boxShadow(P, t.x, t.y, t.w, t.d, towerHeight(floors), hour.shadow);
  const items = [[t.x + t.y + 14, ribbonTower(P, t, hour, rnd)]];
  for (const [x, y, r] of [
    [-20, 16, 3],
    [-12, 22, 2.4],
    [16, 20, 3.2],
    [22, 6, 2.6],
    [32, 30, 3.4],
    [-34, 30, 3],
    [8, 58, 3.6],
    [-10, 60, 2.8],
    [30, 50, 2.6],
    [-32, 46, 3.2],
    [-20, -20, 3],
    [20, -18, 2.6],
  ])
    items.push([x + y, axonTree(P, x, y, r, hour, S)]);
  return s + inDepthOrder(items);
}
