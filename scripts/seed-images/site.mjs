/**
 * What stands around the buildings of an axonometric scene: flat areas on the ground (lawn, paving, water), low
 * hedges, cars and trees, each with its shadow cast to the right.
 */
import { box, boxShadow, LIGHT } from './axon.mjs';
import { poly, polyline, r1 } from './svg.mjs';
import { tree } from './trees.mjs';

/** A flat area on the ground: x, y, w × d metres. */
export const area = (P, x, y, w, d, fill, line = true) => poly([P(x, y), P(x + w, y), P(x + w, y + d), P(x, y + d)], fill, line);

/** A pool: its deck, the water and two ripple lines. */
export function pool(P, x, y, w, d, hour) {
  return (
    area(P, x - 1.5, y - 1.5, w + 3, d + 3, hour.paving) +
    area(P, x, y, w, d, hour.water) +
    polyline([P(x + w * 0.2, y + d * 0.35), P(x + w * 0.45, y + d * 0.35)], hour.lit) +
    polyline([P(x + w * 0.55, y + d * 0.7), P(x + w * 0.8, y + d * 0.7)], hour.lit)
  );
}

/** A low hedge (a long box in the vegetation's colours). */
export const hedge = (P, x, y, w, d, hour) => box(P, x, y, 0, w, d, 0.9, { top: hour.tree, left: hour.tree, right: hour.treeShade });

/** A car along x (or along y when `alongY`): body and cabin, in one of the hour's colours. */
export function car(P, x, y, color, hour, alongY = false) {
  const [w, d] = alongY ? [1.8, 4.2] : [4.2, 1.8];
  const body = { top: color, left: color, right: hour.shade };
  const cabin = { top: hour.glass, left: hour.glassShade, right: hour.glassShade };
  const [cx, cy, cw, cd] = alongY ? [x + 0.1, y + 1.1, 1.6, 2] : [x + 1.1, y + 0.1, 2, 1.6];
  return boxShadow(P, x, y, w, d, 1.4, hour.shadow, 0.3) + box(P, x, y, 0.3, w, d, 0.8, body) + box(P, cx, cy, 1.1, cw, cd, 0.6, cabin);
}

/** A tree standing at (x, y) metres, canopy radius r metres (`s` pixels a metre), its shadow on the ground at its foot. */
export function axonTree(P, x, y, r, hour, s) {
  const [px, py] = P(x, y);
  const [sx, sy] = P(x + LIGHT.dx * r, y + LIGHT.dy * r);
  return (
    `<ellipse cx="${r1(sx)}" cy="${r1(sy)}" rx="${r1(r * s * 1.1)}" ry="${r1(r * s * 0.5)}" fill="${hour.shadow}" opacity="0.3"/>` +
    tree(px, py, r * s, hour)
  );
}

/** Drawing items sorted far to near (painter's order): [depth, svg] pairs, depth = x + y of the item's middle. */
export const inDepthOrder = (items) =>
  items
    .sort((a, b) => a[0] - b[0])
    .map(([, svg]) => svg)
    .join('');
