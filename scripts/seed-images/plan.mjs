/**
 * The marks of a drawing seen from above: a north arrow and a scale bar (what makes a plan read as a plan), a roof
 * in plan with its ridge and its shadow to the right, and water with ripple lines.
 */
import { box2d, label, path, poly, polyline } from './svg.mjs';
import { r1 } from './svg.mjs';

/** North arrow: a circle of ink with a half-filled needle and an N. */
export function northArrow(x, y, r, hour) {
  return (
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="none" stroke="${hour.ink}" stroke-width="2.2"/>` +
    poly(
      [
        [x, y - r * 0.8],
        [x + r * 0.32, y + r * 0.55],
        [x, y + r * 0.3],
      ],
      hour.ink,
    ) +
    poly(
      [
        [x, y - r * 0.8],
        [x - r * 0.32, y + r * 0.55],
        [x, y + r * 0.3],
      ],
      hour.lit,
    ) +
    label(x, y - r - 12, 'N', { size: r * 0.6, weight: 700, fill: hour.ink })
  );
}

/** Scale bar: four alternating segments and the metres at its end. */
export function scaleBar(x, y, length, metres, hour) {
  let s = '';
  for (let i = 0; i < 4; i++) s += box2d(x + (length / 4) * i, y, length / 4, 12, i % 2 ? hour.lit : hour.ink);
  return s + label(x, y + 40, '0', { size: 20, anchor: 'middle' }) + label(x + length, y + 40, `${metres} m`, { size: 20, anchor: 'middle' });
}

/** A gabled roof seen from above (x, y, w × h pixels): its shadow to the right and down, two slopes, the ridge. */
export function roofPlan(x, y, w, h, hour, color = hour.accent) {
  const o = Math.min(w, h) * 0.22;
  const alongX = w >= h;
  const lit = alongX
    ? [
        [x, y],
        [x + w, y],
        [x + w, y + h / 2],
        [x, y + h / 2],
      ]
    : [
        [x, y],
        [x + w / 2, y],
        [x + w / 2, y + h],
        [x, y + h],
      ];
  const ridge = alongX
    ? [
        [x, y + h / 2],
        [x + w, y + h / 2],
      ]
    : [
        [x + w / 2, y],
        [x + w / 2, y + h],
      ];
  return (
    box2d(x + o, y + o * 0.6, w, h, hour.shadow, false, ' opacity="0.35"') +
    box2d(x, y, w, h, hour.accentShade) +
    poly(lit, color, false) +
    box2d(x, y, w, h, 'none') +
    polyline(ridge)
  );
}

/** Water (an outline path `d`) with a few ripple lines across it. */
export const water = (d, ripples, hour) => path(d, hour.water) + ripples.map((line) => polyline(line, hour.lit)).join('');
