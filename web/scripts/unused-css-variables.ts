import { readFileSync, writeFileSync } from 'node:fs';

import { prerenderedPages, sourceTexts } from './built-files';

/**
 * After the prerender: MUI's CSS-variables theme writes all its variables on every page (405 declarations for the
 * two schemes, 22 KB of each page's inline CSS: 25 shadows, 25 overlays, every component's palette…), of which the
 * site uses about a hundred. A variable that no page's rules, style attributes or drawings read, that no line of the
 * site's source names and that no kept variable's value reads is dropped from every page. The set is the same on
 * every page, so a case page's markup shown inside /cases finds the variables it reads. React parts rendered live on a
 * page (edit mode, a list with newer data) bring their own full set (see site/lib/islands/island-providers.tsx).
 */
const DECLARATION = /(--mui-[\w-]+):([^;{}]*);?/g;
const REFERENCE = /var\((--mui-[\w-]+)/g;
const STYLE_CONTENT = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;

/** The variables `texts` read outside their own definitions, and those the definitions of these read in turn. */
export function usedVariables(texts: string[], definitions: string[]): Set<string> {
  const used = new Set<string>();
  for (const text of texts) for (const [, name] of text.replace(DECLARATION, '').matchAll(REFERENCE)) used.add(name);
  const valuesOf = new Map<string, string[]>();
  for (const css of definitions) for (const [, name, value] of css.matchAll(DECLARATION)) valuesOf.set(name, [...(valuesOf.get(name) ?? []), value]);
  const pending = [...used];
  while (pending.length) {
    for (const value of valuesOf.get(pending.pop()!) ?? []) {
      for (const [, name] of value.matchAll(REFERENCE)) {
        if (used.has(name)) continue;
        used.add(name);
        pending.push(name);
      }
    }
  }
  return used;
}

/** The page with the declarations of MUI variables outside `keep` taken out of its `<style>` elements. */
export function dropVariables(html: string, keep: Set<string>): string {
  return html.replace(
    STYLE_CONTENT,
    (_tag, open: string, css: string, close: string) =>
      open + css.replace(DECLARATION, (declaration, name: string) => (keep.has(name) ? declaration : '')) + close,
  );
}

/** The variables to keep for the pages `htmls` of a build, whose source is in `sourceDir`. */
export function cssVariablesToKeep(htmls: string[], sourceDir: string): Set<string> {
  // A line of source that names a variable (`'var(--mui-palette-brand-roof)'` in a drawing, a DOM toast) keeps it.
  const named = sourceTexts(sourceDir).map((text) => text.replace(/--mui-[\w-]+/g, (name) => `var(${name})`));
  return usedVariables([...htmls, ...named], htmls);
}

/** Drops the variables nothing reads from every page of the build; returns the bytes saved and the set kept. */
export function dropUnusedCssVariables(clientDir: string, sourceDir: string): { saved: number; keep: Set<string> } {
  const pages = prerenderedPages(clientDir).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  const keep = cssVariablesToKeep(
    pages.map((page) => page.html),
    sourceDir,
  );
  let saved = 0;
  for (const page of pages) {
    const html = dropVariables(page.html, keep);
    saved += page.html.length - html.length;
    if (html !== page.html) writeFileSync(page.file, html);
  }
  console.log(`MUI CSS variables nothing reads: ${saved} bytes dropped from ${pages.length} pages (${keep.size} variables kept)`);
  return { saved, keep };
}
