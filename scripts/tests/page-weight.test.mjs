// The built pages' weight budget (npm test, after the build): a page over it is named, with what it is made of.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pagesOverBudget } from '../lib/page-weight.mjs';

test('names only the pages over the decoded or the gzip budget, with their inline CSS among their parts', () => {
  const root = mkdtempSync(join(tmpdir(), 'page-weight-'));
  try {
    const light = join(root, 'light.html');
    const heavy = join(root, 'heavy.html');
    // Random bytes do not compress: over the gzip budget though under the decoded one.
    const noise = Array.from({ length: 3000 }, () => Math.random().toString(36).slice(2)).join('');
    writeFileSync(light, '<!DOCTYPE html><html lang="pt-BR"><head><title>Leve</title></head><body><p>Olá</p></body></html>');
    writeFileSync(heavy, `<!DOCTYPE html><html lang="pt-BR"><head><style>.x{content:"${noise}"}</style></head><body></body></html>`);
    const over = pagesOverBudget([light, heavy], root, { decoded: 64 * 1024, gzip: 8 * 1024 });
    assert.equal(over.length, 1);
    assert.match(over[0], /^heavy\.html: .* gzip \(budget 8\.0 KB\), brand face 0\.0 KB \(budget Infinity KB\) — face 0\.0 KB, css \d+\.\d KB/);
    // And a decoded size over its budget alone is named too.
    assert.equal(pagesOverBudget([light], root, { decoded: 50, gzip: 8 * 1024 }).length, 1);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("the brand face's inline copy counts against its own budget, not the page's", () => {
  const root = mkdtempSync(join(tmpdir(), 'page-weight-'));
  try {
    const page = join(root, 'cases.html');
    const noise = Array.from({ length: 3000 }, () => Math.random().toString(36).slice(2)).join('');
    const face = `<style id="brand-font">@font-face{font-family:Manrope}</style><script type="text/plain" id="brand-font-cut" data-unicode-range="U+20">${noise}</script>`;
    writeFileSync(page, `<!DOCTYPE html><html lang="pt-BR"><head>${face}</head><body><p>Cases</p></body></html>`);
    // The page without its face is light: only the face's own budget can name it.
    assert.deepEqual(pagesOverBudget([page], root, { decoded: 1024, gzip: 1024, face: 64 * 1024 }), []);
    const over = pagesOverBudget([page], root, { decoded: 1024, gzip: 1024, face: 8 * 1024 });
    assert.equal(over.length, 1);
    assert.match(over[0], /brand face \d+\.\d KB \(budget 8\.0 KB\) — face \d+\.\d KB/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
