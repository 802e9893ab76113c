/**
 * What every picture shares besides its subject: the sky of its hour in flat bands with the sun on the left (where the
 * light comes from), the low hills of Sorocaba on the horizon and the city far off on them. No gradient and no grain:
 * flat fills keep the files small and the hand consistent.
 */
import { r1 } from './svg.mjs';

/** The sky of an hour: flat bands from the top (the first colour) down to `horizon`, each narrower near it. */
export function sky(w, horizon, hour) {
  const bands = hour.sky;
  let s = `<rect width="${w}" height="${r1(horizon)}" fill="${bands[0]}"/>`;
  let top = horizon * (bands.length > 2 ? 0.38 : 0.5);
  for (const color of bands.slice(1)) {
    s += `<rect y="${r1(top)}" width="${w}" height="${r1(horizon - top)}" fill="${color}"/>`;
    top += (horizon - top) * 0.6;
  }
  return s;
}

/** The sun (or nothing at night), on the left, where the light comes from. */
export const sun = (x, y, r, hour) => (hour.sun ? `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${hour.sun}"/>` : '');

/**
 * Low rolling hills across the width, their crest at `y` rising by up to `amp`: a smooth path through points every
 * `step` pixels, heights from `rnd`. Drawn without outline: distance softens the line.
 */
export function hills(w, y, amp, fill, rnd, step = 260, bottom = y + amp + 400) {
  const points = [];
  for (let x = -step; x <= w + step; x += step) points.push([x, y - rnd() * amp]);
  let d = `M${points[0][0]},${r1(bottom)} L${points[0][0]},${r1(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1];
    const [x, yy] = points[i];
    d += ` C${r1(px + step / 2)},${r1(py)} ${r1(x - step / 2)},${r1(yy)} ${r1(x)},${r1(yy)}`;
  }
  return `<path d="${d} L${points[points.length - 1][0]},${r1(bottom)} Z" fill="${fill}"/>`;
}

/**
 * The city far off on the hills: a row of mid-rise blocks and a few towers, flat in one colour (no line: distance
 * softens it), standing on `y`.
 */
export function distantCity(w, y, fill, rnd, { from = 0, to = w, unit = 14 } = {}) {
  let s = '';
  for (let x = from; x < to;) {
    const bw = unit * (2 + Math.floor(rnd() * 4));
    const bh = unit * (1.5 + (rnd() < 0.25 ? 4 + rnd() * 5 : rnd() * 2.5));
    s += `<rect x="${r1(x)}" y="${r1(y - bh)}" width="${r1(bw)}" height="${r1(bh + 2)}" fill="${fill}"/>`;
    x += bw + unit * Math.floor(rnd() * 3);
  }
  return s;
}
