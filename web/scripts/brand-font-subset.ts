import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import subsetFont from 'subset-font';

import { prerenderedPages } from './built-files';

import { BRAND_FONT_CUT_ID, BRAND_FONT_STYLE_ID } from '../src/shared/theme/font-face-rules';

/**
 * After the prerender: a page whose largest paint is a picture (/cases, a case, /blog, an article, a landing page) gets
 * the brand face in its first paint from a copy of Manrope cut to the characters the page shows (~100 of them, 13–14 KB
 * of woff2), inline in its head as a data block that the head's script adds to the document's fonts before the first
 * layout (BRAND_FONT_CUT_SCRIPT, shared/theme/font-face-rules.ts). Without it the face was held off on a first visit
 * (brand-font-style.tsx): the 25 KB file shared the slow line with the main picture and Lighthouse counted it in that
 * picture's LCP. The cut copy costs no request and covers the page's characters only (its unicode-range); a character
 * the page gains later (a list an island renders again, a form's message) falls to the full face's rule, which stays,
 * and whose file the browser then fetches.
 */

/** The style React writes for such a page: the face switched off (brand-font-style.tsx), and its copy for browsers without scripts. */
const HELD_OFF_STYLE = new RegExp(`<style id="${BRAND_FONT_STYLE_ID}" media="not all">([\\s\\S]*?)</style>`);
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
  });

/** CSS `content` strings (an icon's "›", a quote mark), with their escapes (`\201C`) read. */
const cssContentText = (css: string) =>
  [...css.matchAll(/content:\s*(["'])((?:\\.|(?!\1).)*)\1/g)]
    .map((match) => match[2].replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))))
    .join('');

/** The page's shown text: the body without its scripts, styles, the copies in <noscript>, and comments. */
const shownBody = (html: string) =>
  html
    .slice(html.search(/<body[\s>]/))
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '');

const textOf = (markup: string) => decodeEntities(markup.replace(/<[^>]+>/g, ' '));

/**
 * What the page's styles change the case of: for each rule with `text-transform` (uppercase, capitalize, lowercase;
 * `::first-letter` too), the classes its selectors name. `null` when a selector names no class (a rule on a tag, or on
 * every element): then every letter may change case.
 */
function caseChangingClasses(html: string): Map<string, 'upper' | 'lower'> | null {
  const classes = new Map<string, 'upper' | 'lower'>();
  for (const style of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    for (const rule of style[1].matchAll(/([^{}]+)\{([^{}]*text-transform:\s*(uppercase|capitalize|lowercase)[^{}]*)\}/g)) {
      for (const selector of rule[1].split(',')) {
        const named = [...selector.matchAll(/\.([\w-]+)/g)].map((match) => match[1]);
        if (named.length === 0) return null;
        for (const name of named) classes.set(name, rule[3] === 'lowercase' ? 'lower' : 'upper');
      }
    }
  }
  return classes;
}

/** The inner markup of each element whose class list holds `name` (its descendants included). */
function elementsWithClass(body: string, name: string): string[] {
  const found: string[] = [];
  const opening = new RegExp(`<([a-z][\\w-]*)\\b[^>]*\\sclass="(?:[^"]*\\s)?${name}(?:\\s[^"]*)?"[^>]*>`, 'gi');
  for (const match of body.matchAll(opening)) {
    const tag = match[1].toLowerCase();
    const start = (match.index ?? 0) + match[0].length;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
    tags.lastIndex = start;
    let depth = 1;
    let end = body.length;
    for (let next = tags.exec(body); next; next = tags.exec(body)) {
      depth += next[1] ? -1 : next[0].endsWith('/>') ? 0 : 1;
      if (depth === 0) {
        end = next.index;
        break;
      }
    }
    found.push(body.slice(start, end));
  }
  return found;
}

/**
 * Every character the page can draw in its text: the body's text (not its scripts, styles, nor the copies in
 * <noscript>), what fields show (placeholder, value), the text CSS adds, and the other case of the letters a style
 * changes (an overline's upper case); the ten digits (a counter counts up to its figure) and the space. A character
 * the page gains later falls to the full face, whose rule stays on.
 */
