/**
 * Rasterises the drawings with sharp, loaded from the CMS install (cms/node_modules), into cms/seed-assets/<folder>/:
 * JPEG masters of at most MAX_BYTES (the quality steps down until they fit), and the size of the WebP the CMS will
 * serve at full width (its WEBP_QUALITY, cms/src/utils/modern-formats.ts), so the log says what a visitor downloads.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../cms/package.json', import.meta.url));
const sharp = require('sharp');

const MAX_BYTES = 120 * 1024;
const JPEG = { quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' };
const MIN_QUALITY = 58;
const WEBP_QUALITY = 75;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The JPEG of an SVG at the highest quality (from 82, in steps of 4, not below 58) that fits in MAX_BYTES. */
async function fittingJpeg(svg) {
  const image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  let quality = JPEG.quality;
  let buf = await image
    .clone()
    .jpeg({ ...JPEG, quality })
    .toBuffer();
  while (buf.length > MAX_BYTES && quality > MIN_QUALITY) {
    quality -= 4;
    buf = await image
      .clone()
      .jpeg({ ...JPEG, quality })
      .toBuffer();
  }
  return { buf, quality };
}

/**
 * Draws each [file, spec, seed?] with draw(spec, w, h, seed ?? file) into cms/seed-assets/<folder>/ (its old JPEGs removed first;
 * a dark rendering is seeded by its day picture's name, dark.mjs),
 * logging each file's JPEG and WebP sizes and the totals.
 */
export async function renderAll(folder, pictures, { w, h }, draw) {
  const dir = fileURLToPath(new URL(`../../cms/seed-assets/${folder}/`, import.meta.url));
  fs.mkdirSync(dir, { recursive: true });
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.jpg')) fs.unlinkSync(path.join(dir, f));
  const total = { jpeg: 0, webp: 0 };
  for (const [file, spec, seed = file] of pictures) {
    const { buf, quality } = await fittingJpeg(draw(spec, w, h, seed));
    fs.writeFileSync(path.join(dir, file), buf);
    const webp = (await sharp(buf).webp({ quality: WEBP_QUALITY }).toBuffer()).length;
    total.jpeg += buf.length;
    total.webp += webp;
    console.log(`${file.padEnd(52)} JPEG ${kb(buf.length).padStart(6)} KB (q${quality})   WebP ${kb(webp).padStart(6)} KB`);
  }
  console.log(
    `${pictures.length} pictures of ${w} × ${h} in ${path.relative(process.cwd(), dir)}: JPEG ${kb(total.jpeg)} KB, WebP ${kb(total.webp)} KB`,
  );
}
