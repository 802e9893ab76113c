#!/usr/bin/env node
/**
 * Draws the demo case images shipped in cms/seed-assets/cases/ (abstract real-estate
 * illustrations and pt-BR result charts) as SVG and rasterizes them to JPEG with sharp
 * from the CMS install. Deterministic: the same input always gives the same pictures.
 *
 *   node scripts/seed-images/generate.mjs
 *
 * The file names must match the ones referenced in cms/src/seed/data/cases.ts.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../cms/package.json', import.meta.url));
const sharp = require('sharp');

const OUT_DIR = fileURLToPath(new URL('../../cms/seed-assets/cases/', import.meta.url));
const PHOTO = { w: 1200, h: 800 };
const CHART = { w: 1200, h: 700 };
const JPEG = { quality: 76, mozjpeg: true, chromaSubsampling: '4:2:0' };

// ---------------------------------------------------------------- helpers

function rngFrom(text) {
  let a = 2166136261;
  for (const ch of text) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (rnd, min, max) => min + rnd() * (max - min);
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const r1 = (n) => Math.round(n * 10) / 10;

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(v + (target - v) * k));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

let gid = 0;
const id = (p) => `${p}${++gid}`;
const linear = (gradId, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${gradId}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;
const radial = (gradId, stops) =>
  `<radialGradient id="${gradId}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient>`;
const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

// ---------------------------------------------------------------- palettes (one per case)

const PALETTES = {
  teal: { skyTop: '#1b6f8a', skyBottom: '#bfe7ee', sun: '#fff3c4', b: ['#2f4858', '#33658a', '#86bbd8'], accent: '#f6ae2d', ground: '#6a994e', tree: '#386641' },
  sunset: { skyTop: '#3d2c8d', skyBottom: '#ffb385', sun: '#ffe29a', b: ['#2b2d42', '#5c4d7d', '#a06cd5'], accent: '#ff7b54', ground: '#4f772d', tree: '#31572c' },
  meadow: { skyTop: '#3a86c8', skyBottom: '#d6f0ff', sun: '#fff7d1', b: ['#7f5539', '#b08968', '#ddb892'], accent: '#e76f51', ground: '#80b918', tree: '#2b9348' },
  corporate: { skyTop: '#0b2545', skyBottom: '#8da9c4', sun: '#eef4ed', b: ['#13315c', '#134074', '#8da9c4'], accent: '#00b4d8', ground: '#3e5c76', tree: '#2d6a4f' },
  terracotta: { skyTop: '#e07a5f', skyBottom: '#f9e0c7', sun: '#fff1d6', b: ['#3d405b', '#81b29a', '#f2cc8f'], accent: '#e07a5f', ground: '#8ab17d', tree: '#2a9d8f' },
  gold: { skyTop: '#1d1a39', skyBottom: '#e8bcb9', sun: '#f5d68c', b: ['#1d1a39', '#451952', '#ae445a'], accent: '#d4a373', ground: '#344e41', tree: '#3a5a40' },
  coral: { skyTop: '#ff8fab', skyBottom: '#ffe5ec', sun: '#fffaf0', b: ['#355070', '#6d597a', '#b56576'], accent: '#eaac8b', ground: '#95d5b2', tree: '#40916c' },
  lime: { skyTop: '#0096c7', skyBottom: '#caf0f8', sun: '#fffbe6', b: ['#264653', '#2a9d8f', '#e9c46a'], accent: '#f4a261', ground: '#90be6d', tree: '#43aa8b' },
  steel: { skyTop: '#495057', skyBottom: '#dee2e6', sun: '#fff8e7', b: ['#343a40', '#6c757d', '#adb5bd'], accent: '#fca311', ground: '#6b705c', tree: '#3f4238' },
};

// ---------------------------------------------------------------- scene parts

function sky(W, H, p, { night = false, horizon = 0.75, sunX = 0.78, sunY = 0.22 } = {}) {
  const g = id('sky');
  const glow = id('glow');
  const top = night ? shade(p.skyTop, -0.75) : p.skyTop;
  const bottom = night ? shade(p.skyTop, -0.35) : p.skyBottom;
  const sunColor = night ? '#f1f1e6' : p.sun;
  let s = `<defs>${linear(g, [[0, top], [1, bottom]])}${radial(glow, [[0, sunColor, 0.9], [0.35, sunColor, 0.35], [1, sunColor, 0]])}</defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#${g})"/>`;
  s += `<circle cx="${W * sunX}" cy="${H * sunY}" r="${H * 0.28}" fill="url(#${glow})"/>`;
  s += `<circle cx="${W * sunX}" cy="${H * sunY}" r="${H * (night ? 0.045 : 0.06)}" fill="${sunColor}"/>`;
  return s;
}

function clouds(W, H, rnd, count = 3, opacity = 0.55) {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = between(rnd, 0.05, 0.9) * W;
    const y = between(rnd, 0.08, 0.35) * H;
    const k = between(rnd, 0.7, 1.3);
    s += `<g fill="#ffffff" opacity="${r1(opacity)}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(90 * k)}" ry="${r1(22 * k)}"/><ellipse cx="${r1(x + 35 * k)}" cy="${r1(y - 14 * k)}" rx="${r1(48 * k)}" ry="${r1(24 * k)}"/><ellipse cx="${r1(x - 30 * k)}" cy="${r1(y - 8 * k)}" rx="${r1(38 * k)}" ry="${r1(18 * k)}"/></g>`;
  }
  return s;
}

function stars(W, H, rnd, count = 60) {
  let s = '<g fill="#ffffff">';
  for (let i = 0; i < count; i++) {
    s += `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * H * 0.5)}" r="${r1(between(rnd, 0.6, 1.8))}" opacity="${r1(between(rnd, 0.3, 0.9))}"/>`;
  }
  return `${s}</g>`;
}

function hills(W, H, y, color, rnd, amp = 40) {
  const pts = [];
  const n = 6;
  for (let i = 0; i <= n; i++) pts.push([(W / n) * i, y - between(rnd, 0, amp)]);
  let d = `M0 ${H} L0 ${r1(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` C${r1(x0 + (x1 - x0) / 2)} ${r1(y0)} ${r1(x0 + (x1 - x0) / 2)} ${r1(y1)} ${r1(x1)} ${r1(y1)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${color}"/>`;
}

function windowsGrid(x, y, w, h, rnd, { cols, rows, lit = 0, litColor = '#ffd166', color = '#ffffff', opacity = 0.35 }) {
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

function skyline(W, baseY, rnd, color, { minH = 80, maxH = 260, windows = false, lit = 0, width = [50, 110] } = {}) {
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

function tower(x, baseY, w, h, p, rnd, { lit = 0, balconies = true, color } = {}) {
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

function tree(x, y, size, color, trunk = '#5b3a29') {
  return `<rect x="${r1(x - size * 0.08)}" y="${r1(y - size * 0.6)}" width="${r1(size * 0.16)}" height="${r1(size * 0.6)}" fill="${trunk}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y - size * 0.85)}" r="${r1(size * 0.45)}" fill="${color}"/>` +
    `<circle cx="${r1(x - size * 0.25)}" cy="${r1(y - size * 0.7)}" r="${r1(size * 0.32)}" fill="${shade(color, -0.15)}"/>` +
    `<circle cx="${r1(x + size * 0.22)}" cy="${r1(y - size * 1.05)}" r="${r1(size * 0.28)}" fill="${shade(color, 0.15)}"/>`;
}

function palm(x, y, size, color) {
  let s = `<path d="M${x} ${y} Q${x + size * 0.12} ${y - size * 0.6} ${x + size * 0.05} ${y - size * 1.2}" stroke="#6b4f3a" stroke-width="${r1(size * 0.07)}" fill="none"/>`;
  const tx = x + size * 0.05;
  const ty = y - size * 1.2;
  for (const a of [-150, -115, -65, -30, 10, 190]) {
    const rad = (a * Math.PI) / 180;
    const ex = tx + Math.cos(rad) * size * 0.55;
    const ey = ty + Math.sin(rad) * size * 0.35 + size * 0.12;
    s += `<path d="M${r1(tx)} ${r1(ty)} Q${r1((tx + ex) / 2)} ${r1(ty - size * 0.2)} ${r1(ex)} ${r1(ey)}" stroke="${color}" stroke-width="${r1(size * 0.09)}" stroke-linecap="round" fill="none"/>`;
  }
  return s;
}

function house(x, baseY, w, h, wall, roof, rnd, accent) {
  const roofH = h * 0.55;
  let s = `<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/>`;
  s += `<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${r1(w * 0.12)}" height="${r1(h)}" fill="${shade(wall, -0.12)}"/>`;
  s += `<polygon points="${r1(x - w * 0.08)},${r1(baseY - h)} ${r1(x + w / 2)},${r1(baseY - h - roofH)} ${r1(x + w * 1.08)},${r1(baseY - h)}" fill="${roof}"/>`;
  s += `<rect x="${r1(x + w * 0.42)}" y="${r1(baseY - h * 0.55)}" width="${r1(w * 0.16)}" height="${r1(h * 0.55)}" fill="${accent}"/>`;
  const win = `#dff3ff`;
  s += `<rect x="${r1(x + w * 0.12)}" y="${r1(baseY - h * 0.7)}" width="${r1(w * 0.2)}" height="${r1(h * 0.28)}" fill="${win}" stroke="${shade(wall, -0.3)}" stroke-width="3"/>`;
  s += `<rect x="${r1(x + w * 0.68)}" y="${r1(baseY - h * 0.7)}" width="${r1(w * 0.2)}" height="${r1(h * 0.28)}" fill="${win}" stroke="${shade(wall, -0.3)}" stroke-width="3"/>`;
  if (rnd() < 0.5) s += `<rect x="${r1(x + w * 0.7)}" y="${r1(baseY - h - roofH * 0.8)}" width="${r1(w * 0.1)}" height="${r1(roofH * 0.5)}" fill="${shade(roof, -0.2)}"/>`;
  return s;
}

// ---------------------------------------------------------------- scenes (1200×800)

const scenes = {
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

  houses(W, H, p, rnd) {
    const base = H * 0.76;
    let s = sky(W, H, p) + clouds(W, H, rnd, 3, 0.7);
    s += hills(W, H, H * 0.58, shade(p.ground, 0.25), rnd, 60);
    s += hills(W, H, H * 0.68, shade(p.ground, 0.1), rnd, 40);
    let x = 30;
    while (x < W - 120) {
      const w = between(rnd, 150, 210);
      const h = between(rnd, 120, 160);
      s += house(x, base, w, h, pick(rnd, ['#f8f4e3', '#fdf0d5', shade(p.b[2], 0.6), '#eae2b7']), pick(rnd, [p.b[0], p.accent, shade(p.b[1], -0.1)]), rnd, shade(p.b[0], 0.1));
      x += w + between(rnd, 40, 80);
      if (x < W - 60) s += tree(x - 25, base, between(rnd, 70, 110), p.tree);
    }
    s += `<rect y="${base}" width="${W}" height="${H - base}" fill="${p.ground}"/>`;
    s += `<rect y="${base + 70}" width="${W}" height="60" fill="#6c757d"/>`;
    for (let fx = 0; fx < W; fx += 26) s += `<rect x="${fx}" y="${base + 8}" width="8" height="44" fill="#ffffff" opacity="0.85"/>`;
    s += `<rect y="${base + 18}" width="${W}" height="6" fill="#ffffff" opacity="0.85"/><rect y="${base + 38}" width="${W}" height="6" fill="#ffffff" opacity="0.85"/>`;
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

  neighborhood(W, H, p, rnd) {
    const base = H * 0.8;
    let s = sky(W, H, p) + clouds(W, H, rnd, 3);
    s += `<g opacity="0.55">${skyline(W, base - 60, rnd, shade(p.b[2], 0.3), { minH: 100, maxH: 260 })}</g>`;
    s += tower(80, base, 150, 380, p, rnd);
    s += tower(930, base, 170, 440, p, rnd, { color: p.b[1] });
    let x = 270;
    for (let i = 0; i < 3; i++) {
      s += house(x, base, 170, 140, pick(rnd, ['#fdf0d5', '#f8f4e3', '#eae2b7']), pick(rnd, [p.accent, p.b[0]]), rnd, shade(p.b[0], 0.1));
      x += 220;
    }
    s += `<rect y="${base}" width="${W}" height="${H - base}" fill="${p.ground}"/>`;
    // for-sale signs as simple shapes
    for (const sx of [240, 700]) s += `<rect x="${sx}" y="${base - 10}" width="8" height="90" fill="#5b3a29"/><rect x="${sx - 46}" y="${base - 20}" width="100" height="56" rx="6" fill="${p.accent}" stroke="#ffffff" stroke-width="4"/><path d="M${sx - 24} ${base + 14} l14 -16 l14 16 v14 h-28z" fill="#ffffff"/>`;
    s += `<path d="M1100 60 c-34 0 -60 26 -60 58 c0 42 60 96 60 96 s60 -54 60 -96 c0 -32 -26 -58 -60 -58z" fill="${p.accent}" stroke="#ffffff" stroke-width="5"/><circle cx="1100" cy="118" r="20" fill="#ffffff"/>`;
    return s;
  },

  luxury(W, H, p, rnd) {
    const base = H * 0.84;
    let s = sky(W, H, p, { sunX: 0.72, sunY: 0.55, horizon: 0.8 });
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

// ---------------------------------------------------------------- charts (1200×700)

const nf = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const fmt = (n, money) => (money ? `R$ ${nf.format(n)}` : nf.format(n));

function niceMax(v) {
  const pow = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * pow >= v) return m * pow;
  return 10 * pow;
}

function chart(spec, p) {
  const { w: W, h: H } = CHART;
  const font = `font-family="sans-serif"`;
  const L = 110;
  const R = spec.line ? 110 : 50;
  const T = 130;
  const B = 90;
  const pw = W - L - R;
  const ph = H - T - B;
  const n = spec.labels.length;
  const barMax = niceMax(Math.max(...spec.bars.values));
  const bg = id('cbg');
  const bar = id('bar');
  let s = `<defs>${linear(bg, [[0, '#ffffff'], [1, shade(p.b[2], 0.85)]])}${linear(bar, [[0, shade(p.b[1], 0.15)], [1, shade(p.b[0], -0.05)]])}</defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#${bg})"/>`;
  s += `<rect x="0" y="0" width="${W}" height="8" fill="${p.accent}"/>`;
  s += `<text x="${L}" y="60" ${font} font-size="34" font-weight="bold" fill="#1f2937">${spec.title}</text>`;
  s += `<text x="${L}" y="94" ${font} font-size="20" fill="#6b7280">${spec.subtitle}</text>`;
  // grid + left axis
  for (let i = 0; i <= 5; i++) {
    const y = T + ph - (ph * i) / 5;
    s += `<line x1="${L}" y1="${r1(y)}" x2="${L + pw}" y2="${r1(y)}" stroke="#d1d5db" stroke-width="${i ? 1 : 2}"/>`;
    s += `<text x="${L - 14}" y="${r1(y + 7)}" ${font} font-size="18" fill="#4b5563" text-anchor="end">${fmt((barMax * i) / 5, spec.bars.money)}</text>`;
  }
  // bars
  const slot = pw / n;
  const bw = slot * 0.56;
  spec.bars.values.forEach((v, i) => {
    const h = (ph * v) / barMax;
    const x = L + slot * i + (slot - bw) / 2;
    s += `<rect x="${r1(x)}" y="${r1(T + ph - h)}" width="${r1(bw)}" height="${r1(h)}" rx="6" fill="url(#${bar})"/>`;
    const inside = h > 44;
    s += `<text x="${r1(x + bw / 2)}" y="${r1(inside ? T + ph - h + 28 : T + ph - h - 10)}" ${font} font-size="18" font-weight="bold" fill="${inside ? '#ffffff' : '#374151'}" text-anchor="middle">${fmt(v, spec.bars.money)}</text>`;
    s += `<text x="${r1(L + slot * i + slot / 2)}" y="${T + ph + 34}" ${font} font-size="20" fill="#374151" text-anchor="middle">${spec.labels[i]}</text>`;
  });
  // line on right axis
  if (spec.line) {
    const lineMax = niceMax(Math.max(...spec.line.values) * 1.1);
    for (let i = 0; i <= 5; i++) {
      const y = T + ph - (ph * i) / 5;
      s += `<text x="${L + pw + 14}" y="${r1(y + 7)}" ${font} font-size="18" fill="${shade(p.accent, -0.35)}">${fmt((lineMax * i) / 5, spec.line.money)}</text>`;
    }
    const pts = spec.line.values.map((v, i) => [L + slot * i + slot / 2, T + ph - (ph * v) / lineMax]);
    s += `<polyline points="${pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linejoin="round"/>`;
    for (const [x, y] of pts) s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="8" fill="#ffffff" stroke="${p.accent}" stroke-width="4"/>`;
  }
  // legend
  const ly = H - 28;
  s += `<rect x="${L}" y="${ly - 16}" width="22" height="18" rx="3" fill="${p.b[1]}"/><text x="${L + 32}" y="${ly}" ${font} font-size="19" fill="#374151">${spec.bars.name}</text>`;
  if (spec.line) {
    const lx = L + 60 + spec.bars.name.length * 11;
    s += `<line x1="${lx}" y1="${ly - 7}" x2="${lx + 30}" y2="${ly - 7}" stroke="${p.accent}" stroke-width="5"/><circle cx="${lx + 15}" cy="${ly - 7}" r="6" fill="#ffffff" stroke="${p.accent}" stroke-width="3"/><text x="${lx + 42}" y="${ly}" ${font} font-size="19" fill="#374151">${spec.line.name} (eixo direito)</text>`;
  }
  return svgDoc(W, H, s);
}

// ---------------------------------------------------------------- the cases (slugs as in cases.ts)

const CASES = [
  {
    slug: 'residencial-mirante-campolim',
    palette: 'teal',
    main: 'towers',
    gallery: [['towerClose'], ['night'], ['interior'], ['leisure'], ['towers', 'sunset'], ['aerial'], ['interior', 'coral'], ['towerClose', null, { night: true }]],
    chart: {
      title: 'Leads por mês',
      subtitle: 'Google Ads · pesquisa e remarketing · fevereiro a junho',
      labels: ['Fev', 'Mar', 'Abr', 'Mai', 'Jun'],
      bars: { name: 'Leads gerados', values: [380, 520, 610, 650, 700] },
      line: { name: 'Custo por lead (R$)', values: [29.4, 24.1, 20.8, 19.2, 17.6], money: true },
    },
  },
  {
    slug: 'loteamento-reserva-das-aguas',
    palette: 'meadow',
    main: 'lots',
    gallery: [['lots', 'lime', { built: 0.35 }], ['aerial', 'lime'], ['houses']],
    chart: {
      title: 'Leads por mês e lotes vendidos',
      subtitle: 'Meta Ads · Reels, Stories e formulários instantâneos',
      labels: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun'],
      bars: { name: 'Leads gerados', values: [520, 640, 720, 780, 800, 850] },
      line: { name: 'Lotes vendidos', values: [12, 16, 21, 23, 25, 29] },
    },
  },
  {
    slug: 'centro-empresarial-alameda',
    palette: 'corporate',
    main: 'office',
    gallery: [['interior'], ['night']],
  },
  {
    slug: 'condominio-jardim-dos-ipes',
    palette: 'terracotta',
    main: 'houses',
    gallery: [['houses', 'coral'], ['interior']],
    chart: {
      title: 'Casas vendidas por mês',
      subtitle: 'Display e remarketing · custo por venda em queda',
      labels: ['Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
      bars: { name: 'Casas vendidas', values: [5, 6, 8, 9, 9, 10] },
      line: { name: 'Custo por venda (R$)', values: [3400, 2700, 2100, 1800, 1600, 1450], money: true },
    },
  },
  {
    slug: 'edificio-aurora-alto-padrao',
    palette: 'gold',
    main: 'luxury',
    gallery: [['leisure', 'sunset'], ['interior']],
    chart: {
      title: 'Leads VIP por canal',
      subtitle: 'Pré-lançamento multicanal · 70 dias',
      labels: ['YouTube', 'Pesquisa', 'Instagram', 'Indicação'],
      bars: { name: 'Leads VIP', values: [48, 71, 78, 17] },
    },
  },
  { slug: 'imobiliaria-casa-forte-leads-proprios', palette: 'coral', main: 'neighborhood', gallery: [] },
  {
    slug: 'residencial-parque-sabia',
    palette: 'lime',
    main: 'towers',
    gallery: [],
    chart: {
      title: 'Leads por semana',
      subtitle: 'Pré-lançamento · Meta Ads com formulários instantâneos',
      labels: ['Sem 1', 'Sem 2', 'Sem 3', 'Sem 4', 'Sem 5', 'Sem 6', 'Sem 7', 'Sem 8'],
      bars: { name: 'Leads na lista de espera', values: [140, 190, 220, 250, 270, 280, 300, 300] },
      line: { name: 'Custo por lead (R$)', values: [9.8, 8.1, 7.2, 6.6, 6.1, 5.9, 5.7, 5.6], money: true },
    },
  },
  {
    slug: 'galpoes-logisticos-rodovia-castello',
    palette: 'steel',
    main: 'warehouse',
    gallery: [],
    chart: {
      title: 'Pedidos de proposta por mês',
      subtitle: 'Google Ads · pesquisa com palavras-chave técnicas',
      labels: ['Mar', 'Abr', 'Mai', 'Jun', 'Jul'],
      bars: { name: 'Pedidos de proposta', values: [7, 11, 14, 15, 17] },
      line: { name: 'Custo por pedido (R$)', values: [210, 165, 138, 125, 112], money: true },
    },
  },
];

// ---------------------------------------------------------------- render

async function writeJpeg(file, svg) {
  const out = path.join(OUT_DIR, file);
  await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg(JPEG).toFile(out);
  return fs.statSync(out).size;
}

function photo(sceneName, paletteName, opts, seed) {
  const { w, h } = PHOTO;
  return svgDoc(w, h, scenes[sceneName](w, h, PALETTES[paletteName], rngFrom(seed), opts ?? {}));
}

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const f of fs.readdirSync(OUT_DIR)) if (f.endsWith('.jpg')) fs.unlinkSync(path.join(OUT_DIR, f));

let total = 0;
let count = 0;
for (const c of CASES) {
  const jobs = [[`${c.slug}-main.jpg`, photo(c.main, c.palette, {}, `${c.slug}-main`)]];
  if (c.chart) jobs.push([`${c.slug}-chart.jpg`, chart(c.chart, PALETTES[c.palette])]);
  c.gallery.forEach(([scene, palette, opts], i) => {
    jobs.push([`${c.slug}-g${i + 1}.jpg`, photo(scene, palette ?? c.palette, opts, `${c.slug}-g${i + 1}`)]);
  });
  for (const [file, svg] of jobs) {
    const size = await writeJpeg(file, svg);
    total += size;
    count += 1;
    console.log(`${file.padEnd(52)} ${(size / 1024).toFixed(1)} KB`);
  }
}
console.log(`${count} images, ${(total / 1024).toFixed(1)} KB in ${path.relative(process.cwd(), OUT_DIR)}`);
