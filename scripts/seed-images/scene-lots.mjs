/**
 * 'lots': a subdivision on the ground, in axonometric — the loteamento as a buyer visits it: a new street with its
 * kerbs, the lots marked out by corner stakes on bare earth, 'VENDIDO' flags on the sold ones, the first houses on a
 * few (`built`, their share), the sales stand with its clay awning at the corner, young trees along the sidewalk.
 */
import { box, boxShadow, projection } from './axon.mjs';
import { house } from './house.mjs';
import { hills, sky, sun } from './ink.mjs';
import { area, axonTree, car, inDepthOrder } from './site.mjs';
import { poly, polyline } from './svg.mjs';

/** A corner stake: a thin post with its clay tip. */
const stake = (P, x, y, hour) => box(P, x - 0.1, y - 0.1, 0, 0.2, 0.2, 0.9, { top: hour.accent, left: hour.lit, right: hour.shade });

/** A sold lot's flag: a pole and a clay pennant turned to the street. */
const flag = (P, x, y, hour) =>
  box(P, x - 0.06, y - 0.06, 0, 0.12, 0.12, 3.2, { top: hour.lit, left: hour.lit, right: hour.shade }) +
  poly([P(x, y, 3.2), P(x + 1.8, y, 2.75), P(x, y, 2.3)], hour.accent);

export function lots(w, h, hour, rnd, { built = 0.2, sold = 0.5, count = 5 } = {}) {
  const S = 17;
  const horizon = h * 0.26;
  // The street runs across the picture; the near row of lots reaches the bottom edge.
  const P = projection({ ox: w * 0.41, oy: h * 0.27, s: S, ax: 14, ay: 40 });
  let s = sky(w, horizon, hour) + sun(w * 0.86, h * 0.1, h * 0.05, hour) + hills(w, horizon - 10, 46, hour.hill, rnd, 300);
  s += `<rect y="${horizon + 20}" width="${w}" height="${h}" fill="${hour.lawn}"/>`;
  const lotW = 12;
  const depth = 20;
  const street = depth + 3;
  const items = [];
  // Two rows of lots facing the new street (the far row from y = 0, the near one beyond the street), the street, the kerbs.
  s += area(P, -24, depth, count * lotW + 48, 3, hour.paving) + area(P, -24, street, count * lotW + 48, 9, hour.road);
  s += polyline([P(-24, street + 4.5), P(count * lotW + 24, street + 4.5)], hour.lit, ' stroke-dasharray="26 22"');
  s += area(P, -24, street + 9, count * lotW + 48, 3, hour.paving);
  for (const [row, y0] of [
    [0, 0],
    [1, street + 12],
  ]) {
    for (let i = 0; i < count; i++) {
      const x = i * lotW;
      const y = y0;
      // The first houses go up on every other lot of the far row, as many as `built` of the lots.
      const isBuilt = row === 0 && i % 2 === 1 && (i - 1) / 2 < Math.round(built * count);
      const isSold = isBuilt || rnd() < sold;
      s += area(P, x + 0.3, y + 0.3, lotW - 0.6, depth - 0.6, isBuilt ? hour.lawn : isSold ? hour.mid : hour.ground);
      for (const [sx, sy] of [
        [x + 0.4, y + 0.4],
        [x + lotW - 0.4, y + 0.4],
        [x + 0.4, y + depth - 0.4],
        [x + lotW - 0.4, y + depth - 0.4],
      ])
        items.push([sx + sy, stake(P, sx, sy, hour)]);
      if (isBuilt) items.push([x + y + 12, house(P, { x: x + 1.5, y: y + 6, w: 9, d: 8 }, hour)]);
      else if (isSold) items.push([x + y + 18, flag(P, x + lotW / 2, y + (row === 0 ? depth - 3 : 3), hour)]);
    }
  }
  // The sales stand at the corner of the street: a glazed box under a clay awning, a car parked beside it.
  const [bx, by] = [-13, 6];
  items.push([
    bx + by + 4,
    boxShadow(P, bx, by, 8, 5, 3.4, hour.shadow) + box(P, bx, by, 0, 8, 5, 3, { top: hour.mid, left: hour.glass, right: hour.shade }),
  ]);
  items.push([bx + by + 6, box(P, bx - 0.6, by - 0.6, 3, 9.2, 6.6, 0.5, { top: hour.accent, left: hour.accentShade, right: hour.accentShade })]);
  items.push([bx + by + 10, car(P, bx + 2, by + 9, hour.glassShade, hour)]);
  // Young trees along both sidewalks.
  for (let x = -4; x < count * lotW + 8; x += 13 + rnd() * 6) {
    items.push([x + depth + 1, axonTree(P, x, depth + 1.5, 1.6 + rnd() * 0.6, hour, S)]);
    items.push([x + street + 11, axonTree(P, x + 5, street + 10.5, 1.6 + rnd() * 0.6, hour, S)]);
  }
  return s + inDepthOrder(items);
}
