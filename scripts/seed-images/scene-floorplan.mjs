/**
 * 'floorPlan': the typical floor of a two-bedroom flat (or, `kind: 'clinic'`, a medical suite of the commercial
 * tower) drawn as a furnished plan on a sheet: walls, doors, windows, the balcony, dimension lines and a north arrow.
 */
import { floorPlan } from './floorplan.mjs';
import { northArrow } from './plan.mjs';
import { box2d, label, polyline } from './svg.mjs';

const E = 0.2; // outer walls
const I = 0.12; // inner walls

/** Two bedrooms (one a suite), living and dining with an open kitchen, a gourmet balcony: 12 × 7.6 m. */
const FLAT = {
  size: [12, 9],
  rooms: [
    [0, 0, 6.4, 7.6, 'wood', 'SALA', '31,5', [3.2, 3.5]],
    [0, 0, 3, 2.8, 'tile', 'COZINHA', null, [1.5, 1.7]],
    [6.4, 0, 2, 2.4, 'tile', 'BANHO', null, [7.4, 1.65]],
    [8.4, 0, 3.6, 3.6, 'wood', 'QUARTO', '12,9', [11, 2.75]],
    [6.4, 2.4, 2, 1.2, 'wood'],
    [6.4, 3.6, 1.8, 2, 'tile'],
    [6.4, 5.6, 1.8, 2, 'wood'],
    [8.2, 3.6, 3.8, 4, 'wood', 'SUÍTE', '15,2', [10.1, 6.8]],
    [0, 7.6, 4.8, 1.4, 'deck', 'VARANDA', null, [3, 8.4]],
  ],
  walls: [
    [0, 0, 12, 0, E],
    [12, 0, 12, 7.6, E],
    [0, 0, 0, 7.6, E],
    [4.8, 7.6, 12, 7.6, E],
    [0, 7.6, 0.5, 7.6, I],
    [0, 7.6, 0, 9, I],
    [4.8, 7.6, 4.8, 9, I],
    [6.4, 0, 6.4, 2.5, I],
    [6.4, 3.5, 6.4, 7.6, I],
    [6.4, 2.4, 7.2, 2.4, I],
    [8.1, 2.4, 8.4, 2.4, I],
    [8.4, 0, 8.4, 2.5, I],
    [8.4, 3.4, 8.4, 3.6, I],
    [6.4, 3.6, 7.3, 3.6, I],
    [8.2, 3.6, 12, 3.6, I],
    [8.2, 3.6, 8.2, 4.5, I],
    [8.2, 5.3, 8.2, 7.6, I],
    [6.4, 5.6, 8.2, 5.6, I],
  ],
  doors: [
    [7.2, 2.4, 0.8, 3],
    [8.4, 2.5, 0.8, 0],
    [7.3, 3.6, 0.8, 0],
    [8.2, 4.5, 0.75, 0],
  ],
  windows: [
    [1.2, 0, 2.6, 0],
    [9, 0, 11.2, 0],
    [12, 4.4, 12, 6.8],
    [0.6, 7.6, 4.6, 7.6],
    [6.7, 0, 7.9, 0],
  ],
  furniture: [
    ['counter', 0.2, 0.2, 2.6, 0.65],
    ['table', 3.7, 0.9, 1.8, 1],
    ['rug', 0.8, 4.2, 3.2, 2.2],
    ['sofa', 0.5, 6.3, 3.6, 0.9],
    ['plant', 5.6, 6.8, 0.8, 0.8],
    ['bed', 9.2, 3.9, 1.8, 2.1],
    ['wardrobe', 6.6, 5.8, 1.4, 0.6],
    ['bed', 9.5, 0.3, 1.4, 1.9],
    ['wardrobe', 8.6, 2.9, 1.3, 0.55],
    ['toilet', 6.6, 0.2, 0.5, 0.7],
    ['shower', 7.5, 0.2, 0.8, 0.9],
    ['sink', 6.6, 4.9, 0.6, 0.5],
    ['shower', 7.3, 3.8, 0.8, 0.9],
    ['toilet', 6.6, 3.8, 0.5, 0.7],
    ['table', 0.5, 7.95, 1.2, 0.7],
    ['plant', 4.3, 8.5, 0.6, 0.6],
  ],
};

