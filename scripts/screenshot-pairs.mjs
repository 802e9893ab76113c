// `node scripts/screenshot-pairs.mjs <before-dir> <after-dir> <out-dir> <shot>...`: before/after sheets of screenshots
// made by `npm run screenshots`, small enough to commit beside a note on what changed (docs/visual-changes.md). For
// each shot name (as screenshots/ names it, without width and theme: 'home', 'cases_<slug>'), two WebP sheets: 1366 px
// (rows light and dark, columns before and after, the top 1400 px of each page) and 375 px (before/after light, then
// before/after dark, the top 1500 px).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const sharp = createRequire(new URL('../cms/package.json', import.meta.url))('sharp');
const [before, after, out, ...shots] = process.argv.slice(2);
if (!shots.length) throw new Error('usage: node scripts/screenshot-pairs.mjs <before-dir> <after-dir> <out-dir> <shot>...');

/** The top `height` px of a page (or all of it), `tile` px wide, with a caption band above. */
async function tile(file, tileWidth, pageWidth, height, caption) {
  const meta = await sharp(file).metadata();
  const shot = await sharp(file)
    .extract({ left: 0, top: 0, width: pageWidth, height: Math.min(meta.height, height) })
    .resize({ width: tileWidth })
    .toBuffer();
  const { height: h } = await sharp(shot).metadata();
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tileWidth}" height="28"><rect width="100%" height="100%" fill="#24201B"/><text x="8" y="19" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#FAF7F2">${caption}</text></svg>`,
  );
  return {
    buffer: await sharp({ create: { width: tileWidth, height: h + 28, channels: 3, background: '#FFFFFF' } })
      .composite([
        { input: label, top: 0, left: 0 },
        { input: shot, top: 28, left: 0 },
      ])
      .png()
      .toBuffer(),
    height: h + 28,
  };
}

async function sheet(file, tiles, columns, tileWidth) {
  const rows = Math.ceil(tiles.length / columns);
  const rowHeights = Array.from({ length: rows }, (_, r) => Math.max(...tiles.slice(r * columns, r * columns + columns).map((t) => t.height)));
  const composite = tiles.map((t, i) => ({
    input: t.buffer,
    left: (i % columns) * (tileWidth + 8),
    top: rowHeights.slice(0, Math.floor(i / columns)).reduce((a, b) => a + b + 8, 0),
  }));
  const width = columns * tileWidth + (columns - 1) * 8;
  const height = rowHeights.reduce((a, b) => a + b, 0) + (rows - 1) * 8;
  await sharp({ create: { width, height, channels: 3, background: '#8C857A' } })
    .composite(composite)
    .webp({ quality: 68 })
    .toFile(file);
  console.log(file);
}

mkdirSync(out, { recursive: true });
for (const shot of shots) {
  const wide = [];
  for (const theme of ['light', 'dark']) {
    for (const [dir, when] of [
      [before, 'antes'],
      [after, 'depois'],
    ])
      wide.push(await tile(join(dir, `${shot}-1366-${theme}.png`), 480, 1366, 1400, `${when} · 1366 px · ${theme === 'light' ? 'claro' : 'escuro'}`));
  }
  await sheet(join(out, `${shot}-1366.webp`), wide, 2, 480);
  const phone = [];
  for (const theme of ['light', 'dark']) {
    for (const [dir, when] of [
      [before, 'antes'],
      [after, 'depois'],
    ])
      phone.push(await tile(join(dir, `${shot}-375-${theme}.png`), 200, 375, 1500, `${when} · ${theme === 'light' ? 'claro' : 'escuro'}`));
  }
  await sheet(join(out, `${shot}-375.webp`), phone, 4, 200);
}
