/**
 * Building blocks of the article covers (1200×630): colour set, gradient background,
 * decorative dots, category label, cards, arrow heads, map pins, keys and the cover-style
 * house and building.
 */
import { esc, r1 } from './svg.mjs';
import { building, house } from './buildings.mjs';

export const COVER = { w: 1200, h: 630 };
const { w: W, h: H } = COVER;
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

export const C = {
  navy: '#0B3C77',
  navyDark: '#072a55',
  blue: '#2f6db5',
  sky: '#B5D2F7',
  pale: '#E8EEF7',
  paper: '#F6F8FB',
  orange: '#E07A2F',
  orangeLight: '#F5A66A',
  peach: '#F8C39A',
  green: '#2a9d6f',
  greenLight: '#bfe8d2',
  white: '#ffffff',
};

/** Diagonal gradient over the whole cover; `id` names the gradient. */
export function background(top, bottom, id) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

/** Soft decorative circles and a dot grid. */
export function decor(color, dots = { x: 60, y: 60, cols: 8, rows: 5 }) {
  let s = `<circle cx="1080" cy="90" r="190" fill="${color}" opacity="0.08"/><circle cx="120" cy="560" r="150" fill="${color}" opacity="0.07"/>`;
  s += `<g fill="${color}" opacity="0.25">`;
  for (let r = 0; r < dots.rows; r++) for (let c = 0; c < dots.cols; c++) s += `<circle cx="${dots.x + c * 18}" cy="${dots.y + r * 18}" r="2.5"/>`;
  return `${s}</g>`;
}

/** Category label: rounded pill with a small icon dot and sans-serif text (bottom left). */
export function label(text, bg = C.orange, fg = C.white) {
  const w = Math.round(text.length * 13.2 + 64);
  return `<g><rect x="56" y="${H - 96}" width="${w}" height="46" rx="23" fill="${bg}"/>` +
    `<circle cx="82" cy="${H - 73}" r="7" fill="${fg}" opacity="0.9"/>` +
    `<text x="100" y="${H - 65}" ${FONT} font-size="22" font-weight="bold" fill="${fg}">${esc(text)}</text></g>`;
}

/** Cover-style house (wall height 0.72 × width) with sky-blue windows. */
export const coverHouse = (x, baseY, w, wall, roof, door = C.orange) =>
  house(x, baseY, w, w * 0.72, { wall, roof, door, glass: C.sky }, 'cover');

/** Cover building with windows in colour `win`, some lit in peach. */
export const coverBuilding = (x, baseY, w, h, body, win, cols, rows) =>
  building(x, baseY, w, h, { body, glass: win, lit: C.peach, cols, rows });

/** Rounded white card with an optional drop shadow. */
export function card(x, y, w, h, fill = C.white, shadow = true) {
  return (shadow ? `<rect x="${x + 8}" y="${y + 10}" width="${w}" height="${h}" rx="18" fill="#000" opacity="0.12"/>` : '') +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}"/>`;
}

export function arrowHead(x, y, angleDeg, size, color) {
  const a = (angleDeg * Math.PI) / 180;
  const p = (da, len) => `${r1(x + Math.cos(a + da) * len)},${r1(y + Math.sin(a + da) * len)}`;
  return `<polygon points="${r1(x)},${r1(y)} ${p(Math.PI - 0.45, size)} ${p(Math.PI + 0.45, size)}" fill="${color}"/>`;
}

/** Catmull-Rom spline through points, as a closed SVG path. */
export function smoothClosed(pts) {
  const n = pts.length;
  let d = `M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${p2[0]} ${p2[1]}`;
  }
  return `${d} Z`;
}

/** Map pin with its tip at (x, y). */
export function pin(x, y, color, size = 1) {
  const k = size;
  return `<path d="M${x} ${y} c${-18 * k} ${-22 * k} ${-26 * k} ${-34 * k} ${-26 * k} ${-46 * k} a${26 * k} ${26 * k} 0 1 1 ${52 * k} 0 c0 ${12 * k} ${-8 * k} ${24 * k} ${-26 * k} ${46 * k} z" fill="${color}"/>` +
    `<circle cx="${x}" cy="${r1(y - 46 * k)}" r="${r1(10 * k)}" fill="${C.white}"/>`;
}

/** House key rotated by `angle` degrees around (x, y). */
export function key(x, y, angle, color) {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<circle cx="0" cy="0" r="34" fill="${color}"/><circle cx="0" cy="0" r="13" fill="${C.paper}"/>` +
    `<rect x="28" y="-9" width="130" height="18" rx="4" fill="${color}"/>` +
    `<rect x="118" y="9" width="14" height="22" fill="${color}"/><rect x="140" y="9" width="12" height="16" fill="${color}"/><rect x="96" y="9" width="10" height="14" fill="${color}"/>` +
    '</g>';
}
