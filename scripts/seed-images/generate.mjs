#!/usr/bin/env node
/**
 * Draws the demo case images shipped in cms/seed-assets/cases/ (abstract real-estate
 * illustrations; the result charts are data, drawn by the site) as SVG and rasterizes them to JPEG with sharp
 * from the CMS install. Deterministic: the same input always gives the same pictures.
 *
 *   node scripts/seed-images/generate.mjs
 *
 * The file names must match the ones referenced in cms/src/seed/data/cases.ts.
 * Article covers are drawn by articles.mjs.
 */
import path from 'node:path';
import { CASES } from './cases.mjs';
import { photo } from './case-scenes.mjs';
import { emptyJpegDir, kb, seedDir, writeJpeg } from './jpeg.mjs';

const OUT_DIR = seedDir('cases');
const JPEG = { quality: 76, mozjpeg: true, chromaSubsampling: '4:2:0' };

emptyJpegDir(OUT_DIR);

let total = 0;
let count = 0;
for (const c of CASES) {
  // build all SVGs of a case first: element ids are numbered in drawing order
  const jobs = [[`${c.slug}-main.jpg`, photo(c.main, c.palette, {}, `${c.slug}-main`)]];
  c.gallery.forEach(([scene, palette, opts], i) => {
    jobs.push([`${c.slug}-g${i + 1}.jpg`, photo(scene, palette ?? c.palette, opts, `${c.slug}-g${i + 1}`)]);
  });
  for (const [file, svg] of jobs) {
    const size = await writeJpeg(OUT_DIR, file, svg, JPEG);
    total += size;
    count += 1;
    console.log(`${file.padEnd(52)} ${kb(size)} KB`);
  }
}
console.log(`${count} images, ${kb(total)} KB in ${path.relative(process.cwd(), OUT_DIR)}`);
