/**
 * 'street': a neighbourhood street in elevation: two-storey and single-storey houses of different widths, their
 * walls and gates, trees on the sidewalk, and the agency client's for-sale boards in clay on some of them.
 */
import { block, car2d, windows } from './elevation.mjs';
import { hills, sky, sun } from './ink.mjs';
import { box2d, label, poly, polyline } from './svg.mjs';
import { tree } from './trees.mjs';

/** A gabled house in elevation: walls, the roof's eaves and gable, a door and windows. */
function gabled(x, base, w, h, hour, rnd) {
  const roofH = h * 0.45;
  let s = block(x, base, w, h, 26, hour);
  s += poly(
    [
      [x - 14, base - h],
      [x + w / 2, base - h - roofH],
      [x + w + 14, base - h],
    ],
    hour.accent,
  );
  s += poly(
    [
      [x + w / 2, base - h - roofH],
      [x + w + 14, base - h],
      [x + w / 2 + 10, base - h],
    ],
    hour.accentShade,
    false,
  );
  s += box2d(x + w * 0.42, base - h * 0.55, w * 0.16, h * 0.55, hour.accentShade);
  return s + windows(x + w * 0.06, base - h * 0.8, w * 0.88, h * 0.4, 2, 1, hour.glass, hour, { rnd, width: 0.32, height: 0.7 });
}

/** The board on its post: clay, with VENDE-SE. */
function forSale(x, base, hour) {
  return (
    polyline([
      [x, base],
      [x, base - 150],
    ]) +
    box2d(x - 70, base - 210, 140, 76, hour.accent) +
    label(x, base - 163, 'VENDE-SE', { size: 22, weight: 700, fill: hour.lit, spacing: 2 })
  );
}

export function street(w, h, hour, rnd, { boards = true } = {}) {
  const base = h * 0.8;
  let s = sky(w, base, hour) + sun(w * 0.88, h * 0.16, h * 0.06, hour) + hills(w, base - 260, 60, hour.hill, rnd, 280, base);
  const houses = [];
  for (let x = -60; x < w;) {
    const two = rnd() < 0.45;
    const hw = two ? 420 + rnd() * 100 : 340 + rnd() * 100;
    houses.push({ x, hw, two });
    x += hw + 90 + rnd() * 50;
  }
  houses.forEach(({ x, hw, two }, i) => {
    if (two) {
      s += block(x, base, hw, 470, 36, hour) + box2d(x - 12, base - 490, hw + 24, 24, hour.mid);
      s += windows(x + 24, base - 440, hw - 48, 160, 3, 1, hour.glass, hour, { rnd, width: 0.56, height: 0.7 });
      s += windows(x + 24, base - 250, hw - 48, 180, 2, 1, hour.glassShade, hour, { rnd, width: 0.6, height: 0.8 });
    } else s += gabled(x, base, hw, 270, hour, rnd);
    // The front wall and its gate.
    s += box2d(x - 40, base - 96, hw + 80, 96, i % 2 ? hour.mid : hour.lit) + box2d(x + hw * 0.1, base - 88, hw * 0.3, 88, hour.glassShade);
  });
  s +=
    box2d(0, base, w, 50, hour.paving) +
    box2d(0, base + 50, w, h - base - 50, hour.road) +
    polyline([
      [0, base + 50],
      [w, base + 50],
    ]);
  s += polyline(
    [
      [0, base + 150],
      [w, base + 150],
    ],
    hour.lit,
    ' stroke-dasharray="60 40"',
  );
  for (const [i, { x, hw }] of houses.entries()) {
    if (i % 2 === 0) s += tree(x + hw + 45, base + 24, 85 + rnd() * 30, hour);
    else if (boards) s += forSale(x + hw * 0.75, base + 24, hour);
    else s += tree(x + hw + 45, base + 24, 60 + rnd() * 20, hour);
  }
  return s + car2d(w * 0.3, base + 130, hour.glassShade, hour, 230);
}
