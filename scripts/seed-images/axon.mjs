/**
 * Axonometric drawing: a projection of metres (x to the right and down, y to the left and down, z up) onto the picture,
 * boxes with their three visible faces lit from the left, façade grids mapped onto a face, and cast shadows.
 */
import { poly } from './svg.mjs';

const rad = (deg) => (deg * Math.PI) / 180;

/**
 * The projection: origin (ox, oy) in pixels, `s` pixels per metre, `ax` / `ay` the angles (degrees) of the x and y
 * axes below the horizontal (30/30 is isometric; 22/38 turns the x face towards the viewer).
 */
export function projection({ ox, oy, s, ax = 30, ay = 30 }) {
  const [cx, sx, cy, sy] = [Math.cos(rad(ax)) * s, Math.sin(rad(ax)) * s, Math.cos(rad(ay)) * s, Math.sin(rad(ay)) * s];
  return (x, y, z = 0) => [ox + x * cx - y * cy, oy + x * sx + y * sy - z * s];
}

/** Where the light goes (metres per metre of height): to the right of the picture, as everywhere. */
export const LIGHT = { dx: 0.75, dy: -0.45 };

/**
 * A box standing at (x, y, z), w along x, d along y, h tall: its top, its front-left face (y + d, lit) and its
 * front-right face (x + w, in shade). `c` has the fills: top, left, right.
 */
export function box(P, x, y, z, w, d, h, c, line = true) {
  const top = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const left = [P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const right = [P(x + w, y + d, z), P(x + w, y, z), P(x + w, y, z + h), P(x + w, y + d, z + h)];
  return poly(left, c.left, line) + poly(right, c.right, line) + poly(top, c.top, line);
}

/** (u, v) on the lit face y = y1 of a box from x0, bottom z: u along x, v up. */
export const leftFace =
  (P, x0, y1, z = 0) =>
  (u, v) =>
    P(x0 + u, y1, z + v);

/** (u, v) on the shaded face x = x1 of a box whose near corner is at y1: u to the right (towards y0), v up. */
export const rightFace =
  (P, x1, y1, z = 0) =>
  (u, v) =>
    P(x1, y1 - u, z + v);

/** The quadrilateral (u0, v0)–(u1, v1) of a face. */
export const quad = (face, u0, v0, u1, v1) => [face(u0, v0), face(u1, v0), face(u1, v1), face(u0, v1)];

/** Convex hull (monotone chain) of pixel points. */
function hull(points) {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list) => {
    const out = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], q) <= 0) out.pop();
      out.push(q);
    }
    return out.slice(0, -1);
  };
  return [...half(p), ...half([...p].reverse())];
}

/** The shadow a box (footprint x, y, w, d; height h, standing on the ground) casts on the ground, as a polygon. */
export function boxShadow(P, x, y, w, d, h, fill, opacity = 0.35) {
  const corners = [
    [x, y],
    [x + w, y],
    [x + w, y + d],
    [x, y + d],
  ];
  const base = corners.map(([cx, cy]) => P(cx, cy, 0));
  const cast = corners.map(([cx, cy]) => P(cx + LIGHT.dx * h, cy + LIGHT.dy * h, 0));
  return poly(hull([...base, ...cast]), fill, false, ` opacity="${opacity}"`);
}

/**
 * A smooth closed shape on the ground (a lake, a lawn): `n` points around (cx, cy) at radii rx × ry (metres), each
 * pulled in or out by up to `wobble`, projected and joined by a Catmull-Rom curve. Returns the path's d.
 */
export function groundBlob(P, cx, cy, rx, ry, rnd, { n = 10, wobble = 0.18 } = {}) {
  const points = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const k = 1 - wobble + rnd() * wobble * 2;
    return P(cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k);
  });
  const at = (i) => points[(i + n) % n];
  let d = `M${at(0)[0].toFixed(1)},${at(0)[1].toFixed(1)}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0].toFixed(1)},${c1[1].toFixed(1)} ${c2[0].toFixed(1)},${c2[1].toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return `${d} Z`;
}

/** The projection lifted by `dz` metres (a tower standing on a podium). */
export const lifted =
  (P, dz) =>
  (x, y, z = 0) =>
    P(x, y, z + dz);
