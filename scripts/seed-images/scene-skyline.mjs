/**
 * 'skyline': Sorocaba seen across the valley at an hour: the low hills, mid-rise towers in three planes (the far
 * ones flat, the near ones with windows and their shaded sides), and the tree canopies of the streets in front.
 */
import { distantCity, hills, sky, sun } from './ink.mjs';
import { block, windows } from './elevation.mjs';
import { box2d, circle } from './svg.mjs';
import { tree } from './trees.mjs';

export function skyline(w, h, hour, rnd, { lit = 0, moon = false, sunAt = [0.2, 0.22] } = {}) {
  const horizon = h * 0.56;
  let s = sky(w, horizon + 40, hour) + sun(w * sunAt[0], h * sunAt[1], h * 0.06, hour);
  if (moon) s += circle(w * 0.8, h * 0.16, h * 0.03, hour.windowLit, false);
  s += hills(w, horizon - 50, 90, hour.hillFar, rnd, 340) + distantCity(w, horizon - 30, hour.hill, rnd, { unit: 12 });
  s += hills(w, horizon + 40, 60, hour.hill, rnd, 260);
  // The middle plane: mid-rise towers and low blocks on the near hill, the tallest near the middle, each its own width.
  const base = h * 0.9;
  for (let x = -40; x < w;) {
    const tall = rnd() < 0.6;
    const bw = tall ? 110 + rnd() * 90 : 170 + rnd() * 120;
    const middle = 1 - Math.abs(x + bw / 2 - w * 0.55) / (w * 0.7);
    const bh = tall ? 300 + rnd() * 180 + middle * 300 : 130 + rnd() * 90;
    const front = rnd() < 0.3 ? hour.mid : hour.lit;
    s += block(x, base, bw, bh, 30 + rnd() * 20, hour, { front });
    const cols = Math.max(2, Math.round(bw / 42));
    s += windows(x + bw * 0.08, base - bh + 22, bw * 0.84, bh - 36, cols, Math.round(bh / 36), hour.glass, hour, {
      rnd,
      lit,
      width: 0.55,
      height: 0.5,
    });
    x += bw + 20 + rnd() * 110;
  }
  s += box2d(0, base, w, h - base, hour.ground);
  // The streets' canopies in front: a loose row, some broad, some small.
  for (let x = -30; x < w + 60; x += 110 + rnd() * 120) s += tree(x, h + 10, 45 + rnd() * 60, hour);
  return s;
}
