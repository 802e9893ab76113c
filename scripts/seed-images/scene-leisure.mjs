/**
 * 'leisure': the condominium's leisure area in axonometric: the pool on its deck, loungers, a pergola over the
 * gourmet space, the clubhouse and trees. 'warehouse': a logistics condominium by the highway: long sheds with
 * their docks, trucks, the yard and the road.
 */
import { box, boxShadow, leftFace, projection, quad } from './axon.mjs';
import { hills, sky, sun } from './ink.mjs';
import { area, axonTree, car, hedge, inDepthOrder, pool } from './site.mjs';
import { poly, polyline } from './svg.mjs';

export function leisure(w, h, hour, rnd) {
  const S = 24;
  const horizon = h * 0.28;
  const P = projection({ ox: w * 0.34, oy: h * 0.3, s: S, ax: 26, ay: 34 });
  let s = sky(w, horizon, hour) + sun(w * 0.1, h * 0.1, h * 0.05, hour) + hills(w, horizon - 10, 40, hour.hill, rnd, 260);
  s += `<rect y="${horizon + 20}" width="${w}" height="${h}" fill="${hour.lawn}"/>`;
  s += area(P, -6, -4, 44, 30, hour.paving) + pool(P, 2, 8, 22, 9, hour);
  const items = [];
  // The clubhouse behind the pool, glazed towards it.
  items.push([10, boxShadow(P, 0, -14, 20, 8, 4, hour.shadow) + box(P, 0, -14, 0, 20, 8, 4, { top: hour.mid, left: hour.glass, right: hour.shade })]);
  items.push([11, box(P, -0.5, -14.5, 4, 21, 9, 0.5, { top: hour.lit, left: hour.lit, right: hour.shade })]);
  // Loungers along the deck, the pergola over the gourmet corner.
  for (let i = 0; i < 5; i++)
    items.push([4 + i * 4 + 20, box(P, 4 + i * 4, 19.5, 0, 1.2, 2.4, 0.4, { top: hour.windowLit, left: hour.lit, right: hour.shade })]);
  const pergola = { x: 28, y: 4, w: 9, d: 14 };
  for (const [px, py] of [
    [0, 0],
    [pergola.w, 0],
    [0, pergola.d],
    [pergola.w, pergola.d],
  ])
    items.push([
      pergola.x + px + pergola.y + py,
      box(P, pergola.x + px - 0.2, pergola.y + py - 0.2, 0, 0.4, 0.4, 3, { top: hour.lit, left: hour.lit, right: hour.shade }),
    ]);
  let slats = '';
  for (let u = 0; u <= pergola.w; u += 1.1)
    slats += box(P, pergola.x + u, pergola.y - 0.4, 3, 0.25, pergola.d + 0.8, 0.3, { top: hour.accent, left: hour.accent, right: hour.accent });
  items.push([pergola.x + pergola.y + 30, slats]);
  items.push([pergola.x + pergola.y + 6, box(P, pergola.x + 2, pergola.y + 4, 0, 4, 2, 0.8, { top: hour.lit, left: hour.mid, right: hour.shade })]);
  items.push([30, hedge(P, -6, 26, 44, 1, hour)]);
  for (const [x, y, r] of [
    [-10, 2, 2.6],
    [-10, 14, 3],
    [-9, 26, 2.4],
    [42, -8, 3],
    [44, 24, 2.8],
    [26, -16, 2.6],
    [16, 32, 3.2],
    [34, 32, 2.4],
  ])
    items.push([x + y, axonTree(P, x, y, r, hour, S)]);
  return s + inDepthOrder(items);
}

export function warehouse(w, h, hour, rnd) {
  const S = 11.5;
  const horizon = h * 0.3;
  const P = projection({ ox: w * 0.22, oy: h * 0.36, s: S, ax: 24, ay: 36 });
  let s = sky(w, horizon, hour) + sun(w * 0.12, h * 0.14, h * 0.055, hour) + hills(w, horizon - 10, 60, hour.hillFar, rnd, 300);
  s += hills(w, horizon + 20, 40, hour.hill, rnd, 240) + `<rect y="${horizon + 50}" width="${w}" height="${h}" fill="${hour.lawn}"/>`;
  // The highway in front, the yard between the sheds.
  s +=
    area(P, -60, 70, 200, 18, hour.road) +
    polyline([P(-60, 79), P(140, 79)], hour.lit, ' stroke-dasharray="26 22"') +
    area(P, -10, -10, 120, 74, hour.paving);
  const items = [];
  for (const [i, x] of [0, 60].entries()) {
    const shed = { x, y: 0, w: 48, d: 30, h: 12 };
    items.push([
      x + 15,
      boxShadow(P, x, 0, shed.w, shed.d, shed.h, hour.shadow) +
        box(P, x, 0, 0, shed.w, shed.d, shed.h, { top: hour.mid, left: hour.lit, right: hour.shade }),
    ]);
    const front = leftFace(P, x, shed.d);
    let docks = poly(quad(front, 0, 10, shed.w, 12), i ? hour.accent : hour.glassShade);
    for (let u = 3; u < shed.w - 4; u += 6)
      docks += poly(quad(front, u, 0, u + 3.6, 4.2), hour.glassShade) + poly(quad(front, u - 0.4, 4.2, u + 4, 5), hour.shade);
    items.push([x + 30, docks]);
    for (let k = 0; k < 3; k++) {
      const tx = x + 4 + k * 15;
      items.push([
        tx + 40,
        box(P, tx, 34, 0, 3.4, 12, 3.8, { top: hour.lit, left: hour.lit, right: hour.shade }) +
          box(P, tx, 46.5, 0, 3.4, 3, 3, { top: k % 2 ? hour.accent : hour.glass, left: k % 2 ? hour.accent : hour.glassShade, right: hour.shade }),
      ]);
    }
  }
  for (const [x, y, r] of [
    [-20, 10, 3],
    [-18, 40, 3.4],
    [-20, 62, 2.8],
    [112, 10, 3],
    [114, 44, 3.2],
  ])
    items.push([x + y, axonTree(P, x, y, r, hour, S)]);
  s += inDepthOrder(items);
  return s + car(P, -30, 72, hour.accent, hour) + car(P, 30, 82, hour.lit, hour) + car(P, 80, 72, hour.glassShade, hour);
}
