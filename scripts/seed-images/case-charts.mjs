/**
 * Result charts of the cases (1200×700, pt-BR labels): bars on the left axis and an
 * optional line on the right axis, with title, subtitle and legend.
 */
import { id, linear, r1, shade, svgDoc } from './svg.mjs';

export const CHART = { w: 1200, h: 700 };

const nf = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const fmt = (n, money) => (money ? `R$ ${nf.format(n)}` : nf.format(n));

function niceMax(v) {
  const pow = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * pow >= v) return m * pow;
  return 10 * pow;
}

/** SVG document of a chart spec ({ title, subtitle, labels, bars, line? }) in palette p. */
export function chart(spec, p) {
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
