// The "what each page's HTML is made of" table of bench:web: every byte of the page in exactly one part.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlParts } from '../lib/html-parts.mjs';

const page = [
  '<!DOCTYPE html><html lang="pt-BR"><head><style id="brand-font">@font-face{font-family:Manrope}</style>',
  '<script type="text/plain" id="brand-font-cut" data-unicode-range="U+20">d09GMgABAAAAA</script>',
  '<style data-emotion="css a1">.css-a1{color:red}</style>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><header class="css-a1 MuiBox-root"><svg viewBox="0 0 24 24" class="icon"><path d="M0 0h24"/></svg></header>',
  '<main class="css-b2"><h1>Lançamentos que vendem</h1><picture><source srcset="/a.avif" type="image/avif"><img src="/a.jpg" alt="Fachada"></picture></main>',
  '<script>window.ready=1</script></body></html>',
].join('');

test('names the brand face, the other inline CSS, SVG, scripts, pictures and class attributes, and the parts add up to the page', () => {
  const parts = htmlParts(page);
  const bytes = (text) => Buffer.byteLength(text);
  assert.equal(
    parts.face,
    bytes(
      '<style id="brand-font">@font-face{font-family:Manrope}</style><script type="text/plain" id="brand-font-cut" data-unicode-range="U+20">d09GMgABAAAAA</script>',
    ),
  );
  assert.equal(parts.css, bytes('<style data-emotion="css a1">.css-a1{color:red}</style>'));
  assert.equal(parts.svg, bytes('<svg viewBox="0 0 24 24" class="icon"><path d="M0 0h24"/></svg>'));
  assert.equal(
    parts.scripts,
    bytes('<script type="application/ld+json">{"@type":"Organization"}</script>') + bytes('<script>window.ready=1</script>'),
  );
  assert.equal(parts.pictures, bytes('<picture><source srcset="/a.avif" type="image/avif"><img src="/a.jpg" alt="Fachada"></picture>'));
  // The svg's own class belongs to the svg; only the rest's class attributes count here.
  assert.equal(parts.classes, bytes(' class="css-a1 MuiBox-root"') + bytes(' class="css-b2"'));
  assert.equal(
    Object.values(parts).reduce((sum, n) => sum + n, 0),
    bytes(page),
    'every byte in one part',
  );
  // Multi-byte text counts in bytes, as the page is sent.
  assert.ok(parts.rest > 'Lançamentos que vendem'.length);
});