/** A medical suite: reception and waiting, two consulting rooms, a small toilet: 10 × 7 m. */
const CLINIC = {
  size: [10, 7],
  rooms: [
    [0, 0, 4.6, 7, 'wood', 'RECEPÇÃO', '32,2'],
    [4.6, 0, 5.4, 3.4, 'wood', 'CONSULTÓRIO', '18,4', [6.9, 2.5]],
    [4.6, 3.6, 3.6, 3.4, 'wood', 'CONSULTÓRIO', '12,2', [6.4, 5.9]],
    [8.2, 3.6, 1.8, 3.4, 'tile', 'WC'],
  ],
  walls: [
    [0, 0, 10, 0, E],
    [10, 0, 10, 7, E],
    [0, 0, 0, 7, E],
    [0, 7, 10, 7, E],
    [4.6, 0, 4.6, 2.3, I],
    [4.6, 3.1, 4.6, 4.6, I],
    [4.6, 5.4, 4.6, 7, I],
    [4.6, 3.5, 10, 3.5, I],
    [8.2, 3.5, 8.2, 5.2, I],
    [8.2, 6, 8.2, 7, I],
  ],
  doors: [
    [4.6, 2.3, 0.8, 0],
    [4.6, 4.6, 0.8, 0],
    [8.2, 5.2, 0.8, 0],
    [1.4, 7, 0.9, 3],
  ],
  windows: [
    [5.4, 0, 9.2, 0],
    [10, 4, 10, 5],
    [0.8, 0, 3.8, 0],
    [5, 7, 7.6, 7],
  ],
  furniture: [
    ['desk', 1, 1.2, 2.2, 0.8],
    ['sofa', 0.3, 4.3, 0.9, 2.2],
    ['plant', 3.9, 6.3, 0.7, 0.7],
    ['rug', 1.5, 4.5, 1.8, 1.6],
    ['desk', 6, 0.5, 1.8, 0.8],
    ['bed', 8.6, 0.6, 0.9, 2.2],
    ['desk', 5.2, 4.1, 1.6, 0.7],
    ['sink', 9.2, 4, 0.6, 0.5],
    ['toilet', 9.2, 6, 0.5, 0.7],
  ],
};

/** A dimension line with ticks and its figure (metres, Brazilian decimal comma) above or beside it. */
function dimension(x1, y1, x2, y2, text) {
  const tick = ([x, y]) =>
    polyline([
      [x - 8, y + 8],
      [x + 8, y - 8],
    ]);
  const vertical = x1 === x2;
  return (
    polyline([
      [x1, y1],
      [x2, y2],
    ]) +
    tick([x1, y1]) +
    tick([x2, y2]) +
    label((x1 + x2) / 2 + (vertical ? -16 : 0), (y1 + y2) / 2 + (vertical ? 8 : -12), text, {
      size: 20,
      spacing: 0.5,
      anchor: vertical ? 'end' : 'middle',
    })
  );
}

export function floorPlanScene(w, h, hour, _rnd, { kind = 'flat' } = {}) {
  const plan = kind === 'clinic' ? CLINIC : FLAT;
  const m = Math.min((w * 0.72) / plan.size[0], (h * 0.74) / plan.size[1]);
  const at = [(w - plan.size[0] * m) / 2 + 30, (h - plan.size[1] * m) / 2 + 20];
  let s = box2d(0, 0, w, h, hour.ground, false);
  s += floorPlan(plan, at, m, hour);
  const [W, H] = [plan.size[0] * m, (kind === 'clinic' ? plan.size[1] : 7.6) * m];
  const metres = (n) => n.toFixed(2).replace('.', ',');
  s += dimension(at[0], at[1] - 60, at[0] + W, at[1] - 60, metres(W / m));
  s += dimension(at[0] - 60, at[1], at[0] - 60, at[1] + H, metres(H / m));
  s += northArrow(w - 120, h - 130, 44, hour);
  return s;
}
