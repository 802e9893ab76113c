/**
 * SVG string primitives of the seed pictures: rounding, escaping, the document wrapper and the shapes, each drawn in
 * the one hand (ink.mjs) unless told otherwise.
 */
import { INK } from './brand.mjs';

/** Rounds to one decimal, which keeps the SVG text short. */
export const r1 = (n) => Math.round(n * 10) / 10;

/** Escapes text for use inside an SVG element. */
export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "x,y x,y …" from [[x, y], …]. */
export const pts = (points) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

/** Stroke attributes: the ink line (default), another colour, or none (`false`). */
export function stroke(line = true) {
  if (line === false) return '';
  const color = line === true ? INK.color : line;
  return ` stroke="${color}" stroke-width="${INK.width}" stroke-linejoin="round" stroke-linecap="round"`;
}

/** A filled polygon, outlined in ink unless `line` is false. */
export const poly = (points, fill, line = true, extra = '') => `<polygon points="${pts(points)}" fill="${fill}"${stroke(line)}${extra}/>`;

/** A rectangle as a polygon (so the outline joins like every other shape). */
export const box2d = (x, y, w, h, fill, line = true, extra = '') =>
  poly(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    fill,
    line,
    extra,
  );

/** An open line through the points, in ink. */
export const polyline = (points, line = true, extra = '') => `<polyline points="${pts(points)}" fill="none"${stroke(line)}${extra}/>`;

/** A circle. */
export const circle = (cx, cy, r, fill, line = true, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${stroke(line)}${extra}/>`;

/** A path (d given), filled. */
export const path = (d, fill, line = true, extra = '') => `<path d="${d}" fill="${fill}"${stroke(line)}${extra}/>`;

/** A small label in the drawings' lettering (plans and site plans). */
export const label = (x, y, text, { size = 22, fill = INK.color, anchor = 'middle', weight = 400, spacing = 1.5 } = {}) =>
  `<text x="${r1(x)}" y="${r1(y)}" font-family="DejaVu Sans Condensed, DejaVu Sans, Liberation Sans Narrow, sans-serif" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" text-anchor="${anchor}" fill="${fill}">${esc(text)}</text>`;

/** Wraps drawing code in a standalone <svg> document of w×h pixels. */
export const svgDoc = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
