/**
 * Case photo scenes in the city (1200×800): tower blocks, a close-up glass tower, the
 * skyline at night, a corporate office and a luxury tower by the water.
 * Each scene is (W, H, palette, rnd, options) => SVG body.
 */
import { id, linear, r1, shade } from './svg.mjs';
import { between } from './random.mjs';
import { clouds, palm, sky, stars, tree } from './landscape.mjs';
import { skyline, tower } from './buildings.mjs';

export const cityScenes = {
  towers(W, H, p, rnd) {
    const base = H * 0.82;
    let s = sky(W, H, p) + clouds(W, H, rnd, 3);
    s += `<g opacity="0.45">${skyline(W, base, rnd, shade(p.b[2], 0.2), { minH: 90, maxH: 230 })}</g>`;
    s += `<g opacity="0.8">${skyline(W, base, rnd, shade(p.b[1], 0.1), { minH: 60, maxH: 170, windows: true })}</g>`;
    const count = 2 + Math.floor(rnd() * 3);
    const slot = (W * 0.8) / count;
    for (let i = 0; i < count; i++) {
      const w = between(rnd, 120, 190);
      const x = W * 0.1 + slot * i + between(rnd, 0, Math.max(0, slot - w));
      s += tower(x, base, w, between(rnd, 330, 580), p, rnd, { color: p.b[i % 2], balconies: rnd() < 0.7 });
    }
    s += `<rect y="${base}" width="${W}" height="${H - base}" fill="${p.ground}"/>`;
    s += `<rect y="${base + 40}" width="${W}" height="46" fill="${shade(p.b[0], 0.35)}"/>`;
    for (let x = 30; x < W; x += 90) s += `<rect x="${x}" y="${base + 61}" width="44" height="5" fill="#ffffff" opacity="0.7"/>`;
    for (let x = 40; x < W; x += between(rnd, 70, 120)) s += tree(x, base + 36, between(rnd, 40, 70), p.tree);
    return s;
  },

  towerClose(W, H, p, rnd, { night = false } = {}) {
    let s = sky(W, H, p, { night, sunX: 0.18, sunY: 0.18 });
    if (night) s += stars(W, H, rnd, 80);
    else s += clouds(W, H, rnd, 2);
    const g = id('glass');
    s += `<defs>${linear(g, [[0, shade(p.b[1], 0.45)], [0.5, p.b[1]], [1, shade(p.b[0], -0.2)]], 1, 0.3)}</defs>`;
    s += `<polygon points="380,${H} 470,60 760,60 850,${H}" fill="url(#${g})"/>`;
    s += `<polygon points="850,${H} 760,60 820,90 960,${H}" fill="${shade(p.b[0], -0.2)}"/>`;
    const lit = night ? 0.45 : 0;
    for (let i = 0; i < 22; i++) {
      const t = i / 22;
      const y = 60 + t * (H - 60);
      const xl = 470 - 90 * t;
      const xr = 760 + 90 * t;
      s += `<line x1="${r1(xl)}" y1="${r1(y)}" x2="${r1(xr)}" y2="${r1(y)}" stroke="${shade(p.b[2], 0.4)}" stroke-width="${r1(2 + t * 5)}" opacity="0.75"/>`;
      const cells = 6;
      for (let c = 0; c < cells; c++) {
        if (rnd() < lit) {
          const cw = (xr - xl) / cells;
          s += `<rect x="${r1(xl + c * cw + 6)}" y="${r1(y + 6)}" width="${r1(cw - 12)}" height="${r1(8 + t * 22)}" fill="#ffd166" opacity="0.85"/>`;
        }
      }
    }
    for (let c = 1; c < 6; c++) {
      const xt = 470 + ((760 - 470) * c) / 6;
      const xb = 380 + ((850 - 380) * c) / 6;
      s += `<line x1="${r1(xt)}" y1="60" x2="${r1(xb)}" y2="${H}" stroke="${shade(p.b[0], -0.1)}" stroke-width="3" opacity="0.5"/>`;
    }
    s += `<polygon points="470,60 520,60 430,${H} 380,${H}" fill="#ffffff" opacity="${night ? 0.05 : 0.18}"/>`;
    s += tree(180, H + 20, 240, night ? shade(p.tree, -0.5) : p.tree) + tree(1060, H + 30, 260, night ? shade(p.tree, -0.5) : shade(p.tree, -0.1));
    return s;
  },

  night(W, H, p, rnd) {
    const base = H * 0.86;
    let s = sky(W, H, p, { night: true, sunX: 0.82, sunY: 0.16 }) + stars(W, H, rnd, 90);
    s += `<g opacity="0.6">${skyline(W, base, rnd, shade(p.b[0], -0.35), { minH: 150, maxH: 330, windows: true, lit: 0.25 })}</g>`;
    s += skyline(W, base, rnd, shade(p.b[0], -0.55), { minH: 70, maxH: 220, windows: true, lit: 0.35, width: [70, 140] });
    s += tower(W * 0.45, base, 170, 520, { ...p, b: [shade(p.b[0], -0.45), p.b[1], shade(p.b[2], -0.5)] }, rnd, { lit: 0.55, balconies: false });
    s += `<rect y="${base}" width="${W}" height="${H - base}" fill="${shade(p.b[0], -0.7)}"/>`;
    for (let x = 20; x < W; x += 60) s += `<circle cx="${x}" cy="${base + 20}" r="4" fill="#ffe8a3"/><circle cx="${x}" cy="${base + 20}" r="14" fill="#ffe8a3" opacity="0.15"/>`;
    return s;
  },

  office(W, H, p, rnd) {
    const base = H * 0.84;
    let s = sky(W, H, p, { sunX: 0.15, sunY: 0.2 }) + clouds(W, H, rnd, 2, 0.4);
    s += `<g opacity="0.5">${skyline(W, base, rnd, shade(p.b[2], 0.1), { minH: 120, maxH: 300 })}</g>`;
    const glass = id('og');
    s += `<defs>${linear(glass, [[0, shade(p.accent, 0.5)], [0.35, p.b[1]], [0.7, p.b[0]], [1, shade(p.b[1], 0.3)]], 1, 1)}</defs>`;
    const bx = 430;
    const bw = 340;
    s += `<polygon points="${bx},${base} ${bx},150 ${bx + bw},90 ${bx + bw},${base}" fill="url(#${glass})"/>`;
    for (let c = 1; c < 10; c++) s += `<line x1="${bx + (bw * c) / 10}" y1="${r1(150 - (60 * c) / 10)}" x2="${bx + (bw * c) / 10}" y2="${base}" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`;
    for (let y = 180; y < base; y += 34) s += `<line x1="${bx}" y1="${y}" x2="${bx + bw}" y2="${y - 8}" stroke="${shade(p.b[0], -0.3)}" stroke-width="3" opacity="0.5"/>`;
    s += tower(170, base, 200, 360, p, rnd, { color: shade(p.b[1], 0.15), balconies: false });
    s += tower(860, base, 220, 420, p, rnd, { color: p.b[0], balconies: false });
    s += `<rect y="${base}" width="${W}" height="${H - base}" fill="${shade(p.ground, 0.2)}"/>`;
    s += `<rect x="${bx - 40}" y="${base - 60}" width="${bw + 80}" height="60" fill="${shade(p.b[0], -0.2)}"/><rect x="${bx + bw / 2 - 50}" y="${base - 50}" width="100" height="50" fill="${shade(p.accent, 0.6)}"/>`;
    for (let x = 30; x < W; x += 130) s += tree(x, base + 40, 70, p.tree);
    return s;
  },

  luxury(W, H, p, rnd) {
    const base = H * 0.84;
    let s = sky(W, H, p, { sunX: 0.72, sunY: 0.55 });
    s += `<g opacity="0.4">${skyline(W, base, rnd, shade(p.b[0], 0.1), { minH: 60, maxH: 180 })}</g>`;
    const g = id('lux');
    s += `<defs>${linear(g, [[0, shade(p.b[0], 0.2)], [0.5, shade(p.b[1], 0.1)], [1, p.b[0]]], 1, 0)}</defs>`;
    const x = 470;
    const w = 230;
    s += `<rect x="${x}" y="70" width="${w}" height="${base - 70}" fill="url(#${g})"/>`;
    for (let y = 100; y < base - 20; y += 46) {
      s += `<rect x="${x - 16}" y="${y}" width="${w + 32}" height="7" rx="3" fill="${p.accent}"/>`;
      s += `<rect x="${x + 8}" y="${y + 12}" width="${w - 16}" height="26" fill="${shade(p.b[2], 0.5)}" opacity="0.35"/>`;
    }
    s += `<rect x="${x + w / 2 - 3}" y="30" width="6" height="40" fill="${p.accent}"/>`;
    s += `<rect y="${base}" width="${W}" height="${H - base}" fill="${shade(p.ground, -0.1)}"/>`;
    const water = id('wt');
    s += `<defs>${linear(water, [[0, shade(p.skyBottom, -0.1)], [1, shade(p.skyTop, 0.2)]])}</defs><rect x="0" y="${base + 40}" width="${W}" height="${H - base - 40}" fill="url(#${water})" opacity="0.8"/>`;
    s += palm(300, base + 30, 220, p.tree) + palm(900, base + 30, 250, p.tree) + palm(1050, base + 30, 180, shade(p.tree, 0.2));
    return s;
  },
};
