/**
 * Case photo scenes seen from above or out of town (1200×800): an aerial city grid, a
 * land subdivision with a lake and a row of logistics warehouses with trucks.
 * Each scene is (W, H, palette, rnd, options) => SVG body.
 */
import { id, r1, radial, shade } from './svg.mjs';
import { between, pick } from './random.mjs';
import { clouds, hills, sky } from './landscape.mjs';

export const landScenes = {
  aerial(W, H, p, rnd) {
    let s = `<rect width="${W}" height="${H}" fill="${p.ground}"/>`;
    const road = shade(p.b[0], 0.25);
    const xs = [0, 300, 620, 920, W];
    const ys = [0, 260, 540, H];
    for (const x of xs.slice(1, -1)) s += `<rect x="${x - 22}" y="0" width="44" height="${H}" fill="${road}"/><line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="#ffffff" stroke-dasharray="24 18" stroke-width="3" opacity="0.6"/>`;
    for (const y of ys.slice(1, -1)) s += `<rect x="0" y="${y - 22}" width="${W}" height="44" fill="${road}"/><line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#ffffff" stroke-dasharray="24 18" stroke-width="3" opacity="0.6"/>`;
    for (let i = 0; i < xs.length - 1; i++) {
      for (let j = 0; j < ys.length - 1; j++) {
        const x0 = xs[i] + (i ? 34 : 12);
        const y0 = ys[j] + (j ? 34 : 12);
        const bw = xs[i + 1] - xs[i] - (i ? 34 : 12) - 34;
        const bh = ys[j + 1] - ys[j] - (j ? 34 : 12) - 34;
        if (rnd() < 0.22) {
          s += `<rect x="${x0}" y="${y0}" width="${bw}" height="${bh}" rx="16" fill="${shade(p.tree, 0.1)}"/>`;
          for (let k = 0; k < 7; k++) s += `<circle cx="${r1(x0 + 20 + rnd() * (bw - 40))}" cy="${r1(y0 + 20 + rnd() * (bh - 40))}" r="${r1(between(rnd, 12, 26))}" fill="${shade(p.tree, -0.15)}"/>`;
          continue;
        }
        const n = 1 + Math.floor(rnd() * 3);
        for (let k = 0; k < n; k++) {
          const w = between(rnd, 0.3, 0.45) * bw;
          const h = between(rnd, 0.35, 0.8) * bh;
          const x = x0 + (k / n) * bw + 6;
          const y = y0 + between(rnd, 0, bh - h);
          const c = pick(rnd, p.b);
          s += `<rect x="${r1(x + 12)}" y="${r1(y + 12)}" width="${r1(w)}" height="${r1(h)}" fill="#000000" opacity="0.22"/>`;
          s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${c}"/>`;
          s += `<rect x="${r1(x + 8)}" y="${r1(y + 8)}" width="${r1(w - 16)}" height="${r1(h - 16)}" fill="none" stroke="${shade(c, 0.35)}" stroke-width="3"/>`;
        }
      }
    }
    return s;
  },

  lots(W, H, p, rnd, { built = 0 } = {}) {
    let s = `<rect width="${W}" height="${H}" fill="${p.ground}"/>`;
    // lake and green belt
    const lake = id('lake');
    s += `<defs>${radial(lake, [[0, '#8fd3f4'], [1, '#2b7bb9']])}</defs>`;
    s += `<ellipse cx="1010" cy="170" rx="230" ry="140" fill="${shade(p.tree, 0.1)}"/>`;
    s += `<ellipse cx="1020" cy="160" rx="170" ry="95" fill="url(#${lake})"/>`;
    for (let k = 0; k < 26; k++) s += `<circle cx="${r1(between(rnd, 30, 300))}" cy="${r1(between(rnd, 30, 220))}" r="${r1(between(rnd, 14, 30))}" fill="${pick(rnd, [p.tree, shade(p.tree, 0.15), shade(p.tree, -0.1)])}"/>`;
    // curved avenue + straight streets
    const road = '#5c5f66';
    s += `<path d="M-20 560 C300 470 520 650 820 520 S1120 420 1240 470" stroke="${road}" stroke-width="54" fill="none"/>`;
    s += `<path d="M-20 560 C300 470 520 650 820 520 S1120 420 1240 470" stroke="#f6f6f6" stroke-width="3" stroke-dasharray="22 16" fill="none"/>`;
    for (const x of [380, 700]) s += `<rect x="${x}" y="230" width="40" height="${H - 230}" fill="${road}"/>`;
    s += `<rect x="0" y="230" width="${W - 260}" height="40" fill="${road}"/>`;
    // lots: rows of parcels with borders
    const blocks = [
      [40, 290, 320, 190], [440, 290, 240, 170], [740, 270, 200, 160], [40, 640, 320, 140], [440, 640, 240, 140], [760, 600, 420, 180],
    ];
    for (const [bx, by, bw, bh] of blocks) {
      const cols = Math.max(3, Math.round(bw / 58));
      const lw = bw / cols;
      for (let r = 0; r < 2; r++) {
        for (let c = 0; c < cols; c++) {
          const x = bx + c * lw;
          const y = by + (r * bh) / 2;
          const sold = rnd() < 0.45;
          s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(lw)}" height="${r1(bh / 2)}" fill="${sold ? shade(p.accent, 0.45) : shade(p.ground, 0.25)}" stroke="#ffffff" stroke-width="3"/>`;
          if (rnd() < built) {
            s += `<rect x="${r1(x + lw * 0.2)}" y="${r1(y + bh * 0.12)}" width="${r1(lw * 0.6)}" height="${r1(bh * 0.26)}" fill="${pick(rnd, p.b)}"/>`;
            s += `<rect x="${r1(x + lw * 0.2)}" y="${r1(y + bh * 0.12)}" width="${r1(lw * 0.6)}" height="${r1(bh * 0.08)}" fill="${shade(p.accent, -0.2)}"/>`;
          }
        }
      }
    }
    // location pin
    s += `<path d="M600 150 c-40 0 -70 30 -70 68 c0 50 70 112 70 112 s70 -62 70 -112 c0 -38 -30 -68 -70 -68z" fill="${p.accent}" stroke="#ffffff" stroke-width="6"/><circle cx="600" cy="218" r="24" fill="#ffffff"/>`;
    return s;
  },

  warehouse(W, H, p, rnd) {
    const base = H * 0.72;
    let s = sky(W, H, p, { sunX: 0.85 }) + clouds(W, H, rnd, 3, 0.6);
    s += hills(W, H, H * 0.6, shade(p.ground, 0.3), rnd, 50);
    const units = 4;
    const uw = 260;
    for (let i = 0; i < units; i++) {
      const x = 60 + i * (uw + 14);
      s += `<rect x="${x}" y="${base - 190}" width="${uw}" height="190" fill="${shade(p.b[2], 0.35)}"/>`;
      s += `<path d="M${x - 6} ${base - 190} Q${x + uw / 2} ${base - 260} ${x + uw + 6} ${base - 190} Z" fill="${p.b[1]}"/>`;
      s += `<rect x="${x}" y="${base - 190}" width="${uw}" height="14" fill="${p.accent}"/>`;
      for (let d = 0; d < 3; d++) s += `<rect x="${x + 24 + d * 78}" y="${base - 100}" width="60" height="100" fill="${shade(p.b[0], 0.2)}"/><rect x="${x + 24 + d * 78}" y="${base - 100}" width="60" height="8" fill="${p.b[0]}"/>`;
      s += `<rect x="${x + 20}" y="${base - 160}" width="${uw - 40}" height="24" fill="#dbeafe" opacity="0.8"/>`;
    }
    s += `<rect y="${base}" width="${W}" height="${H - base}" fill="#8d99ae"/>`;
    s += `<rect y="${base + 110}" width="${W}" height="90" fill="#4a4e57"/>`;
    for (let x = 20; x < W; x += 110) s += `<rect x="${x}" y="${base + 152}" width="60" height="6" fill="#ffd166"/>`;
    // trucks
    for (const [x, c] of [[140, p.accent], [560, shade(p.b[1], 0.2)], [900, '#f1faee']]) {
      s += `<rect x="${x}" y="${base + 10}" width="170" height="70" fill="${c}"/><rect x="${x + 170}" y="${base + 30}" width="55" height="50" rx="6" fill="${p.b[0]}"/><rect x="${x + 185}" y="${base + 38}" width="30" height="18" fill="#dbeafe"/>`;
      for (const wx of [x + 30, x + 130, x + 200]) s += `<circle cx="${wx}" cy="${base + 84}" r="14" fill="#222222"/><circle cx="${wx}" cy="${base + 84}" r="6" fill="#bbbbbb"/>`;
    }
    return s;
  },
};
