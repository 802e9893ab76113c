// Text set in the brand face (Manrope, from @fontsource/manrope) as SVG path data, so a drawing that carries words
// (the wordmark, the Open Graph images) looks the same everywhere without depending on a font being installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const fonts = new Map();

/** Manrope at one of its static weights (200–800), latin subset. */
export function manrope(weight) {
  if (!fonts.has(weight)) {
    const file = require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`);
    const data = readFileSync(file);
    fonts.set(weight, opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)));
  }
  return fonts.get(weight);
}

/** SVG path data from opentype.js's commands (its own toPathData writes NaN for some coordinates). */
function pathData(commands, decimals) {
  const n = (v) => String(Number(v.toFixed(decimals)));
  let at = '';
  return commands
    .map((c) => {
      const to = c.type === 'Z' ? at : `${n(c.x)} ${n(c.y)}`;
      // A line to where the pen already is draws nothing.
      if (c.type === 'L' && to === at) return '';
      at = to;
      if (c.type === 'M' || c.type === 'L') return `${c.type}${to}`;
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${to}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${to}`;
      return 'Z';
    })
    .join('');
}

/**
 * `text` as one path: baseline at (x, y), `size` in px, `tracking` in em (negative tightens), kerning on.
 * Returns the path data and the advance width, so words can be placed one after another.
 */
export function textPath(text, { weight = 400, size, x = 0, y = 0, tracking = 0, decimals = 1 }) {
  const font = manrope(weight);
  const scale = size / font.unitsPerEm;
  const glyphs = font.stringToGlyphs(text);
  const parts = [];
  let pen = x;
  glyphs.forEach((glyph, i) => {
    parts.push(pathData(glyph.getPath(pen, y, size).commands, decimals));
    // Kerning from the font's tables; a pair it has no value for (or reads as NaN) is not kerned.
    const kern = i < glyphs.length - 1 ? Number(font.getKerningValue(glyph, glyphs[i + 1])) || 0 : 0;
    pen += (glyph.advanceWidth + kern) * scale + (i < glyphs.length - 1 ? tracking * size : 0);
  });
  return { d: parts.join(''), width: pen - x };
}
