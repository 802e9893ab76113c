import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { filesUnder, prerenderedPages, sourceTexts } from './built-files';

/**
 * After the prerender: MUI writes its global class names on every element (`MuiPaper-root MuiPaper-elevation
 * MuiAppBar-root MuiAppBar-colorInherit …`, 11–19 KB of a page) for theme overrides and outside CSS to hook on. A
 * prerendered page is never hydrated (its islands are plain DOM code, and a part rendered live by React gets its own
 * classes), so a name that no rule of the build and no line of the site's source mentions is dead weight: it is dropped
 * from the page. Names a rule or an island uses stay (`MuiSwitch-switchBase`, `MuiFormControl-root`…), and so do the
 * state classes (`Mui-disabled`, `Mui-error`), which islands toggle. MUI's own bundled code is not read: it names
 * every class it could ever write, and none of it runs on these elements.
 */
const MUI_NAME = /\bMui[A-Z][A-Za-z]*-[A-Za-z0-9]+/g;
const CLASS_ATTRIBUTE = / class="([^"]*)"/g;

/** Every MUI class name that a rule (inline or in a stylesheet) or a script of the build mentions. */
export function referencedMuiNames(texts: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of texts) for (const [name] of text.matchAll(MUI_NAME)) names.add(name);
  return names;
}

/** The page without the MUI class names outside `keep` (its rules and scripts are not read here: pass them in `keep`). */
export function dropUnusedMuiNames(html: string, keep: Set<string>): string {
  return html.replace(CLASS_ATTRIBUTE, (attribute, value: string) => {
    const kept = value.split(' ').filter((name) => name && (!/^Mui[A-Z]/.test(name) || keep.has(name)));
    if (kept.length === value.split(' ').filter(Boolean).length) return attribute;
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}

const styleText = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);

/** The MUI class names the inline rules of `htmls` mention (a page rendered after the build: keep-sets.ts). */
export const muiNamesInStyles = (htmls: string[]) => referencedMuiNames(htmls.flatMap(styleText));

/** The MUI class names to keep for the pages `htmls` of the build in `clientDir`, whose source is in `sourceDir`. */
export const muiNamesToKeep = (clientDir: string, htmls: string[], sourceDir: string) =>
  referencedMuiNames([
    ...filesUnder(join(clientDir, 'assets'), '.css').map((file) => readFileSync(file, 'utf8')),
    ...sourceTexts(sourceDir),
    ...htmls.flatMap(styleText),
  ]);

/** Drops the MUI class names no rule or script uses from every page of the build; returns the bytes saved and the set kept. */
export function dropUnusedMuiClasses(clientDir: string, sourceDir: string): { saved: number; keep: Set<string> } {
  const pages = prerenderedPages(clientDir).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  const keep = muiNamesToKeep(
    clientDir,
    pages.map((page) => page.html),
    sourceDir,
  );
  let saved = 0;
  for (const page of pages) {
    const html = dropUnusedMuiNames(page.html, keep);
    saved += page.html.length - html.length;
    if (html !== page.html) writeFileSync(page.file, html);
  }
  console.log(`MUI class names no rule or script uses: ${saved} bytes dropped from ${pages.length} pages (${keep.size} names kept)`);
  return { saved, keep };
}
