// bench:web's "no JavaScript" row: the page's own HTML with every script removed but its JSON-LD.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutScripts } from '../lib/no-js-copy.mjs';

test('removes inline, module and src scripts, keeps JSON-LD and everything else', () => {
  const html = [
    '<head><script>window.dataLayer=[];</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<style>h1{color:red}</style></head>',
    '<body><h1>Serviços</h1><script type="module" src="/assets/entry.js"></script>',
    "<script>requestAnimationFrame(function(){var s=document.createElement('script')})</script></body>",
  ].join('');
  const out = withoutScripts(html);
  assert.equal(
    out,
    '<head><script type="application/ld+json">{"@type":"Organization"}</script><style>h1{color:red}</style></head><body><h1>Serviços</h1></body>',
  );
});
