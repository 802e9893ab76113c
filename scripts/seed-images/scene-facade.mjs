/**
 * 'facade': a mid-rise residential façade seen from the street, close: loggias in a rhythm of two, clay sun screens,
 * the glazed ground floor with its entrance canopy, trees and the sidewalk in front.
 */
import { sky, sun } from './ink.mjs';
import { block, car2d, loggia, windows } from './elevation.mjs';
import { box2d, polyline } from './svg.mjs';
import { tree } from './trees.mjs';

export function facade(w, h, hour, rnd, { floors = 8, lit = 0, highlight = [] } = {}) {
  const base = h * 0.8;
  const floor = (base - h * 0.14 - 70) / floors;
  const [x0, width] = [w * 0.18, w * 0.62];
  let s = sky(w, base, hour) + sun(w * 0.09, h * 0.16, h * 0.07, hour);
  // A neighbour on the right, further back, in the hour's far colour.
  s += block(x0 + width + 80, base, w * 0.3, floor * 6.5, 40, hour, { front: hour.mid, side: hour.shade, roof: hour.lit });
  s += windows(x0 + width + 110, base - floor * 6.2, w * 0.26, floor * 5.6, 5, 6, hour.glass, hour, { rnd, lit });
  s += block(w * -0.1, base, w * 0.22, floor * 4, 40, hour, { front: hour.mid, side: hour.shade, roof: hour.lit });
  s += windows(w * -0.08, base - floor * 3.8, w * 0.18, floor * 3.4, 3, 4, hour.glass, hour, { rnd, lit });
  s += block(x0, base, width, floor * floors + 60, 70, hour);
  // The roof's parapet and the machine room, set back.
  s += block(x0 + width * 0.55, base - floor * floors - 60, width * 0.3, floor * 0.9, 40, hour, { front: hour.mid });
  const bays = 6;
  const bw = width / bays;
  for (let f = 0; f < floors; f++) {
    const y = base - 60 - (f + 1) * floor;
    for (let b = 0; b < bays; b++) {
      const x = x0 + b * bw;
      const mark = highlight.some(([hf, hb]) => hf === f && hb === b);
      if (b % 3 === 1) s += loggia(x + bw * 0.06, y + floor * 0.12, bw * 1.88, floor * 0.8, hour, mark ? hour.accent : hour.glassShade);
      else if (b % 3 === 0) {
        s += windows(x, y + floor * 0.1, bw, floor * 0.8, 1, 1, mark ? hour.accent : hour.glass, hour, { rnd, lit, width: 0.56, height: 0.72 });
        // A clay sun screen beside the window, every other floor.
        if (f % 2 === 0) s += box2d(x + bw * 0.84, y + floor * 0.08, bw * 0.12, floor * 0.84, hour.accent);
      }
    }
    s += polyline([
      [x0, y + floor],
      [x0 + width, y + floor],
    ]);
  }
  // Ground floor: glass between columns, the entrance canopy casting its shadow.
  s += box2d(x0 + 20, base - 60, width - 40, 60, hour.glass);
  for (let i = 0; i <= 6; i++) s += box2d(x0 + 20 + ((width - 56) * i) / 6, base - 60, 16, 60, hour.lit);
  s +=
    box2d(x0 + width * 0.4 + 14, base - 66, width * 0.22, 22, hour.shadow, false, ' opacity="0.4"') +
    box2d(x0 + width * 0.4, base - 80, width * 0.22, 14, hour.accent);
  // The low wall in front with its railing, the sidewalk, the curb and the street.
  s +=
    box2d(0, base - 26, w, 26, hour.mid) +
    polyline([
      [0, base - 26],
      [w, base - 26],
    ]);
  s += box2d(0, base, w, 44, hour.paving) + box2d(0, base + 44, w, h - base - 44, hour.road);
  s += polyline(
    [
      [0, base + h * 0.13],
      [w, base + h * 0.13],
    ],
    hour.lit,
    ' stroke-dasharray="60 40"',
  );
  s += car2d(w * 0.5, base + h * 0.11, hour.accent, hour, 190) + car2d(w * 0.12, base + h * 0.19, hour.lit, hour, 200);
  for (const [x, r] of [
    [w * 0.06, 95],
    [w * 0.33, 72],
    [w * 0.86, 105],
  ])
    s += tree(x, base + 30, r, hour);
  return s;
}
