/**
 * Buildings drawn by both generators: the gable-roofed house (in a case-photo and an
 * article-cover style), window grids, skylines, apartment towers and cover buildings.
 */
import { id, linear, r1, rect, shade } from './svg.mjs';
import { between } from './random.mjs';

/** House proportions: fractions of the wall width w / height h. */
const HOUSE_STYLES = {
  // case photos: roof and windows scale with the wall height
  photo: { eaves: [-0.08, 1.08], roofH: (w, h) => h * 0.55, door: [0.42, 0.16], windows: [0.12, 0.68], winTop: 0.7, winH: (w, h) => h * 0.28 },
  // article covers: square windows, roof from the width
  cover: { eaves: [-0.1, 1.1], roofH: (w) => w * 0.45, door: [0.4, 0.2], windows: [0.1, 0.7], winTop: 0.72, winH: (w) => w * 0.2 },
};

/**
 * House with a gable roof, a door and two windows standing on baseY. Colours: wall, roof,
 * door, glass; optional side (shaded wall strip), frame (window outline) and chimney (an
 * rng: a chimney is drawn when it returns < 0.5).
 */
export function house(x, baseY, w, h, { wall, roof, door, glass, side, frame, chimney }, style = 'photo') {
  const st = HOUSE_STYLES[style];
  const top = baseY - h;
  const roofH = st.roofH(w, h);
  let s = rect(x, top, w, h, wall);
  if (side) s += rect(x, top, w * 0.12, h, side);
  s += `<polygon points="${r1(x + w * st.eaves[0])},${r1(top)} ${r1(x + w / 2)},${r1(top - roofH)} ${r1(x + w * st.eaves[1])},${r1(top)}" fill="${roof}"/>`;
  s += rect(x + w * st.door[0], baseY - h * 0.55, w * st.door[1], h * 0.55, door);
  const outline = frame ? ` stroke="${frame}" stroke-width="3"` : '';
  for (const wx of st.windows) s += rect(x + w * wx, baseY - h * st.winTop, w * 0.2, st.winH(w, h), glass, outline);
  if (chimney && chimney() < 0.5) s += rect(x + w * 0.7, top - roofH * 0.8, w * 0.1, roofH * 0.5, shade(roof, -0.2));
  return s;
}

/** Grid of windows, each lit (litColor) with probability `lit`. */
export function windowsGrid(x, y, w, h, rnd, { cols, rows, lit = 0, litColor = '#ffd166', color = '#ffffff', opacity = 0.35 }) {
  const gx = w / cols;
  const gy = h / rows;
  let s = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = rnd() < lit;
      s += `<rect x="${r1(x + c * gx + gx * 0.22)}" y="${r1(y + r * gy + gy * 0.25)}" width="${r1(gx * 0.56)}" height="${r1(gy * 0.5)}" fill="${on ? litColor : color}" opacity="${on ? 0.95 : opacity}"/>`;
    }
  }
  return s;
}

/** Row of random blocks across the width W, standing on baseY. */
export function skyline(W, baseY, rnd, color, { minH = 80, maxH = 260, windows = false, lit = 0, width = [50, 110] } = {}) {
  let s = '';
  let x = -20;
  while (x < W) {
    const w = between(rnd, width[0], width[1]);
    const h = between(rnd, minH, maxH);
    s += `<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h + 2)}" fill="${color}"/>`;
    if (rnd() < 0.3) s += `<rect x="${r1(x + w * 0.4)}" y="${r1(baseY - h - 18)}" width="3" height="18" fill="${color}"/>`;
    if (windows) {
      s += windowsGrid(x + 4, baseY - h + 10, w - 8, h - 20, rnd, {
        cols: Math.max(2, Math.round(w / 22)),
        rows: Math.max(3, Math.round(h / 26)),
        lit,
        opacity: lit ? 0.08 : 0.18,
      });
    }
    x += w + between(rnd, 2, 14);
  }
  return s;
}

/** Apartment tower in palette p with a shaded body, roof slab, windows and balconies. */
export function tower(x, baseY, w, h, p, rnd, { lit = 0, balconies = true, color } = {}) {
  const g = id('tw');
  const body = color ?? p.b[0];
  let s = `<defs>${linear(g, [[0, shade(body, 0.25)], [0.55, body], [1, shade(body, -0.3)]], 1, 0)}</defs>`;
  s += `<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h)}" fill="url(#${g})"/>`;
  s += `<rect x="${r1(x - 6)}" y="${r1(baseY - h - 10)}" width="${r1(w + 12)}" height="12" fill="${shade(body, -0.35)}"/>`;
  const floors = Math.round(h / 34);
  s += windowsGrid(x + 6, baseY - h + 8, w - 12, h - 16, rnd, { cols: Math.max(3, Math.round(w / 30)), rows: floors, lit, color: p.b[2], opacity: lit ? 0.12 : 0.55 });
  if (balconies) {
    for (let i = 1; i < floors; i += 1) {
      const yy = baseY - h + (i * (h - 16)) / floors + 8;
      s += `<rect x="${r1(x - 4)}" y="${r1(yy - 2)}" width="${r1(w + 8)}" height="4" fill="${shade(body, 0.55)}" opacity="0.8"/>`;
    }
  }
  return s;
}

/** Cover building: flat body with a cols×rows window grid, some lit in a fixed pattern. */
export function building(x, baseY, w, h, { body, glass, lit: litColor, cols, rows }) {
  let s = `<rect x="${x}" y="${baseY - h}" width="${w}" height="${h}" fill="${body}"/>`;
  const gx = w / cols;
  const gy = (h - 20) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = (r * 7 + c * 3 + x) % 5 === 0;
      s += `<rect x="${r1(x + c * gx + gx * 0.25)}" y="${r1(baseY - h + 12 + r * gy)}" width="${r1(gx * 0.5)}" height="${r1(gy * 0.55)}" fill="${lit ? litColor : glass}" opacity="${lit ? 0.95 : 0.6}"/>`;
    }
  }
  return s;
}
