/**
 * A floor plan drawn from data, in metres: floors (wood, tiles, deck), walls as solid ink with their shadow to the
 * right, door swings, windows in the outer walls, furniture in outline, and room names with their areas.
 */
import { box2d, circle, label, path, polyline } from './svg.mjs';
import { r1 } from './svg.mjs';

/**
 * plan: { rooms: [[x, y, w, h, floor, name?, area?, [labelX, labelY]?]], walls: [[x1, y1, x2, y2, thickness]], doors: [[x, y, r, quarter]],
 * windows: [[x1, y1, x2, y2]], furniture: [[kind, x, y, w, h]] } in metres; `at` = [left, top] in pixels, `m` pixels
 * a metre.
 */
export function floorPlan(plan, at, m, hour) {
  const X = (x) => at[0] + x * m;
  const Y = (y) => at[1] + y * m;
  const floors = { wood: hour.mid, tile: hour.paving, deck: hour.windowLit, lawn: hour.lawn };
  let s = '';
  for (const [x, y, w, h, floor] of plan.rooms) s += box2d(X(x), Y(y), w * m, h * m, floors[floor], false);
  const wallRect = ([x1, y1, x2, y2, t]) => [Math.min(x1, x2) - t / 2, Math.min(y1, y2) - t / 2, Math.abs(x2 - x1) + t, Math.abs(y2 - y1) + t];
  for (const wall of plan.walls) {
    const [x, y, w, h] = wallRect(wall);
    s += box2d(X(x) + 7, Y(y) + 5, w * m, h * m, hour.shadow, false, ' opacity="0.35"');
  }
  for (const item of plan.furniture) s += FURNITURE[item[0]](X(item[1]), Y(item[2]), item[3] * m, item[4] * m, hour);
  for (const wall of plan.walls) {
    const [x, y, w, h] = wallRect(wall);
    s += box2d(X(x), Y(y), w * m, h * m, hour.ink, false);
  }
  for (const [x1, y1, x2, y2] of plan.windows) {
    const [x, y, w, h] = wallRect([x1, y1, x2, y2, 0.2]);
    s +=
      box2d(X(x), Y(y), w * m, h * m, hour.lit) +
      (w > h
        ? polyline([
            [X(x), Y(y + h / 2)],
            [X(x + w), Y(y + h / 2)],
          ])
        : polyline([
            [X(x + w / 2), Y(y)],
            [X(x + w / 2), Y(y + h)],
          ]));
  }
  for (const [x, y, r, q] of plan.doors) s += door(X(x), Y(y), r * m, q, hour);
  for (const [x, y, w, h, , name, area, at2] of plan.rooms) {
    if (!name) continue;
    const [lx, ly] = at2 ?? [x + w / 2, y + h / 2];
    s += label(X(lx), Y(ly), name, { size: 24, weight: 700, spacing: 2 });
    if (area) s += label(X(lx), Y(ly) + 30, `${area} m²`, { size: 20, spacing: 0.5 });
  }
  return s;
}

/** A door: the leaf and its swing, a quarter circle; `quarter` 0–3 turns it (0: hinge top-left, opening down-right). */
function door(x, y, r, quarter, hour) {
  const a = (quarter * Math.PI) / 2;
  const [c, sn] = [Math.cos(a), Math.sin(a)];
  const rot = (dx, dy) => [x + dx * c - dy * sn, y + dx * sn + dy * c];
  const [ex, ey] = rot(r, 0);
  const [lx, ly] = rot(0, r);
  return (
    polyline([
      [x, y],
      [lx, ly],
    ]) +
    `<path d="M${r1(lx)},${r1(ly)} A${r1(r)},${r1(r)} 0 0 0 ${r1(ex)},${r1(ey)}" fill="none" stroke="${hour.ink}" stroke-width="2.2" stroke-dasharray="6 6"/>`
  );
}

/** Furniture in plan, each in the box (x, y, w, h) pixels. */
const FURNITURE = {
  bed: (x, y, w, h, hour) =>
    box2d(x, y, w, h, hour.lit) +
    box2d(x + w * 0.08, y + h * 0.05, w * 0.38, h * 0.16, hour.paving) +
    box2d(x + w * 0.54, y + h * 0.05, w * 0.38, h * 0.16, hour.paving) +
    box2d(x, y + h * 0.45, w, h * 0.55, hour.glass),
  sofa: (x, y, w, h, hour) => box2d(x, y, w, h, hour.accent) + box2d(x + w * 0.06, y + h * 0.3, w * 0.88, h * 0.7, hour.windowLit),
  table: (x, y, w, h, hour) => {
    let s = '';
    for (const [cx, cy] of [
      [0.25, -0.12],
      [0.75, -0.12],
      [0.25, 1.12],
      [0.75, 1.12],
    ])
      s += circle(x + w * cx, y + h * cy, Math.min(w, h) * 0.18, hour.paving);
    return s + box2d(x, y, w, h, hour.lit);
  },
  rug: (x, y, w, h, hour) => box2d(x, y, w, h, hour.glass, true, ' opacity="0.55"'),
  counter: (x, y, w, h, hour) =>
    box2d(x, y, w, h, hour.paving) +
    box2d(x + w * 0.12, y + h * 0.18, w * 0.22, h * 0.64, hour.glass) +
    circle(x + w * 0.6, y + h * 0.35, h * 0.17, 'none') +
    circle(x + w * 0.78, y + h * 0.65, h * 0.17, 'none'),
  toilet: (x, y, w, h, hour) =>
    box2d(x, y, w, h * 0.3, hour.lit) +
    `<ellipse cx="${r1(x + w / 2)}" cy="${r1(y + h * 0.62)}" rx="${r1(w * 0.42)}" ry="${r1(h * 0.36)}" fill="${hour.lit}" stroke="${hour.ink}" stroke-width="2.2"/>`,
  sink: (x, y, w, h, hour) =>
    box2d(x, y, w, h, hour.lit) +
    `<ellipse cx="${r1(x + w / 2)}" cy="${r1(y + h / 2)}" rx="${r1(w * 0.3)}" ry="${r1(h * 0.3)}" fill="${hour.glass}" stroke="${hour.ink}" stroke-width="2.2"/>`,
  shower: (x, y, w, h, hour) =>
    box2d(x, y, w, h, hour.glass) +
    polyline([
      [x, y],
      [x + w, y + h],
    ]) +
    polyline([
      [x + w, y],
      [x, y + h],
    ]),
  desk: (x, y, w, h, hour) => box2d(x, y, w, h, hour.lit) + circle(x + w / 2, y + h * 1.25, Math.min(w, h) * 0.3, hour.accent),
  plant: (x, y, w, _h, hour) =>
    circle(x, y, w / 2, hour.tree) +
    path(`M${r1(x)},${r1(y - w / 2)} A${r1(w / 2)},${r1(w / 2)} 0 0 1 ${r1(x)},${r1(y + w / 2)} Z`, hour.treeShade, false) +
    circle(x, y, w / 2, 'none'),
  wardrobe: (x, y, w, h, hour) =>
    box2d(x, y, w, h, hour.paving) +
    polyline([
      [x, y + h],
      [x + w, y],
    ]),
};
