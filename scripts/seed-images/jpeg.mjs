/**
 * Rasterizes SVG strings to JPEG with sharp, loaded from the CMS install (cms/node_modules),
 * and locates the output folders under cms/seed-assets/.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../cms/package.json', import.meta.url));
const sharp = require('sharp');

/** Absolute path of cms/seed-assets/<name>/. */
export const seedDir = (name) => fileURLToPath(new URL(`../../cms/seed-assets/${name}/`, import.meta.url));

/** Kilobytes with one decimal, for the progress log. */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Encodes an SVG string as JPEG (flattened on white) and returns the buffer. */
export const encodeJpeg = (svg, options) =>
  sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg(options).toBuffer();

/** Writes `svg` as JPEG to dir/file and returns the file size in bytes. */
export async function writeJpeg(dir, file, svg, options) {
  const out = path.join(dir, file);
  await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg(options).toFile(out);
  return fs.statSync(out).size;
}

/**
 * Writes `svg` as JPEG to dir/file, lowering the quality in steps of 6 (not below 50)
 * until the file fits in maxBytes. Returns { size, quality }.
 */
export async function writeJpegWithin(dir, file, svg, options, maxBytes) {
  let quality = options.quality;
  let buf = await encodeJpeg(svg, { ...options, quality });
  while (buf.length > maxBytes && quality > 50) {
    quality -= 6;
    buf = await encodeJpeg(svg, { ...options, quality });
  }
  fs.writeFileSync(path.join(dir, file), buf);
  return { size: buf.length, quality };
}

/** Creates `dir` (and its parents) if it does not exist. */
export const ensureDir = (dir) => fs.mkdirSync(dir, { recursive: true });

/** Creates `dir` if needed and deletes the JPEGs already in it. */
export function emptyJpegDir(dir) {
  ensureDir(dir);
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.jpg')) fs.unlinkSync(path.join(dir, f));
}
