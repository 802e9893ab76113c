#!/usr/bin/env node
/**
 * Draws the cover images of the seeded blog articles (cms/seed-assets/articles/<slug>.jpg,
 * 1200×630, also used as Open Graph images): abstract real-estate/marketing illustrations
 * with the article's category as a small label. SVG rasterized to JPEG with sharp from the
 * CMS install; deterministic (no randomness). The scenes live in article-covers.mjs.
 *
 *   node scripts/seed-images/articles.mjs
 *
 * File names must match the `cover` fields in cms/src/seed/data/articles.ts.
 * Case images are drawn by generate.mjs.
 */
import path from 'node:path';
import { svgDoc } from './svg.mjs';
import { COVER } from './cover-parts.mjs';
import { COVERS } from './article-covers.mjs';
import { ensureDir, kb, seedDir, writeJpegWithin } from './jpeg.mjs';

const OUT_DIR = seedDir('articles');
const JPEG = { quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' };
const MAX_BYTES = 90 * 1024;

ensureDir(OUT_DIR);
let total = 0;
for (const [slug, draw] of COVERS) {
  const file = `${slug}.jpg`;
  const { size, quality } = await writeJpegWithin(OUT_DIR, file, svgDoc(COVER.w, COVER.h, draw()), JPEG, MAX_BYTES);
  total += size;
  console.log(`${file.padEnd(40)} ${kb(size)} KB (q${quality})`);
}
console.log(`${COVERS.length} images, ${kb(total)} KB in ${path.relative(process.cwd(), OUT_DIR)}`);
