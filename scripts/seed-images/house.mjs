/**
 * A single-storey house in axonometric: white walls, a clay tile roof with its ridge along x, a door and windows on
 * the lit front, a window in the shaded gable end, and the roof's shadow.
 */
import { box, boxShadow, leftFace, quad, rightFace } from './axon.mjs';
import { poly } from './svg.mjs';

/** House at (x, y): w × d metres, walls 3 m, roof rising `pitch` metres to the ridge. */
export function house(P, { x, y, w = 9, d = 8, pitch = 2, roof }, hour) {
  const hw = 3;
  const o = 0.5;
  const tile = roof ?? hour.accent;
  let s = boxShadow(P, x, y, w, d, hw + pitch * 0.7, hour.shadow);
  s += box(P, x, y, 0, w, d, hw, { top: hour.mid, left: hour.lit, right: hour.shade });
  // The gable: the triangle above the shaded end wall.
  s += poly([P(x + w, y + d, hw), P(x + w, y, hw), P(x + w, y + d / 2, hw + pitch)], hour.shade);
  const front = leftFace(P, x, y + d);
  const end = rightFace(P, x + w, y + d);
  s += poly(quad(front, w * 0.42, 0, w * 0.42 + 1, 2.2), hour.accentShade);
  s += poly(quad(front, w * 0.1, 1, w * 0.1 + 2, 2.2), hour.glass) + poly(quad(front, w * 0.66, 1, w * 0.66 + 2.2, 2.2), hour.glass);
  s += poly(quad(end, d * 0.35, 1, d * 0.65, 2.2), hour.glassShade);
  // The roof: the back slope (seen past the ridge), then the lit front slope with its eaves.
  s += poly(
    [P(x - o, y - o, hw - 0.2), P(x + w + o, y - o, hw - 0.2), P(x + w + o, y + d / 2, hw + pitch), P(x - o, y + d / 2, hw + pitch)],
    hour.accentShade,
  );
  s += poly(
    [P(x - o, y + d / 2, hw + pitch), P(x + w + o, y + d / 2, hw + pitch), P(x + w + o, y + d + o, hw - 0.2), P(x - o, y + d + o, hw - 0.2)],
    tile,
  );
  return s;
}
