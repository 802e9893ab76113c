/**
 * A residential tower in axonometric: a recessed glazed ground floor, typical floors with a rhythm of windows and
 * stacked balconies on the lit face, fewer windows on the shaded one, and a crown for the water tanks with a clay band.
 */
import { box, leftFace, quad, rightFace } from './axon.mjs';
import { poly } from './svg.mjs';

const FLOOR = 3;
const LOBBY = 4.5;

/**
 * What every tower has: the glazed ground floor set back by `inset`, the shaft of `floors` floors on it, and the
 * mappers of its lit and shaded faces (from the first floor up).
 */
function shaft(P, { x, y, w, d, floors }, hour, inset) {
  const faces = { top: hour.mid, left: hour.lit, right: hour.shade };
  const s =
    box(P, x + inset, y + inset, 0, w - 2 * inset, d - 2 * inset, LOBBY, { top: hour.mid, left: hour.glass, right: hour.glassShade }) +
    box(P, x, y, LOBBY, w, d, floors * FLOOR, faces);
  return { s, faces, top: LOBBY + floors * FLOOR, front: leftFace(P, x, y + d, LOBBY), side: rightFace(P, x + w, y + d, LOBBY) };
}

/**
 * Tower at (x, y): w × d metres, `floors` typical floors. bays: windows across the lit face; sideBays: across the
 * shaded face; balconies: bay indexes (of the lit face) that carry a balcony on every floor; lit: share of windows
 * lit (dusk, night); rnd decides which.
 */
export function tower(P, { x, y, w, d, floors, bays = 5, sideBays = 3, balconies = [1, 3], lit = 0 }, hour, rnd) {
  const body = shaft(P, { x, y, w, d, floors }, hour, 0.8);
  const { faces, top, front, side } = body;
  let s = body.s;
  const bw = w / bays;
  const sw = d / sideBays;
  const glassOf = (base) => (rnd() < lit ? hour.windowLit : base);
  for (let f = 0; f < floors; f++) {
    const v = f * FLOOR;
    for (let b = 0; b < bays; b++) {
      if (!balconies.includes(b)) {
        s += poly(quad(front, b * bw + bw * 0.24, v + 0.9, (b + 1) * bw - bw * 0.24, v + 2.5), glassOf(hour.glass), false);
        continue;
      }
      // A loggia: the opening in the recess's shade, the slab above and the left jamb casting a band of shadow into
      // it, the parapet in front in full light.
      const [u0, u1] = [b * bw + bw * 0.06, (b + 1) * bw - bw * 0.06];
      s += poly(quad(front, u0, v + 0.15, u1, v + 2.85), glassOf(hour.glassShade));
      s += poly(
        [front(u0, v + 2.85), front(u1, v + 2.85), front(u1, v + 2.55), front(u0 + 0.5, v + 2.55), front(u0 + 0.5, v + 1.1), front(u0, v + 1.1)],
        hour.shadow,
        false,
        ' opacity="0.45"',
      );
      s += poly(quad(front, u0, v + 0.15, u1, v + 1.1), hour.lit);
    }
    for (let b = 0; b < sideBays; b++)
      s += poly(quad(side, b * sw + sw * 0.25, v + 0.9, (b + 1) * sw - sw * 0.25, v + 2.5), glassOf(hour.glassShade), false);
  }
  s += box(P, x + w * 0.3, y + d * 0.25, top, w * 0.45, d * 0.5, 3.2, faces);
  s += box(P, x + w * 0.3, y + d * 0.25, top + 3.2, w * 0.45, d * 0.5, 0.7, { top: hour.accent, left: hour.accent, right: hour.accentShade });
  return s;
}

/** Metres from the ground to the roof of a tower of `floors` floors (its shadow's height). */
export const towerHeight = (floors) => LOBBY + floors * FLOOR;

/**
 * A tower of continuous floor bands: on every floor a ribbon of glass under a slab edge, on both faces (an office's
 * curtain wall with `spandrel` bands, or a flat's deep verandas wrapping the corner). Mullions every `mullion` metres.
 */
export function ribbonTower(P, { x, y, w, d, floors, mullion = 3, lit = 0, crown = true }, hour, rnd) {
  const body = shaft(P, { x, y, w, d, floors }, hour, 1);
  const { top, front, side } = body;
  let s = body.s;
  for (let f = 0; f < floors; f++) {
    const v = f * FLOOR;
    const band = (face, length, glass) => {
      let t = poly(quad(face, 0, v + 0.55, length, v + 2.7), rnd() < lit ? hour.windowLit : glass);
      for (let u = mullion; u < length - 0.5; u += mullion) t += poly([face(u, v + 0.55), face(u, v + 2.7)], 'none');
      return t;
    };
    s += band(front, w, hour.glass) + band(side, d, hour.glassShade);
  }
  if (crown) s += box(P, x + w * 0.2, y + d * 0.2, top, w * 0.6, d * 0.6, 2.6, { top: hour.accent, left: hour.lit, right: hour.shade });
  return s;
}
