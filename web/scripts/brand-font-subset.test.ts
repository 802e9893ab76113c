// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { brandFontCutter, pageCharacters, unicodeRange, withBrandFontSubset } from './brand-font-subset';

const FACE_FILE = createRequire(import.meta.url).resolve('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2');
const FULL_FACE = '@font-face{font-family:Manrope;font-display:swap;src:url(/assets/manrope-abc.woff2) format("woff2")}';

/** A page as React writes one whose largest paint is a picture: the face held off, and its copy for browsers without scripts. */
const heldOffPage = (body: string) =>
  `<!DOCTYPE html><html><head><title>Título não desenhado — ß</title><style id="brand-font" media="not all">${FULL_FACE}</style>` +
  `<noscript><style>${FULL_FACE}</style></noscript><style>.x::before{content:"\\203A"}</style></head><body>${body}` +
  '<script>var ignorado="Ω"</script><noscript>Sem script: ¶</noscript></body></html>';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A built site with the face where the rule names it. */
function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), 'brand-face-'));
  made.push(dir);
  mkdirSync(join(dir, 'assets'));
  copyFileSync(FACE_FILE, join(dir, 'assets', 'manrope-abc.woff2'));
  return dir;
}

describe('pageCharacters', () => {
  it("holds what the page's text, fields and CSS draw, with the digits — and not its title, scripts or <noscript>", () => {
    const characters = pageCharacters(
      heldOffPage('<h1>Ação</h1><!-- -->Vendas &amp; lançamentos&nbsp;já<input placeholder="Seu e-mail" value="Zé"/>'),
    );
    for (const expected of ['A', 'ç', 'ã', 'o', '&', '\u00a0', 'j', '-', 'Z', 'é', '›', ' ', '0', '9'])
      expect(characters, JSON.stringify(expected)).toContain(expected);
    for (const absent of ['Ω', '¶', 'ß', 'í', 'Í', '<', '>', '!', '\n']) expect(characters, JSON.stringify(absent)).not.toContain(absent);
    // No style changes a letter's case here: only the case written is cut.
    for (const absent of ['Ç', 'Ã', 'J', 'É', 'z']) expect(characters, JSON.stringify(absent)).not.toContain(absent);
  });

  it('holds the upper case of the text a style upper-cases (an overline), nested elements included, and only that text', () => {
    const page = heldOffPage(
      '<p class="MuiTypography-root css-over">Lançamento <b>vendido</b></p><p class="css-plain">quadra</p><span class="css-first">agosto</span>',
    ).replace(
      '</head>',
      '<style>.css-over{font-weight:700;text-transform:uppercase}.css-first::first-letter{text-transform:uppercase}</style></head>',
    );
    const characters = pageCharacters(page);
    for (const expected of ['Ç', 'V', 'D', 'O', 'A']) expect(characters, JSON.stringify(expected)).toContain(expected);
    expect(characters).not.toContain('Q');
  });

  it('holds both cases of every letter when a style changes the case of elements it names by tag, not class', () => {
    const page = heldOffPage('<h2>quadra</h2>').replace('</head>', '<style>h2{text-transform:uppercase}</style></head>');
    expect(pageCharacters(page)).toContain('Q');
  });
});

describe('unicodeRange', () => {
  it('joins consecutive code points and lists each once', () => {
    expect(unicodeRange('cabd a ç')).toBe('U+20,U+61-64,U+E7');
  });
});

describe('withBrandFontSubset', () => {
  it("turns the face on and writes the copy cut to the page's characters in a data block after it; drops the <noscript> copy", async () => {
    const html = heldOffPage('<h1>Cases de lançamentos</h1><p>Vendas em 90 dias</p>');
    const page = await withBrandFontSubset(html, brandFontCutter(clientDir()));
    expect(page).toContain(`<style id="brand-font">${FULL_FACE}</style><script type="text/plain" id="brand-font-cut"`);
    const block = /<script type="text\/plain" id="brand-font-cut" data-unicode-range="([^"]+)">([A-Za-z0-9+/=]+)<\/script>/.exec(page);
    expect(block?.[1]).toBe(unicodeRange(pageCharacters(html)));
    const bytes = Buffer.from(block?.[2] ?? '', 'base64');
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // Cut to a few dozen characters: well under the 24.8 KB of the whole latin face.
    expect(bytes.length).toBeLessThan(12_000);
    expect(page).not.toContain('media="not all"');
    expect(page).not.toContain(`<noscript><style>${FULL_FACE}`);
  });

  it('leaves a page whose face React did not hold off as it is', async () => {
    const html = `<html><head><style id="brand-font" media="all">${FULL_FACE}</style></head><body><h1>Início</h1></body></html>`;
    expect(await withBrandFontSubset(html, brandFontCutter(clientDir()))).toBe(html);
  });
});
