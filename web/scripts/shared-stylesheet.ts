import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { prerenderedPages } from './built-files';

/**
 * After the prerender: the Emotion CSS every page carried inline (75–105 KB per page, the same theme, layout and
 * components on each) moves to one hashed stylesheet in assets/ (served immutable, cached once for the whole site);
 * a page keeps inline only the rules no other page uses. Measured against inlining in docs/benchmarks.md.
 *
 * A rule goes to the shared file when at least `SHARED_MIN_PAGES` pages use it: below that it would make every first
 * visit download CSS for a page it may never see. Emotion's class rules are single-class selectors of equal
 * specificity, written in the order Emotion inserted them, so the shared file keeps the first page's order and the
 * page's own rules come after it, as they did inline.
 */
export const SHARED_MIN_PAGES = 2;

const STYLE_TAG = /<style data-emotion="([^" ]+)(?: ([^"]*))?"[^>]*>([\s\S]*?)<\/style>/g;
const STYLESHEET_MARK = '<!--shared-stylesheet-->';

interface PageStyles {
  file: string;
  html: string;
  /** Emotion's ids in the page's order; a global chunk is `key:id` (e.g. `css-global:13kse5l`). */
  ids: string[];
}

/** Splits Emotion's minified CSS into its top-level rules (`{…}` balanced; Emotion writes no braces in strings here). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}

/** Reads a page's Emotion style tags into `cssById` (one CSS text per id) and returns its ids in order. */
export function readEmotionStyles(html: string, cssById: Map<string, string>): string[] {
  const ids: string[] = [];
  for (const [, key, names = '', css] of html.matchAll(STYLE_TAG)) {
    if (key !== 'css') {
      // A global chunk (the theme's variables, the baseline, a keyframes) is one tag per id.
      const id = `${key}:${names}`;
      cssById.set(id, css);
      ids.push(id);
      continue;
    }
    const own = new Map<string, string>();
    for (const rule of topLevelRules(css)) {
      const name = /\.css-([a-z0-9]+)/.exec(rule)?.[1] ?? '';
      own.set(name, (own.get(name) ?? '') + rule);
    }
    for (const name of names.split(' ').filter(Boolean)) {
      if (own.has(name)) cssById.set(name, own.get(name)!);
      ids.push(name);
    }
  }
  return ids;
}

/** Writes `assets/site-<hash>.css` and rewrites every prerendered page to link it; returns the file's site path. */
export function shareStylesheet(clientDir: string, minPages = SHARED_MIN_PAGES): string | null {
  const cssById = new Map<string, string>();
  const pages: PageStyles[] = prerenderedPages(clientDir)
    .map((file) => ({ file, html: readFileSync(file, 'utf8') }))
    .map((page) => ({ ...page, ids: readEmotionStyles(page.html, cssById) }))
    .filter((page) => page.ids.length > 0);
  if (pages.length === 0) return null;

  const uses = new Map<string, number>();
  for (const page of pages) for (const id of new Set(page.ids)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const isShared = (id: string) => (uses.get(id) ?? 0) >= Math.min(minPages, pages.length);

  const order: string[] = [];
  const placed = new Set<string>();
  for (const page of pages) {
    for (const id of page.ids) {
      if (!isShared(id) || placed.has(id)) continue;
      placed.add(id);
      order.push(id);
    }
  }
  const css = order.map((id) => cssById.get(id) ?? '').join('');
  const name = `site-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  writeFileSync(join(clientDir, 'assets', name), css);
  const href = `/assets/${name}`;

  for (const page of pages) {
    const own = page.ids.filter((id) => !isShared(id) && !id.includes(':'));
    const globals = page.ids.filter((id) => !isShared(id) && id.includes(':'));
    const inline = [
      ...globals.map((id) => `<style data-emotion="${id.replace(':', ' ')}">${cssById.get(id) ?? ''}</style>`),
      own.length ? `<style data-emotion="css ${own.join(' ')}">${own.map((id) => cssById.get(id) ?? '').join('')}</style>` : '',
    ].join('');
    // The stylesheet and the page's own rules take the place of the first Emotion tag; the others go.
    let first = true;
    const html = page.html
      .replace(STYLE_TAG, () => (first ? ((first = false), STYLESHEET_MARK) : ''))
      .replace(STYLESHEET_MARK, `<link rel="stylesheet" href="${href}"/>${inline}`);
    writeFileSync(page.file, html);
  }
  console.log(`shared stylesheet ${href}: ${order.length} rules, ${css.length} bytes, for ${pages.length} pages (${relative(process.cwd(), clientDir)})`);
  return href;
}
