/**
 * Trees in the three views the pictures use: standing (elevation and axonometric: a trunk and a round canopy with its
 * shaded side on the right) and seen from above (plans: a canopy with a shadow cast to the right).
 */
import { circle, path, polyline, r1 } from './svg.mjs';

/** The shaded side of a round canopy: its right part, cut off by a wider arc. */
const shadedSide = (x, y, r) =>
  `M${r1(x + r * 0.2)},${r1(y - r * 0.98)} A${r1(r)},${r1(r)} 0 0 1 ${r1(x + r * 0.2)},${r1(y + r * 0.98)} A${r1(r * 1.3)},${r1(r * 1.3)} 0 0 0 ${r1(x + r * 0.2)},${r1(y - r * 0.98)} Z`;

/** A round canopy in light and shade, outlined. */
const canopy = (x, y, r, hour) => circle(x, y, r, hour.tree) + path(shadedSide(x, y, r), hour.treeShade, false) + circle(x, y, r, 'none');

/**
 * A standing tree on the ground at (x, y): canopy radius r. Broad trees (the tropical canopies of the city's streets)
 * get a second, smaller crown behind on the left; the trunk is short, the crown low and wide.
 */
export function tree(x, y, r, hour, broad = r > 40) {
  const cy = y - r * 1.35;
  const back = broad ? canopy(x - r * 0.55, cy - r * 0.35, r * 0.7, hour) : '';
  return (
    polyline([
      [x, y],
      [x, cy + r * 0.6],
    ]) +
    back +
    canopy(x, cy, r, hour)
  );
}

/** A tree in plan at (x, y): its shadow to the right, the canopy, a shaded crescent and a dot for the trunk. */
export function planTree(x, y, r, hour) {
  return (
    circle(x + r * 0.45, y + r * 0.2, r, hour.shadow, false, ' opacity="0.3"') +
    canopy(x, y, r, hour) +
    circle(x - r * 0.1, y, r * 0.12, hour.ink, false)
  );
}
