/**
 * Covers of the blog: 'desk' is a drafting table seen from above (a site plan on a sheet, a tablet with a results
 * chart, a scale ruler, a pencil, a cup); 'planPhone' is a flat's plan with a phone lying on it showing the listing.
 */
import { sitePlan } from './scene-siteplan.mjs';
import { floorPlanScene } from './scene-floorplan.mjs';
import { box2d, circle, label, poly, polyline } from './svg.mjs';
import { r1 } from './svg.mjs';

/** A drawing of width × height placed in the box (x, y, w, h), turned by `angle` degrees about its middle. */
const sheet = (x, y, w, h, angle, inner, innerW, innerH, hour) =>
  `<g transform="rotate(${angle} ${r1(x + w / 2)} ${r1(y + h / 2)})">` +
  box2d(x + 14, y + 12, w, h, hour.shadow, false, ' opacity="0.3"') +
  box2d(x - 16, y - 16, w + 32, h + 32, hour.lit) +
  `<svg x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" viewBox="0 0 ${innerW} ${innerH}">${inner}</svg>` +
  box2d(x, y, w, h, 'none') +
  '</g>';

/** A tablet or phone: body, screen, and what the screen shows (drawn by `screen` in its box). */
function device(x, y, w, h, angle, hour, screen) {
  const m = Math.min(w, h) * 0.07;
  return (
    `<g transform="rotate(${angle} ${r1(x + w / 2)} ${r1(y + h / 2)})">` +
    `<rect x="${r1(x + 14)}" y="${r1(y + 12)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(m * 2)}" fill="${hour.shadow}" opacity="0.3"/>` +
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(m * 2)}" fill="${hour.ink}"/>` +
    box2d(x + m, y + m, w - 2 * m, h - 2 * m, hour.lit, false) +
    screen(x + m, y + m, w - 2 * m, h - 2 * m) +
    '</g>'
  );
}

/** Bars rising to the right, the last in clay: the results a campaign brings. */
function bars(x, y, w, h, hour, values = [0.35, 0.5, 0.46, 0.68, 0.84]) {
  let s = polyline([
    [x + w * 0.08, y + h * 0.88],
    [x + w * 0.94, y + h * 0.88],
  ]);
  const bw = (w * 0.8) / values.length;
  values.forEach(
    (v, i) =>
      (s += box2d(
        x + w * 0.1 + i * bw + bw * 0.15,
        y + h * 0.88 - v * h * 0.72,
        bw * 0.7,
        v * h * 0.72,
        i === values.length - 1 ? hour.accent : hour.glass,
      )),
  );
  return s;
}

function pencil(x, y, length, angle, hour) {
  return `<g transform="rotate(${angle} ${r1(x)} ${r1(y)})">${box2d(x, y, length, 22, hour.accent)}${poly(
    [
      [x + length, y],
      [x + length + 40, y + 11],
      [x + length, y + 22],
    ],
    hour.windowLit,
  )}${box2d(x - 26, y, 26, 22, hour.glass)}</g>`;
}

function ruler(x, y, length, angle, hour) {
  let s = box2d(x, y, length, 56, hour.mid);
  for (let u = 20; u < length - 10; u += 20)
    s += polyline([
      [x + u, y],
      [x + u, y + (u % 100 === 0 ? 26 : 14)],
    ]);
  return `<g transform="rotate(${angle} ${r1(x)} ${r1(y)})">${s}</g>`;
}

export function desk(w, h, hour, rnd) {
  let s = box2d(0, 0, w, h, hour.mid, false);
  // The table's grain: long faint lines.
  for (let y = 40; y < h; y += 90 + rnd() * 50)
    s += polyline(
      [
        [0, y],
        [w, y + rnd() * 20 - 10],
      ],
      hour.shade,
      ' opacity="0.5"',
    );
  s += sheet(w * 0.08, h * 0.12, w * 0.56, h * 0.72, -5, sitePlan(1800, 1200, hour, rnd, { built: 0.12, sold: 0.4 }), 1800, 1200, hour);
  s += device(
    w * 0.62,
    h * 0.26,
    w * 0.3,
    h * 0.5,
    8,
    hour,
    (x, y, sw, sh) =>
      box2d(x, y, sw, sh * 0.16, hour.glass, false) +
      label(x + sw * 0.06, y + sh * 0.11, 'LEADS POR MÊS', { size: 20, anchor: 'start', weight: 700, spacing: 1.5 }) +
      bars(x, y + sh * 0.2, sw, sh * 0.75, hour),
  );
  s += ruler(w * 0.1, h * 0.86, w * 0.42, -3, hour) + pencil(w * 0.6, h * 0.9, w * 0.2, -14, hour);
  s +=
    circle(w * 0.9, h * 0.14, 78, hour.shadow, false, ' opacity="0.3"') +
    circle(w * 0.895, h * 0.13, 74, hour.lit) +
    circle(w * 0.895, h * 0.13, 54, hour.accentShade);
  return s;
}

export function planPhone(w, h, hour, rnd) {
  let s = box2d(0, 0, w, h, hour.mid, false);
  s += sheet(w * 0.06, h * 0.1, w * 0.6, h * 0.76, -4, floorPlanScene(1800, 1200, hour, rnd), 1800, 1200, hour);
  s += device(
    w * 0.68,
    h * 0.14,
    w * 0.2,
    h * 0.72,
    10,
    hour,
    (x, y, sw, sh) =>
      box2d(x, y, sw, sh * 0.42, hour.glass, false) +
      poly(
        [
          [x + sw * 0.2, y + sh * 0.42],
          [x + sw * 0.2, y + sh * 0.2],
          [x + sw * 0.5, y + sh * 0.08],
          [x + sw * 0.8, y + sh * 0.2],
          [x + sw * 0.8, y + sh * 0.42],
        ],
        hour.lit,
      ) +
      box2d(x + sw * 0.08, y + sh * 0.5, sw * 0.84, sh * 0.05, hour.mid, false) +
      box2d(x + sw * 0.08, y + sh * 0.6, sw * 0.6, sh * 0.05, hour.mid, false) +
      `<rect x="${r1(x + sw * 0.08)}" y="${r1(y + sh * 0.8)}" width="${r1(sw * 0.84)}" height="${r1(sh * 0.1)}" rx="${r1(sh * 0.05)}" fill="${hour.accent}"/>` +
      label(x + sw / 2, y + sh * 0.865, 'AGENDAR VISITA', { size: 18, weight: 700, fill: hour.lit, spacing: 1 }),
  );
  // A key on its ring, beside the phone: bow, shaft and bit.
  const [kx, ky] = [w * 0.6, h * 0.86];
  const key =
    circle(kx - 50, ky, 30, 'none') +
    box2d(kx + 18, ky - 9, 120, 18, hour.windowLit) +
    poly(
      [
        [kx + 104, ky + 9],
        [kx + 104, ky + 30],
        [kx + 116, ky + 30],
        [kx + 116, ky + 20],
        [kx + 126, ky + 20],
        [kx + 126, ky + 30],
        [kx + 138, ky + 30],
        [kx + 138, ky + 9],
      ],
      hour.windowLit,
    );
  s += `<g transform="rotate(24 ${r1(kx)} ${r1(ky)})">${key}${circle(kx, ky, 26, hour.windowLit)}${circle(kx, ky, 8, hour.mid)}</g>`;
  return s;
}
