/**
 * Landscape parts of the case photos: sky with sun or moon glow, clouds, stars, rolling
 * hills, round trees and palms.
 */
import { id, linear, r1, radial, shade } from './svg.mjs';
import { between } from './random.mjs';

/** Gradient sky in palette p with a glowing sun (or moon, when night) at (sunX, sunY). */
export function sky(W, H, p, { night = false, sunX = 0.78, sunY = 0.22 } = {}) {
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

export function clouds(W, H, rnd, count = 3, opacity = 0.55) {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = between(rnd, 0.05, 0.9) * W;
    const y = between(rnd, 0.08, 0.35) * H;
    const k = between(rnd, 0.7, 1.3);
    s += `<g fill="#ffffff" opacity="${r1(opacity)}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(90 * k)}" ry="${r1(22 * k)}"/><ellipse cx="${r1(x + 35 * k)}" cy="${r1(y - 14 * k)}" rx="${r1(48 * k)}" ry="${r1(24 * k)}"/><ellipse cx="${r1(x - 30 * k)}" cy="${r1(y - 8 * k)}" rx="${r1(38 * k)}" ry="${r1(18 * k)}"/></g>`;
  }
  return s;
}

export function stars(W, H, rnd, count = 60) {
  let s = '<g fill="#ffffff">';
  for (let i = 0; i < count; i++) {
    s += `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * H * 0.5)}" r="${r1(between(rnd, 0.6, 1.8))}" opacity="${r1(between(rnd, 0.3, 0.9))}"/>`;
  }
  return `${s}</g>`;
}

/** Smooth random ridge around height y, filled down to the bottom edge. */
export function hills(W, H, y, color, rnd, amp = 40) {
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

export function tree(x, y, size, color, trunk = '#5b3a29') {
  return `<rect x="${r1(x - size * 0.08)}" y="${r1(y - size * 0.6)}" width="${r1(size * 0.16)}" height="${r1(size * 0.6)}" fill="${trunk}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y - size * 0.85)}" r="${r1(size * 0.45)}" fill="${color}"/>` +
    `<circle cx="${r1(x - size * 0.25)}" cy="${r1(y - size * 0.7)}" r="${r1(size * 0.32)}" fill="${shade(color, -0.15)}"/>` +
    `<circle cx="${r1(x + size * 0.22)}" cy="${r1(y - size * 1.05)}" r="${r1(size * 0.28)}" fill="${shade(color, 0.15)}"/>`;
}

export function palm(x, y, size, color) {
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
