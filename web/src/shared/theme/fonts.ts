import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

import { BRAND_FONT_DISPLAY } from './font-face-rules';

/**
 * The brand face: Manrope, one variable file (latin, weights 200–800, 24.8 KB woff2), self-hosted from npm and
 * served from the site's own origin with a hashed name. `swap` shows the text at once in a fallback whose metrics are
 * adjusted to Manrope's (below). The adjustment is close, not exact: a face arriving after the first paint (a busy
 * phone, or the e2e run beside another worker) made the header's links 3 px wider, a layout shift. `optional` would
 * never swap, but tried here it left a first visit's page in the fallback even with the face preloaded (the
 * screenshots of / showed Arial's shapes): the brand face wins; the preload makes a late face rare.
 */
export const BRAND_FONT_URL = manropeLatin;

/**
 * Arial (or its metric twin Liberation Sans, or Helvetica) scaled to Manrope: size-adjust from the two faces' average
 * latin glyph widths, ascent/descent from Manrope's vertical metrics divided by that scale (Capsize's metrics for
 * Manrope and Arial: Manrope 2132/-600/0 on 2000 units, xWidthAvg 920 regular, 971 bold; Arial 913 and 983 on 2048).
 * Regular text and bold headings get their own scale, since the widths differ by weight.
 */
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const fallback = (weight: string, local: string, sizeAdjust: number) =>
  `@font-face{font-family:"Manrope Fallback";font-weight:${weight};src:${local};size-adjust:${percent(sizeAdjust)};` +
  `ascent-override:${percent(2132 / 2000 / sizeAdjust)};descent-override:${percent(600 / 2000 / sizeAdjust)};line-gap-override:0%}`;

/** Manrope's @font-face rule, as CSS text: in its own <style> in the head (root.tsx, brand-font-style.tsx). */
export const BRAND_FONT_FACE_CSS =
  `@font-face{font-family:Manrope;font-style:normal;${BRAND_FONT_DISPLAY.swap};font-weight:200 800;src:url(${BRAND_FONT_URL}) format("woff2");` +
  'unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}';

/** The two fallback @font-face rules, as CSS text (an object style would merge them into one rule). */
export const FALLBACK_FONT_FACES_CSS = [
  fallback('100 599', 'local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Helvetica")', 1.0319),
  fallback('600 900', 'local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold"),local("Helvetica Bold")', 1.0115),
].join('');

export const BRAND_FONT_STACK = ['Manrope', '"Manrope Fallback"', 'system-ui', 'sans-serif'].join(',');