export function pageCharacters(html: string): string {
  const shown = shownBody(html);
  const fields = [...shown.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map((match) => match[1]).join(' ');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => cssContentText(match[1])).join('');
  const text = `${textOf(shown)} ${decodeEntities(fields)}${styles}`;
  const changed = caseChangingClasses(html);
  const otherCase = changed
    ? [...changed].map(([name, to]) => {
        const inner = textOf(elementsWithClass(shown, name).join(' '));
        return to === 'upper' ? inner.toUpperCase() : inner.toLowerCase();
      })
    : [text.toUpperCase(), text.toLowerCase()];
  const characters = new Set([...`${text}${otherCase.join('')}0123456789 `].filter((character) => !/[\t\n\r\f]/.test(character)));
  // A case change that makes two characters (ß → SS) gives each of them; only single code points are kept.
  return [...characters]
    .filter((character) => [...character].length === 1)
    .sort()
    .join('');
}

/** `U+20,U+41-5A,…`: the code points of `characters` (sorted, distinct) as CSS unicode-range, consecutive ones joined. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0) as number))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    let end = i;
    while (end + 1 < points.length && points[end + 1] === points[end] + 1) end++;
    const hex = (point: number) => point.toString(16).toUpperCase();
    ranges.push(end > i ? `U+${hex(points[i])}-${hex(points[end])}` : `U+${hex(points[i])}`);
    i = end;
  }
  return ranges.join(',');
}

/**
 * The face's layout features a page draws with: those browsers apply by default (kerning, ligatures, contextual
 * alternates, local forms) and the tabular figures of counters and charts. Manrope's others (fractions, numerators,
 * denominators, proportional figures) no style asks for; keeping them cost ~1.3 KB of each page's cut.
 */
const DRAWN_FEATURES = ['kern', 'liga', 'calt', 'locl', 'tnum'];
/** subset-font 2.9's options (its `keepFeatures` is newer than @types/subset-font). */
const CUT_OPTIONS: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = { targetFormat: 'woff2', keepFeatures: DRAWN_FEATURES };

/** Cuts the face once per character set: a landing page's variants, and pages of one kind, often share theirs. */
export function brandFontCutter(clientDir: string) {
  const cuts = new Map<string, Promise<string>>();
  let face: Buffer | undefined;
  return (fullFaceCss: string, characters: string) => {
    let cut = cuts.get(characters);
    if (!cut) {
      const url = /src:url\((\/assets\/[^)]+\.woff2)\)/.exec(fullFaceCss)?.[1];
      if (!url) throw new Error('the brand face rule names no woff2 file under /assets/');
      face ??= readFileSync(join(clientDir, url));
      cut = subsetFont(face, characters, CUT_OPTIONS).then((bytes) => bytes.toString('base64'));
      cuts.set(characters, cut);
    }
    return cut;
  };
}

export type BrandFontCutter = ReturnType<typeof brandFontCutter>;

/** The data block of a page's cut copy: base64 woff2, with the characters it covers (text/plain: never run, no CSP hash). */
export const cutBlock = (woff2Base64: string, range: string) =>
  `<script type="text/plain" id="${BRAND_FONT_CUT_ID}" data-unicode-range="${range}">${woff2Base64}</script>`;

/**
 * The page with the brand face on for its first paint, where React held it off: the full face's rule switched on (for
 * what the page draws later), the cut copy's data block after it, and the <noscript> copy of the rule gone (the face is
 * on for all). Any other page is returned as it is.
 */
export async function withBrandFontSubset(html: string, cut: BrandFontCutter): Promise<string> {
  const held = HELD_OFF_STYLE.exec(html);
  if (!held) return html;
  const fullFaceCss = held[1];
  const characters = pageCharacters(html);
  const block = cutBlock(await cut(fullFaceCss, characters), unicodeRange(characters));
  return html
    .replace(held[0], () => `<style id="${BRAND_FONT_STYLE_ID}">${fullFaceCss}</style>${block}`)
    .replace(`<noscript><style>${fullFaceCss}</style></noscript>`, '');
}

/** Every prerendered page of the build in `clientDir` given its cut of the face (those whose face React held off). */
export async function inlineBrandFontSubsets(clientDir: string): Promise<{ pages: number; cuts: number }> {
  const cut = brandFontCutter(clientDir);
  let pages = 0;
  const sets = new Set<string>();
  for (const file of prerenderedPages(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const done = await withBrandFontSubset(html, cut);
    if (done === html) continue;
    writeFileSync(file, done);
    pages++;
    sets.add(pageCharacters(html));
  }
  return { pages, cuts: sets.size };
}
