/**
 * The parts of a drawn portrait (scripts/seed-images/portraits.mjs): head-and-shoulders in flat fills, one light from
 * the upper left (a shade on the right of the face and neck), lines kept to one weight. Each part is SVG on a 480×480
 * canvas whose head is centred at (240, 200).
 */
import fs from 'node:fs';

const palette = JSON.parse(fs.readFileSync(new URL('../../web/src/shared/theme/brand-palette.json', import.meta.url), 'utf8'));

export const SIZE = 480;
const CX = 240;
const HEAD = { cy: 204, rx: 70, ry: 86 };

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function tone(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(v + (target - v) * k));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Skin and hair colours: natural tones, not the brand's. */
export const SKIN = { porcelain: '#F3D9C4', light: '#E8C2A0', medium: '#D19F78', tan: '#B27A52', brown: '#8C5A3C', deep: '#5E3B27' };
export const HAIR = { black: '#1E1815', dark: '#35241A', brown: '#6A4630', auburn: '#7C3F24', blond: '#B88C55', grey: '#9A948B' };

/** Backdrops and clothes from the brand palette (web/src/shared/theme/brand-palette.json). */
export const BACKDROPS = [palette.sand['100'], palette.navy['100'], palette.sage['100'], palette.clay['100']];
export const CLOTHES = {
  navy: palette.navy['700'],
  clay: palette.clay['500'],
  sage: palette.sage['600'],
  stone: palette.stone['700'],
  sand: palette.sand['400'],
  night: palette.night['700'],
};

/** The backdrop: a flat field with an arched window of a deeper tint behind the head (the agency builds things). */
export function backdrop(fill) {
  const arch = tone(fill, -0.07);
  return `<rect width="${SIZE}" height="${SIZE}" fill="${fill}"/><path d="M108 ${SIZE}V196a132 132 0 0 1 264 0V${SIZE}z" fill="${arch}"/>`;
}

/** Shoulders and chest with a neckline: 'crew', 'collar' (shirt points) or 'v' (a blazer over a shirt of `inner`). */
export function torso(cloth, neckline, inner = '#F4F1EC') {
  const body = `<path d="M60 ${SIZE}c4-70 34-112 104-128l48-12h56l48 12c70 16 100 58 104 128z" fill="${cloth}"/>`;
  const shade = `<path d="M330 352c40 16 72 50 80 128h10c-4-70-34-112-90-128z" fill="${tone(cloth, -0.16)}"/>`;
  if (neckline === 'v') {
    return `${body}${shade}<path d="M198 338l42 88 42-88z" fill="${inner}"/><path d="M198 338l42 88-22 54h-24l-28-120zM282 338l-42 88 22 54h24l28-120z" fill="${tone(cloth, -0.1)}"/>`;
  }
  if (neckline === 'collar') {
    return `${body}${shade}<path d="M200 336l40 40 40-40 14 10-22 42-32-14-32 14-22-42z" fill="${inner}"/>`;
  }
  return `${body}${shade}<path d="M204 338c10 18 62 18 72 0" fill="none" stroke="${tone(cloth, -0.22)}" stroke-width="6" stroke-linecap="round"/>`;
}

/** Neck with its shadow under the jaw. */
export function neck(skin) {
  return `<path d="M206 262h68v66c0 18-68 18-68 0z" fill="${skin}"/><path d="M206 278c20 16 48 16 68 0v-16h-68z" fill="${tone(skin, -0.18)}"/>`;
}

/** Hair that falls behind the head and shoulders (long styles), drawn before the head. */
export function hairBehind(style, color) {
  if (style === 'long')
    return `<path d="M152 210c-10-92 34-140 88-140s98 48 88 140c-2 60 10 96 26 128-50 22-178 22-228 0 16-32 28-68 26-128z" fill="${color}"/>`;
  if (style === 'bob')
    return `<path d="M156 204c-8-84 32-132 84-132s92 48 84 132c0 30 4 54 12 70-40 16-152 16-192 0 8-16 12-40 12-70z" fill="${color}"/>`;
  if (style === 'curly') {
    const puffs = [
      [168, 150, 46],
      [206, 112, 48],
      [262, 106, 50],
      [308, 138, 46],
      [326, 196, 40],
      [156, 204, 40],
      [170, 252, 34],
      [318, 250, 34],
    ];
    return puffs.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`).join('');
  }
  if (style === 'bun') return `<circle cx="${CX}" cy="104" r="38" fill="${color}"/>`;
  return '';
}

/** Head with ears and the shade of its right side. */
export function head(skin) {
  const { cy, rx, ry } = HEAD;
  const shade = tone(skin, -0.12);
  return [
    `<ellipse cx="${CX - rx + 2}" cy="${cy + 8}" rx="14" ry="20" fill="${skin}"/>`,
    `<ellipse cx="${CX + rx - 2}" cy="${cy + 8}" rx="14" ry="20" fill="${shade}"/>`,
    `<ellipse cx="${CX}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>`,
    `<path d="M${CX + 34} ${cy - ry + 10}a${rx} ${ry} 0 0 1 0 ${2 * ry - 20}c28-26 40-60 36-${ry - 10}c-4-40-16-62-36-${ry - 20}z" fill="${shade}" opacity="0.55"/>`,
  ].join('');
}

