/**
 * Case photo scenes of homes and everyday life (1200×800): a living room with a city
 * view, the pool area, a street of houses and a mixed neighbourhood with for-sale signs.
 * Each scene is (W, H, palette, rnd, options) => SVG body.
 */
import { id, linear, r1, shade } from './svg.mjs';
import { between, pick } from './random.mjs';
import { clouds, hills, palm, sky, tree } from './landscape.mjs';
import { house, skyline, tower } from './buildings.mjs';

/** Photo-style house with a shaded side, framed windows and maybe a chimney (rnd). */
const cottage = (x, baseY, w, h, wall, roof, rnd, door) =>
  house(x, baseY, w, h, { wall, roof, door, glass: '#dff3ff', side: shade(wall, -0.12), frame: shade(wall, -0.3), chimney: rnd });

export const homeScenes = {
  interior(W, H, p, rnd) {
    const wall = id('wall');
    const floor = id('floor');
    let s = `<defs>${linear(wall, [[0, shade(p.b[2], 0.75)], [1, shade(p.b[2], 0.5)]])}${linear(floor, [[0, shade(p.accent, -0.1)], [1, shade(p.accent, -0.45)]])}</defs>`;
    s += `<rect width="${W}" height="${H}" fill="url(#${wall})"/>`;
    // window with city view
    s += `<svg x="640" y="90" width="460" height="420" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${sky(W, H, p)}${skyline(W, H, rnd, shade(p.b[1], 0.2), { minH: 200, maxH: 520, windows: true })}</svg>`;
    s += `<rect x="640" y="90" width="460" height="420" fill="none" stroke="#ffffff" stroke-width="14"/>`;
    s += `<line x1="870" y1="90" x2="870" y2="510" stroke="#ffffff" stroke-width="10"/>`;
    s += `<rect y="600" width="${W}" height="200" fill="url(#${floor})"/>`;
    s += `<rect y="596" width="${W}" height="8" fill="${shade(p.b[2], 0.9)}"/>`;
    // rug, sofa, table, lamp, plant, frame
    s += `<ellipse cx="430" cy="690" rx="330" ry="60" fill="${shade(p.b[1], 0.55)}" opacity="0.9"/>`;
    s += `<rect x="170" y="450" width="470" height="150" rx="30" fill="${p.b[1]}"/>`;
    s += `<rect x="140" y="500" width="60" height="120" rx="24" fill="${shade(p.b[1], -0.2)}"/><rect x="610" y="500" width="60" height="120" rx="24" fill="${shade(p.b[1], -0.2)}"/>`;
    s += `<rect x="190" y="540" width="430" height="70" rx="18" fill="${shade(p.b[1], 0.15)}"/>`;
    s += `<rect x="250" y="470" width="90" height="70" rx="14" fill="${p.accent}"/><rect x="470" y="470" width="90" height="70" rx="14" fill="${shade(p.b[2], 0.2)}"/>`;
    s += `<rect x="330" y="650" width="200" height="18" rx="8" fill="${shade(p.b[0], 0.1)}"/><rect x="350" y="668" width="10" height="40" fill="${p.b[0]}"/><rect x="500" y="668" width="10" height="40" fill="${p.b[0]}"/>`;
    s += `<line x1="90" y1="620" x2="90" y2="300" stroke="${p.b[0]}" stroke-width="6"/><path d="M40 300 L140 300 L115 230 L65 230 Z" fill="${shade(p.accent, 0.4)}"/>`;
    s += `<rect x="1120" y="540" width="60" height="70" rx="6" fill="${shade(p.b[0], 0.2)}"/>`;
    for (const [dx, dy, r] of [[0, -40, 40], [-30, -70, 30], [28, -80, 32], [0, -110, 28]]) s += `<circle cx="${1150 + dx}" cy="${540 + dy}" r="${r}" fill="${pick(rnd, [p.tree, shade(p.tree, 0.2)])}"/>`;
    s += `<rect x="250" y="170" width="260" height="170" fill="${shade(p.b[2], 0.3)}" stroke="${p.b[0]}" stroke-width="8"/>`;
    s += `<circle cx="330" cy="250" r="45" fill="${p.accent}" opacity="0.85"/><rect x="380" y="210" width="90" height="90" fill="${p.b[1]}" opacity="0.8"/>`;
    return s;
  },

  leisure(W, H, p, rnd) {
    let s = sky(W, H, p, { sunX: 0.2 }) + clouds(W, H, rnd, 2);
    s += tower(W * 0.6, H * 0.58, 220, 420, p, rnd);
    s += tower(W * 0.25, H * 0.58, 160, 300, p, rnd, { color: p.b[1] });
    s += `<rect y="${H * 0.56}" width="${W}" height="${H * 0.44}" fill="${shade(p.accent, 0.55)}"/>`;
    const pool = id('pool');
    s += `<defs>${linear(pool, [[0, '#7ad7f0'], [1, '#1a8fc4']])}</defs>`;
    s += `<rect x="150" y="${H * 0.64}" width="900" height="200" rx="30" fill="url(#${pool})" stroke="#ffffff" stroke-width="10"/>`;
    for (let i = 0; i < 5; i++) {
      const y = H * 0.67 + i * 36;
      s += `<path d="M200 ${r1(y)} q40 -10 80 0 t80 0 t80 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.5"/>`;
      s += `<path d="M620 ${r1(y + 14)} q40 -10 80 0 t80 0 t80 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.4"/>`;
    }
    for (const x of [40, 1090]) s += `<rect x="${x}" y="${H * 0.7}" width="70" height="26" rx="8" fill="${p.accent}"/><rect x="${x}" y="${H * 0.7 - 24}" width="20" height="30" rx="6" fill="${shade(p.accent, -0.2)}"/>`;
    s += palm(70, H * 0.66, 200, p.tree) + palm(1120, H * 0.66, 230, shade(p.tree, 0.1)) + palm(980, H * 0.62, 160, p.tree);
    return s;
  },

  houses(W, H, p, rnd) {
    const base = H * 0.76;
    let s = sky(W, H, p) + clouds(W, H, rnd, 3, 0.7);
    s += hills(W, H, H * 0.58, shade(p.ground, 0.25), rnd, 60);
    s += hills(W, H, H * 0.68, shade(p.ground, 0.1), rnd, 40);
    let x = 30;
    while (x < W - 120) {
      const w = between(rnd, 150, 210);
      const h = between(rnd, 120, 160);
      s += cottage(x, base, w, h, pick(rnd, ['#f8f4e3', '#fdf0d5', shade(p.b[2], 0.6), '#eae2b7']), pick(rnd, [p.b[0], p.accent, shade(p.b[1], -0.1)]), rnd, shade(p.b[0], 0.1));
      x += w + between(rnd, 40, 80);
      if (x < W - 60) s += tree(x - 25, base, between(rnd, 70, 110), p.tree);
    }
    s += `<rect y="${base}" width="${W}" height="${H - base}" fill="${p.ground}"/>`;
    s += `<rect y="${base + 70}" width="${W}" height="60" fill="#6c757d"/>`;
    for (let fx = 0; fx < W; fx += 26) s += `<rect x="${fx}" y="${base + 8}" width="8" height="44" fill="#ffffff" opacity="0.85"/>`;
    s += `<rect y="${base + 18}" width="${W}" height="6" fill="#ffffff" opacity="0.85"/><rect y="${base + 38}" width="${W}" height="6" fill="#ffffff" opacity="0.85"/>`;
    return s;
  },

  neighborhood(W, H, p, rnd) {
    const base = H * 0.8;
    let s = sky(W, H, p) + clouds(W, H, rnd, 3);
    s += `<g opacity="0.55">${skyline(W, base - 60, rnd, shade(p.b[2], 0.3), { minH: 100, maxH: 260 })}</g>`;
    s += tower(80, base, 150, 380, p, rnd);
    s += tower(930, base, 170, 440, p, rnd, { color: p.b[1] });
    let x = 270;
    for (let i = 0; i < 3; i++) {
      s += cottage(x, base, 170, 140, pick(rnd, ['#fdf0d5', '#f8f4e3', '#eae2b7']), pick(rnd, [p.accent, p.b[0]]), rnd, shade(p.b[0], 0.1));
      x += 220;
    }
    s += `<rect y="${base}" width="${W}" height="${H - base}" fill="${p.ground}"/>`;
    // for-sale signs as simple shapes
    for (const sx of [240, 700]) s += `<rect x="${sx}" y="${base - 10}" width="8" height="90" fill="#5b3a29"/><rect x="${sx - 46}" y="${base - 20}" width="100" height="56" rx="6" fill="${p.accent}" stroke="#ffffff" stroke-width="4"/><path d="M${sx - 24} ${base + 14} l14 -16 l14 16 v14 h-28z" fill="#ffffff"/>`;
    s += `<path d="M1100 60 c-34 0 -60 26 -60 58 c0 42 60 96 60 96 s60 -54 60 -96 c0 -32 -26 -58 -60 -58z" fill="${p.accent}" stroke="#ffffff" stroke-width="5"/><circle cx="1100" cy="118" r="20" fill="#ffffff"/>`;
    return s;
  },
};
