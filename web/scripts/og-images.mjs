// Draws the Open Graph images (1200×630, < 80 KB each) into public/og/. The output is committed;
// run again after changing the copy below: `node scripts/og-images.mjs` (uses the CMS's sharp).
import { mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '..', '..', 'cms', 'package.json'));
const sharp = require('sharp');

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

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg([eyebrow, lines]) {
  const title = lines
    .map((line, i) => `<text x="96" y="${310 + i * 76}" font-size="58" font-weight="700" fill="#ffffff">${escape(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#0B3C77"/>
  <rect x="0" y="${HEIGHT - 18}" width="${WIDTH}" height="18" fill="#E07A2F"/>
  <circle cx="1080" cy="90" r="260" fill="#0E4A91"/>
  <g transform="translate(96 80) scale(1.25)">
    <rect width="64" height="64" rx="14" fill="#ffffff"/>
    <path d="M14 46h36v4H14zM18 30l14-12 14 12v14H18z" fill="#0B3C77"/>
    <path d="M28 44V34h8v10z" fill="#E07A2F"/>
  </g>
  <text x="200" y="135" font-size="40" font-weight="700" fill="#ffffff">Alicerce Digital</text>
  <text x="96" y="222" font-size="30" fill="#F4B183">${escape(eyebrow.toUpperCase())}</text>
  ${title}
  <text x="96" y="${HEIGHT - 64}" font-size="28" fill="#D6E2F3">Sorocaba - SP · Marketing imobiliário com foco em vendas</text>
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
