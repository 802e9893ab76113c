#!/usr/bin/env node
/**
 * Draws the Open Graph images (public/og/<name>.png, 1200 × 630, under 80 KB each; named in src/shared/lib/seo.ts) from the
 * brand's drawings: on the left, on navy, the logo (public/brand/, drawn by brand-assets.mjs) and the page's line set
 * in the brand face as paths (lib/brand-text.mjs); on the right, bleeding off the edge, a drawing of the page's subject
 * in the hand of the seeded pictures (scripts/seed-images/ at the repository root). The output is committed; run again
 * after changing the copy below (uses the CMS's sharp). Deterministic.
 *
 *   node web/scripts/og-images.mjs
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOURS, PALETTE } from '../../scripts/seed-images/brand.mjs';
import { rngFrom } from '../../scripts/seed-images/random.mjs';
import { SCENES } from '../../scripts/seed-images/scenes.mjs';
import { svgDoc } from '../../scripts/seed-images/svg.mjs';
import { textPath } from './lib/brand-text.mjs';

const require = createRequire(new URL('../../cms/package.json', import.meta.url));
const sharp = require('sharp');
const logoSource = fs.readFileSync(new URL('../public/brand/alicerce-digital-logo-dark.svg', import.meta.url), 'utf8');

const [W, H] = [1200, 630];
const PANEL = 690;
const MAX_BYTES = 80 * 1024;
const { navy, clay, sand } = PALETTE;

/** name → eyebrow, headline (two lines) — keep in sync with ogImages in src/shared/lib/seo.ts —, the drawing: [scene, hour, options], and where its 1200 px wide crop starts. */
const PAGES = {
  default: ['Agência de marketing imobiliário', ['Marketing digital que', 'vende imóveis'], ['houses', 'morning'], 500],
  home: ['Construtoras, incorporadoras e imobiliárias', ['Marketing digital que', 'vende o seu imóvel'], ['towers', 'morning'], 250],
  servicos: ['Serviços e planos', ['Tráfego pago, CRM e', 'automação de vendas'], ['office', 'afternoon'], 200],
  contato: ['Contato', ['Vamos conversar sobre', 'o seu resultado'], ['street', 'morning', { boards: false }], 300],
  blog: ['Blog', ['Estratégias para o', 'mercado imobiliário'], ['desk', 'morning'], 600],
  cases: ['Cases de sucesso', ['Resultados reais no', 'mercado imobiliário'], ['luxury', 'dusk', { lit: 0.3 }], 450],
  'marketing-digital-imobiliario': [
    'Marketing digital imobiliário',
    ['Leads qualificados', 'para cada lançamento'],
    ['sitePlan', 'morning', { built: 0.1, sold: 0.4 }],
    500,
  ],
  agendamento: ['Consultoria gratuita', ['Agende 45 minutos', 'com a nossa equipe'], ['floorPlan', 'morning'], 450],
};

/** The logo for dark backgrounds at (x, y), `height` px high. */
function logo(x, y, height) {
  const [, , h] = /viewBox="0 0 (\d+) (\d+)"/.exec(logoSource);
  const inner = logoSource.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<g transform="translate(${x} ${y}) scale(${height / Number(h)})">${inner}</g>`;
}

const lettering = (content, options, fill) => `<path fill="${fill}" d="${textPath(content, options).d}"/>`;

function card([eyebrow, lines, drawing, cropX], name) {
  const [scene, hour, options = {}] = drawing;
  // The drawing at 1800 × 1200 scaled into the right part, bleeding off the edge; a clay rule at the foot.
  const art = `<svg x="${PANEL}" y="0" width="${W - PANEL}" height="${H}" viewBox="${cropX} 0 1000 1200" preserveAspectRatio="xMinYMid slice">${SCENES[scene](1800, 1200, HOURS[hour], rngFrom(`og-${name}`), options)}</svg>`;
  return svgDoc(
    W,
    H,
    art +
      `<rect width="${PANEL}" height="${H}" fill="${navy[900]}"/>` +
      logo(64, 64, 52) +
      `<rect x="64" y="186" width="26" height="4" rx="2" fill="${clay[300]}"/>` +
      lettering(eyebrow.toUpperCase(), { weight: 700, size: 17, x: 102, y: 195, tracking: 0.1 }, clay[300]) +
      lines.map((line, i) => lettering(line, { weight: 800, size: 48, x: 64, y: 270 + i * 60, tracking: -0.03 }, sand[50])).join('') +
      lettering('Sorocaba - SP · Marketing imobiliário com foco em vendas', { weight: 500, size: 19, x: 64, y: 560 }, navy[100]) +
      `<rect y="${H - 12}" width="${W}" height="12" fill="${clay[500]}"/>`,
  );
}

const dir = fileURLToPath(new URL('../public/og/', import.meta.url));
let total = 0;
for (const [name, page] of Object.entries(PAGES)) {
  const buf = await sharp(Buffer.from(card(page, name)))
    .png({ palette: true, colors: 128, effort: 10, compressionLevel: 9 })
    .toBuffer();
  if (buf.length > MAX_BYTES) throw new Error(`${name}.png is ${buf.length} bytes (> ${MAX_BYTES})`);
  fs.writeFileSync(`${dir}${name}.png`, buf);
  total += buf.length;
  console.log(`${`${name}.png`.padEnd(40)} ${(buf.length / 1024).toFixed(1)} KB`);
}
console.log(`${Object.keys(PAGES).length} Open Graph images, ${(total / 1024).toFixed(1)} KB in web/public/og`);
