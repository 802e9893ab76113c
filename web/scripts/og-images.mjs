// Draws the Open Graph images (1200×630, < 80 KB each) into public/og/ from the brand's drawing: the logo
// (brand-assets.mjs), the palette (src/theme/brand-palette.json) and the brand face set as paths (lib/brand-text.mjs).
// The output is committed; run again after changing the copy below: `node scripts/og-images.mjs` (uses the CMS's sharp).
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { textPath } from './lib/brand-text.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const sharp = createRequire(join(here, '..', '..', 'cms', 'package.json'))('sharp');
const palette = JSON.parse(readFileSync(join(here, '..', 'src/theme/brand-palette.json'), 'utf8'));
const logoSource = readFileSync(join(here, '..', 'public/brand/alicerce-digital-logo-dark.svg'), 'utf8');

const outDir = join(here, '..', 'public', 'og');
const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 80 * 1024;

/** File name (without extension) → [eyebrow, title lines]. Keep in sync with ogImages in src/lib/seo.ts. */
const images = {
  default: ['Agência de marketing imobiliário', ['Marketing digital que', 'vende imóveis']],
  home: ['Construtoras, incorporadoras e imobiliárias', ['Marketing digital que', 'vende o seu imóvel']],
  servicos: ['Serviços e planos', ['Tráfego pago, CRM e', 'automação de vendas']],
  contato: ['Contato', ['Vamos conversar sobre', 'o seu resultado']],
  blog: ['Blog', ['Estratégias para o', 'mercado imobiliário']],
  cases: ['Cases de sucesso', ['Resultados reais no', 'mercado imobiliário']],
  'marketing-digital-imobiliario': ['Marketing digital imobiliário', ['Leads qualificados', 'para cada lançamento']],
  agendamento: ['Consultoria gratuita', ['Agende 45 minutos', 'com a nossa equipe']],
};

/** The logo for dark backgrounds, placed at (x, y) with the given height. */
function logo(x, y, height) {
  const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(logoSource);
  const inner = logoSource.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<g transform="translate(${x} ${y}) scale(${height / Number(h)})" data-width="${w}">${inner}</g>`;
}

/** The plan motif: a fine grid on the right, fading towards the text, and stacked slabs standing on a clay line. */
function motif() {
  const lines = [];
  for (let x = 640; x <= WIDTH; x += 40) lines.push(`<path d="M${x} 0V${HEIGHT}" stroke-opacity="${((x - 600) / 600) * (x % 160 ? 0.1 : 0.22)}"/>`);
  for (let y = 0; y <= HEIGHT; y += 40) lines.push(`<path d="M640 ${y}H${WIDTH}" stroke-opacity="${y % 160 ? 0.06 : 0.14}"/>`);
  const slabs = [
    [880, 420, 240, 36],
    [920, 360, 200, 36],
    [960, 300, 160, 36],
    [1000, 240, 120, 36],
  ]
    .map(([x, y, w, h], i) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${palette.navy['500']}" fill-opacity="${0.5 + i * 0.12}"/>`)
    .join('');
  return `<g stroke="${palette.navy['100']}" stroke-width="1">${lines.join('')}</g>${slabs}<rect x="840" y="464" width="300" height="14" rx="3" fill="${palette.clay['300']}"/>`;
}

function svg([eyebrow, titleLines]) {
  const eyebrowPath = textPath(eyebrow.toUpperCase(), { weight: 700, size: 22, x: 140, y: 246, tracking: 0.1 }).d;
  const title = titleLines.map((line, i) => textPath(line, { weight: 800, size: 62, x: 96, y: 330 + i * 74, tracking: -0.03 }).d).join('');
  const footer = textPath('Sorocaba - SP · Marketing imobiliário com foco em vendas', { weight: 500, size: 24, x: 96, y: HEIGHT - 60 }).d;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.navy['800']}"/>
  ${motif()}
  ${logo(96, 72, 64)}
  <rect x="96" y="234" width="30" height="4" rx="2" fill="${palette.clay['300']}"/>
  <path fill="${palette.clay['300']}" d="${eyebrowPath}"/>
  <path fill="#FFFFFF" d="${title}"/>
  <path fill="${palette.navy['100']}" d="${footer}"/>
</svg>`;
}

mkdirSync(outDir, { recursive: true });
for (const [name, copy] of Object.entries(images)) {
  const file = join(outDir, `${name}.png`);
  await sharp(Buffer.from(svg(copy))).png({ palette: true, colors: 64, compressionLevel: 9 }).toFile(file);
  const { size } = statSync(file);
  if (size > MAX_BYTES) throw new Error(`${file} is ${size} bytes (> ${MAX_BYTES})`);
  console.log(`${file}: ${(size / 1024).toFixed(1)} KB`);
}
