#!/usr/bin/env node
/**
 * Draws the Open Graph images (public/og/<name>.png, 1200 × 630, under 80 KB each; named in src/lib/seo.ts): the
 * page's line on the brand's navy on the left, and on the right a drawing of its subject in the hand of the seeded
 * pictures (scripts/seed-images/ at the repository root). The output is committed; run again after changing the copy
 * below (uses the CMS's sharp). Deterministic.
 *
 *   node web/scripts/og-images.mjs
 *
 * The wordmark is set in type until the logotype exists as a drawing; `wordmark()` is the one place to change.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOURS, PALETTE } from '../../scripts/seed-images/brand.mjs';
import { rngFrom } from '../../scripts/seed-images/random.mjs';
import { SCENES } from '../../scripts/seed-images/scenes.mjs';
import { esc, svgDoc } from '../../scripts/seed-images/svg.mjs';

const require = createRequire(new URL('../../cms/package.json', import.meta.url));
const sharp = require('sharp');

const [W, H] = [1200, 630];
const PANEL = 690;
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const { navy, clay, sand } = PALETTE;

/** name → eyebrow, headline (two lines) — keep in sync with ogImages in src/lib/seo.ts —, the drawing: [scene, hour, options], and where its 1200 px wide crop starts. */
const PAGES = {
  default: ['AGÊNCIA DE MARKETING IMOBILIÁRIO', ['Marketing digital que', 'vende imóveis'], ['houses', 'morning'], 500],
  home: ['CONSTRUTORAS, INCORPORADORAS E IMOBILIÁRIAS', ['Marketing digital que', 'vende o seu imóvel'], ['towers', 'morning'], 250],
  servicos: ['SERVIÇOS E PLANOS', ['Tráfego pago, CRM e', 'automação de vendas'], ['office', 'afternoon'], 200],
  contato: ['CONTATO', ['Vamos conversar sobre', 'o seu resultado'], ['street', 'morning', { boards: false }], 300],
  blog: ['BLOG', ['Estratégias para o', 'mercado imobiliário'], ['desk', 'morning'], 600],
  cases: ['CASES DE SUCESSO', ['Resultados reais no', 'mercado imobiliário'], ['luxury', 'dusk', { lit: 0.3 }], 450],
  'marketing-digital-imobiliario': ['MARKETING DIGITAL IMOBILIÁRIO', ['Leads qualificados', 'para cada lançamento'], ['sitePlan', 'morning', { built: 0.1, sold: 0.4 }], 500],
  agendamento: ['CONSULTORIA GRATUITA', ['Agende 45 minutos', 'com a nossa equipe'], ['floorPlan', 'morning'], 450],
};

const text = (x, y, content, size, fill, weight = 400, spacing = 0) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${fill}">${esc(content)}</text>`;

/** The brand's name as set type (to be replaced by the logotype's drawing). */
const wordmark = (x, y) => text(x, y, 'Alicerce Digital', 34, sand[50], 700);

function card([eyebrow, lines, drawing, cropX], name) {
  const [scene, hour, options = {}] = drawing;
  // The drawing at 1800 × 1200 scaled into the right part, bleeding off the edge; a clay rule at the foot.
  const art = `<svg x="${PANEL}" y="0" width="${W - PANEL}" height="${H}" viewBox="${cropX} 0 1000 1200" preserveAspectRatio="xMinYMid slice">${SCENES[scene](1800, 1200, HOURS[hour], rngFrom(`og-${name}`), options)}</svg>`;
  return svgDoc(
    W,
    H,
    art +
      `<rect width="${PANEL}" height="${H}" fill="${navy[900]}"/>` +
      wordmark(64, 104) +
      text(64, 196, eyebrow, 17, clay[300], 400, 1.2) +
      lines.map((line, i) => text(64, 262 + i * 58, line, 42, sand[50], 700)).join('') +
      text(64, 560, 'Sorocaba - SP · Marketing imobiliário com foco em vendas', 18, navy[100]) +
      `<rect y="${H - 12}" width="${W}" height="12" fill="${clay[500]}"/>`,
  );
}

const dir = fileURLToPath(new URL('../public/og/', import.meta.url));
let total = 0;
for (const [name, page] of Object.entries(PAGES)) {
  const buf = await sharp(Buffer.from(card(page, name))).png({ palette: true, colors: 128, effort: 10, compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(`${dir}${name}.png`, buf);
  total += buf.length;
  console.log(`${`${name}.png`.padEnd(40)} ${(buf.length / 1024).toFixed(1)} KB`);
}
console.log(`${Object.keys(PAGES).length} Open Graph images, ${(total / 1024).toFixed(1)} KB in web/public/og`);
