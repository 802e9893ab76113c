/**
 * 'houses': a street of single-storey houses in a gated community, in axonometric: gardens, driveways, street
 * trees and the sidewalk, some lots still empty (`built` is the share of lots with a house). `roofs`: clay shades of
 * the brand palette (e.g. [500, 700, 300]) taken in turn, else the hour's accent.
 */
import { projection } from './axon.mjs';
import { clay } from './brand.mjs';
import { house } from './house.mjs';
import { hills, sky, sun } from './ink.mjs';
import { area, axonTree, car, hedge, inDepthOrder } from './site.mjs';
import { polyline } from './svg.mjs';

export function houses(w, h, hour, rnd, { built = 1, lots = 7, roofs = [] } = {}) {
  const S = 21;
  const horizon = h * 0.24;
  const P = projection({ ox: w * 0.04, oy: h * 0.22, s: S, ax: 16, ay: 42 });
  let s = sky(w, horizon, hour) + sun(w * 0.1, h * 0.1, h * 0.055, hour) + hills(w, horizon - 10, 40, hour.hill, rnd, 260);
  s += `<rect y="${horizon + 20}" width="${w}" height="${h}" fill="${hour.lawn}"/>`;
  const lotW = 13;
  const street = 23;
  const items = [];
  // The lots (y 0…street), the sidewalk with its trees, the street, and the sidewalk on this side.
  s += area(P, -20, street, lots * lotW + 40, 2.5, hour.paving) + area(P, -20, street + 2.5, lots * lotW + 40, 9, hour.road);
  s +=
    polyline([P(-20, street + 7), P(lots * lotW + 20, street + 7)], hour.lit, ' stroke-dasharray="26 22"') +
    area(P, -20, street + 11.5, lots * lotW + 40, 2.5, hour.paving);
  for (let i = 0; i < lots; i++) {
    const x = i * lotW;
    s += area(P, x, 0, lotW, street, hour.lawn);
    if (rnd() >= built) {
      s += area(P, x + 0.6, 0.6, lotW - 1.2, street - 1.2, hour.ground, false);
      continue;
    }
    s += area(P, x + 8.2, 14, 3.4, street - 14, hour.paving);
    items.push([x + 10, house(P, { x: x + 1.6, y: 5, w: 9.4, d: 8.5, roof: roofs.length ? clay[roofs[i % roofs.length]] : undefined }, hour)]);
    items.push([x + street, hedge(P, x + 0.4, street - 1, 7.2, 0.7, hour)]);
    if (rnd() < 0.5) items.push([x + 20, car(P, x + 8.9, 15.5, rnd() < 0.5 ? hour.glassShade : hour.lit, hour, true)]);
  }
  for (let i = 0; i <= lots; i++) items.push([i * lotW + street + 3, axonTree(P, i * lotW + 4, street + 1.2, 2.4 + rnd() * 1.2, hour, S)]);
  s += inDepthOrder(items);
  return s;
}
