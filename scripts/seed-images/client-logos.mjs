#!/usr/bin/env node
/**
 * Draws the logos of the seeded clients (cms/seed-assets/proof/logos/<slug>.svg, named in
 * cms/src/seed/data/clients.ts): for each fictitious company of the demo cases a symbol drawn from its name and its name
 * lettered as path data (Manrope's outlines, via web/scripts/lib/brand-text.mjs), so no logo depends on a font being
 * installed. One colour on a transparent ground: the site shows every logo as a monochrome silhouette in the text
 * colour of the theme. The seed uploads them as PNG (the media library accepts no SVG). Deterministic.
 *
 *   node scripts/seed-images/client-logos.mjs      (requires `npm install` in web/)
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

import { textPath } from '../../web/scripts/lib/brand-text.mjs';
import { LOGO_SYMBOLS } from './client-logo-symbols.mjs';

const OUT_DIR = fileURLToPath(new URL('../../cms/seed-assets/proof/logos/', import.meta.url));
const INK = '#24201B';
const HEIGHT = 96;
/** The symbol's square and the gap before the name. */
const MARK = 96;
const GAP = 18;

/**
 * slug → the lettering: `name` (and an optional smaller `line` under it, e.g. the company's trade), each with Manrope's
 * weight, size and tracking.
 */
export const LOGOS = {
  'horizonte-incorporacoes': { name: ['HORIZONTE', 800, 40, 0.06], line: ['INCORPORAÇÕES', 600, 15.5, 0.34] },
  'terra-nova-urbanismo': { name: ['terra nova', 800, 46, -0.03], line: ['urbanismo', 500, 20, 0.02] },
  'construtora-vale-verde': { name: ['Vale Verde', 700, 44, -0.02], line: ['CONSTRUTORA', 600, 14.5, 0.3] },
  'construtora-solaris': { name: ['SOLARIS', 300, 46, 0.2] },
  'aurora-empreendimentos': { name: ['AURORA', 300, 42, 0.32], line: ['EMPREENDIMENTOS', 500, 12.5, 0.42] },
  'imobiliaria-casa-forte': { name: ['Casa Forte', 800, 44, -0.03], line: ['imobiliária', 500, 19, 0.01] },
  'construtora-bem-te-vi': { name: ['bem-te-vi', 800, 46, -0.02], line: ['construtora', 500, 19, 0.02] },
  'construtora-pilar-forte': { name: ['PILAR FORTE', 800, 38, 0.04], line: ['CONSTRUTORA', 500, 14, 0.46] },
};

/** The name (and its line) as paths beside the symbol, both lines centred on the logo's height together. */
function lettering({ name, line }) {
  const [text, weight, size, tracking] = name;
  const gap = line ? size * 0.34 : 0;
  const lineSize = line ? line[2] : 0;
  // Cap height ≈ 0.72 of the size in Manrope: the block's height is the name's caps plus the line's.
  const block = size * 0.72 + (line ? gap + lineSize * 0.72 : 0);
  const top = (HEIGHT - block) / 2;
  const x = MARK + GAP;
  const first = textPath(text, { weight, size, tracking, x, y: top + size * 0.72 });
  const second = line
    ? textPath(line[0], { weight: line[1], size: line[2], tracking: line[3], x: x + 1, y: top + size * 0.72 + gap + lineSize * 0.72 })
    : { d: '', width: 0 };
  return { d: `${first.d}${second.d}`, width: Math.ceil(x + Math.max(first.width, second.width) + 2) };
}

export function logoSvg(slug) {
  const { d, width } = lettering(LOGOS[slug]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}">` +
    `<g fill="${INK}" stroke="${INK}">${LOGO_SYMBOLS[slug]}</g><path fill="${INK}" d="${d}"/></svg>\n`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const slug of Object.keys(LOGOS)) {
    fs.writeFileSync(`${OUT_DIR}${slug}.svg`, logoSvg(slug));
    console.log(`${slug}.svg`);
  }
}
