/**
 * Buildings in elevation (façades seen from the front) drawn in the same hand as the axonometric ones: an oblique
 * depth shows the right side in shade and the roof in light, windows are flat fills, loggias carry the shadow of
 * the slab above and the left jamb, the light always from the left.
 */
import { box2d, circle, poly } from './svg.mjs';

/** How an elevation shows depth: per pixel of depth, the side goes right by 0.6 and up by 0.35. */
const OBLIQUE = { x: 0.6, y: -0.35 };

/**
 * A block in elevation: front face x…x+w, from `base` up h pixels; `depth` pixels of side and roof. Fills from
 * `c` (front, side, roof) or the hour's lit / shade / mid.
 */
export function block(x, base, w, h, depth, hour, c = {}) {
  const [dx, dy] = [depth * OBLIQUE.x, depth * OBLIQUE.y];
  const top = base - h;
  return (
    poly(
      [
        [x + w, base],
        [x + w + dx, base + dy],
        [x + w + dx, top + dy],
        [x + w, top],
      ],
      c.side ?? hour.shade,
    ) +
    poly(
      [
        [x, top],
        [x + dx, top + dy],
        [x + w + dx, top + dy],
        [x + w, top],
      ],
      c.roof ?? hour.mid,
    ) +
    box2d(x, top, w, h, c.front ?? hour.lit)
  );
}

/**
 * Windows on a front face: `cols` × `rows` in the box (x, y, w, h), each `fill` unless rnd() < lit (then the hour's
 * lit window); no outline, as glass reads against the wall.
 */
export function windows(x, y, w, h, cols, rows, fill, hour, { rnd = Math.random, lit = 0, width = 0.5, height = 0.55 } = {}) {
  const [cw, rh] = [w / cols, h / rows];
  let s = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = lit > 0 && rnd() < lit;
      s += box2d(
        x + c * cw + (cw * (1 - width)) / 2,
        y + r * rh + rh * (1 - height) * 0.45,
        cw * width,
        rh * height,
        on ? hour.windowLit : fill,
        false,
      );
    }
  }
  return s;
}

/**
 * A loggia (recessed balcony) in elevation: the opening in shade, the shadow band of the slab and the left jamb,
 * the parapet in light, outlined.
 */
export function loggia(x, y, w, h, hour, glass = hour.glassShade) {
  const band = Math.min(w, h) * 0.14;
  const parapet = y + h * 0.62;
  return (
    box2d(x, y, w, h, glass) +
    poly(
      [
        [x, y],
        [x + w, y],
        [x + w, y + band],
        [x + band, y + band],
        [x + band, parapet],
        [x, parapet],
      ],
      hour.shadow,
      false,
      ' opacity="0.45"',
    ) +
    box2d(x, parapet, w, h - (parapet - y), hour.lit)
  );
}

/** A car in elevation standing on `base`, facing right: body, cabin glass, wheels. */
export function car2d(x, base, color, hour, len = 150) {
  const h = len * 0.3;
  return (
    poly(
      [
        [x, base - h * 0.35],
        [x + len * 0.04, base - h * 0.75],
        [x + len * 0.28, base - h * 0.8],
        [x + len * 0.4, base - h * 1.25],
        [x + len * 0.74, base - h * 1.25],
        [x + len * 0.88, base - h * 0.8],
        [x + len, base - h * 0.7],
        [x + len, base - h * 0.3],
        [x, base - h * 0.3],
      ],
      color,
    ) +
    poly(
      [
        [x + len * 0.33, base - h * 0.82],
        [x + len * 0.42, base - h * 1.15],
        [x + len * 0.72, base - h * 1.15],
        [x + len * 0.82, base - h * 0.82],
      ],
      hour.glassShade,
    ) +
    circle(x + len * 0.22, base - h * 0.3, h * 0.3, hour.ink, true) +
    circle(x + len * 0.8, base - h * 0.3, h * 0.3, hour.ink, true)
  );
}
