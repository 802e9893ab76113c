/**
 * SVG string primitives shared by the seed-image generators: number rounding, colour
 * shading, text escaping, gradient definitions and the <svg> document wrapper.
 */

/** Rounds to one decimal, which keeps the SVG text short. */
export const r1 = (n) => Math.round(n * 10) / 10;

/** Escapes text for use inside an SVG element. */
export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(v + (target - v) * k));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Unique element id with the given prefix. The counter is shared by the whole run, so the
 * ids (and therefore the SVG text) depend on the order in which pictures are drawn.
 */
let gid = 0;
export const id = (prefix) => `${prefix}${++gid}`;

const stops = (list) =>
  list.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');

/** <linearGradient> from (0,0) to (x2,y2); stops are [offset, colour, opacity = 1]. */
export const linear = (gradId, list, x2 = 0, y2 = 1) =>
  `<linearGradient id="${gradId}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

/** <radialGradient> with stops as for linear(). */
export const radial = (gradId, list) => `<radialGradient id="${gradId}">${stops(list)}</radialGradient>`;

/** Wraps drawing code in a standalone <svg> document of w×h pixels. */
export const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** <rect> with one-decimal geometry; `extra` holds further attributes (leading space). */
export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra}/>`;
