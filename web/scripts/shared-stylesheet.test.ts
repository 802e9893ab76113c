import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readEmotionStyles, shareStylesheet } from './shared-stylesheet';

const GLOBAL = '<style data-emotion="css-global 0">:root{--mui-palette-primary-main:#123}</style>';
const RULE = {
  header: '.css-h1{position:sticky;}@media (min-width:600px){.css-h1{min-height:64px;}}',
  button: '.css-b2{color:red;}.css-b2:hover{color:blue;}',
  hero: '.css-x3{font-size:3rem;}',
};
const page = (...names: (keyof typeof RULE)[]) =>
  `<!DOCTYPE html><html><head><title>t</title><style id="brand-font" media="all">@font-face{}</style>${GLOBAL}` +
  `<style data-emotion="css ${names.map((name) => RULE[name].slice(5, 7)).join(' ')}">${names.map((name) => RULE[name]).join('')}</style>` +
  `</head><body><div class="css-h1"></div></body></html>`;

function site(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'shared-css-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, html] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  return dir;
}

/** Every CSS rule a page applies, from its inline tags and the stylesheet it links, in order. */
function appliedCss(dir: string, path: string) {
  const html = readFileSync(join(dir, path), 'utf8');
  const linked = [...html.matchAll(/<link rel="stylesheet" href="\/assets\/([^"]+)"\/>/g)].map((m) => readFileSync(join(dir, 'assets', m[1]), 'utf8'));
  const cssById = new Map<string, string>();
  const inline = readEmotionStyles(html, cssById).map((id) => cssById.get(id)).join('');
  return linked.join('') + inline;
}

describe('shareStylesheet', () => {
  it('moves the rules several pages use to one hashed stylesheet and leaves each page only its own', () => {
    const dir = site({
      'index.html': page('header', 'button', 'hero'),
      'servicos/index.html': page('header', 'button'),
      '__spa-fallback.html': page('header'),
    });
    const href = shareStylesheet(dir);
    expect(href).toMatch(/^\/assets\/site-[\w-]{10}\.css$/);
    const shared = readFileSync(join(dir, href!), 'utf8');
    expect(shared).toBe(':root{--mui-palette-primary-main:#123}' + RULE.header + RULE.button);

    const home = readFileSync(join(dir, 'index.html'), 'utf8');
    // The stylesheet takes the place of the first Emotion tag: after the brand face, before the page's own rules.
    expect(home).toContain(`<style id="brand-font" media="all">@font-face{}</style><link rel="stylesheet" href="${href}"/><style data-emotion="css x3">${RULE.hero}</style></head>`);
    expect(readFileSync(join(dir, 'servicos/index.html'), 'utf8')).not.toContain('data-emotion');
    // Nothing lost, nothing reordered: each page applies exactly the CSS it carried inline.
    expect(appliedCss(dir, 'index.html')).toBe(':root{--mui-palette-primary-main:#123}' + RULE.header + RULE.button + RULE.hero);
    expect(appliedCss(dir, 'servicos/index.html')).toBe(':root{--mui-palette-primary-main:#123}' + RULE.header + RULE.button);
    // The /admin fallback is hydrated by React: left as rendered.
    expect(readFileSync(join(dir, '__spa-fallback.html'), 'utf8')).toBe(page('header'));
  });

  it('names the file by its content, so a change of CSS is a new URL under the immutable cache', () => {
    const a = shareStylesheet(site({ 'index.html': page('header'), 'x/index.html': page('header') }));
    const b = shareStylesheet(site({ 'index.html': page('button'), 'x/index.html': page('button') }));
    const again = shareStylesheet(site({ 'index.html': page('header'), 'x/index.html': page('header') }));
    expect(a).not.toBe(b);
    expect(again).toBe(a);
  });

  it('leaves a build without Emotion styles alone', () => {
    const dir = site({ 'index.html': '<html><head></head><body></body></html>' });
    expect(shareStylesheet(dir)).toBeNull();
    expect(readdirSync(join(dir, 'assets'))).toEqual([]);
  });
});