/** Eyes, brows, nose and a closed smile: the same quiet features on every face. */
export function face(skin, hair, { smile = 1 } = {}) {
  const { cy } = HEAD;
  const line = tone(skin, -0.55);
  const brow = tone(hair, 0.05);
  const eyeY = cy + 4;
  return [
    `<path d="M202 ${eyeY - 22}q14-8 28 0M250 ${eyeY - 22}q14-8 28 0" fill="none" stroke="${brow}" stroke-width="6" stroke-linecap="round"/>`,
    `<ellipse cx="216" cy="${eyeY}" rx="6" ry="7" fill="${line}"/><ellipse cx="264" cy="${eyeY}" rx="6" ry="7" fill="${line}"/>`,
    `<path d="M242 ${eyeY + 10}q-10 18 2 24" fill="none" stroke="${tone(skin, -0.25)}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M${222 - 2 * smile} ${eyeY + 50}q18 ${10 + 6 * smile} ${36 + 4 * smile} 0" fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

/**
 * Where each style's hair meets the face (left temple → forehead → right temple, then closed over the top) and how
 * far it stands off the skull: the hair is the skull's outline grown by `volume`, kept above this line, so it always
 * hugs the head.
 */
const HAIRLINES = {
  short: { volume: [10, 20], line: 'M150 232L164 214C170 172 188 152 212 146C238 156 272 154 296 142C306 158 312 182 316 214L330 232' },
  side: { volume: [12, 26], line: 'M150 228L164 208C168 168 178 146 196 136C226 160 272 158 302 146C310 162 314 184 316 208L330 228' },
  crop: { volume: [5, 6], line: 'M150 196C168 154 196 138 240 136C284 138 312 154 330 196' },
  long: { volume: [8, 10], line: 'M150 330L168 300C162 206 198 146 240 130C282 146 318 206 312 300L330 330' },
  bob: { volume: [8, 10], line: 'M150 300L168 276C162 200 196 148 238 132C280 144 318 200 312 276L330 300' },
  bun: { volume: [4, 6], line: 'M150 214C170 154 200 130 240 126C280 130 310 154 330 214' },
};

/** Hair over the head: 'short', 'side' (parted), 'crop' (close-cut), 'long', 'bob', 'bun', 'curly'. */
export function hairTop(style, color) {
  if (style === 'curly') {
    return [
      [196, 118, 32],
      [236, 108, 34],
      [278, 118, 32],
      [174, 150, 26],
      [304, 150, 26],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`)
      .join('');
  }
  const hairline = HAIRLINES[style];
  if (!hairline) return '';
  const { cy, rx, ry } = HEAD;
  const [side, top] = hairline.volume;
  const clip = `<clipPath id="hair-${style}"><path d="${hairline.line}V20H150z"/></clipPath>`;
  // Grown by `side` at the temples and chin line and by `top` over the crown.
  return `${clip}<ellipse cx="${CX}" cy="${cy + (side - top) / 2}" rx="${rx + side}" ry="${ry + (side + top) / 2}" fill="${color}" clip-path="url(#hair-${style})"/>`;
}

/** A trimmed beard and moustache, drawn over the lower face. */
export function beard(color, skin) {
  const { cy } = HEAD;
  return `<path d="M172 ${cy + 10}c4 62 30 96 68 96s64-34 68-96c-8 22-20 34-34 38-10-10-22-14-34-14s-24 4-34 14c-14-4-26-16-34-38z" fill="${color}"/><path d="M224 ${cy + 54}q16 8 32 0" fill="none" stroke="${tone(skin, -0.55)}" stroke-width="5" stroke-linecap="round"/>`;
}

/** Round glasses in a thin dark frame. */
export function glasses(frame = '#2A2622') {
  const { cy } = HEAD;
  const y = cy + 4;
  return `<g fill="none" stroke="${frame}" stroke-width="5"><circle cx="214" cy="${y}" r="20"/><circle cx="266" cy="${y}" r="20"/><path d="M234 ${y}q6-6 12 0M194 ${y - 2}l-22-6M286 ${y - 2}l22-6"/></g>`;
}
