// The media library at volume (issue 55's bench row): `count` upload rows written straight into the CMS's `files` table
// (scripts/seed-volume.mjs's database access, SQLite or PostgreSQL), each a valid upload as Strapi stores one — name,
// hash, ext, mime, size, dimensions, URL, and formats carrying full metadata (name, hash, ext, mime, size, sizeInBytes,
// dimensions, url) — so the list endpoint, the usage index and a backup read them like any other. The bytes are the
// seeded CMS's own uploads: each new row's original and its thumbnail and small copies are hard links (or copies) of a
// template file's, under the row's own hash, so every thumbnail the 'Mídia' screen shows answers 200.
import { copyFileSync, existsSync, linkSync } from 'node:fs';
import { join } from 'node:path';

import { openDatabase } from './volume-database.mjs';

const COLUMNS = [
  'document_id',
  'name',
  'alternative_text',
  'width',
  'height',
  'formats',
  'hash',
  'ext',
  'mime',
  'size',
  'url',
  'provider',
  'folder_path',
  'created_at',
  'updated_at',
  'published_at',
];
/** The resized copies a seeded row keeps (the screen shows the thumbnail). */
const KEPT_FORMATS = ['thumbnail', 'small'];
const MINUTE_MS = 60_000;

/** Seeded file i's name: 'arquivo-0042-<template's name>' (searchable by its number). */
const seededMediaName = (i, template) => `arquivo-${String(i).padStart(4, '0')}-${template.name}`;

function sameBytes(from, to) {
  if (existsSync(to)) return;
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Writes `count` files modelled on `templates` (images of the CMS as GET /api/upload/files lists them, each with a
 * thumbnail) into `publicDir`/uploads and the database. Row 0 is the newest (a minute apart, older than now); every
 * third row (1, 4, 7…) has no alt text, so the 'Sem texto alternativo' filter has a page of its own.
 */
export async function seedMediaFiles({ count, templates, publicDir, env = process.env }) {
  const usable = templates.filter((file) => file.mime?.startsWith('image/') && file.formats?.thumbnail);
  if (usable.length === 0) throw new Error('seed-media-files: no image with a thumbnail to copy (is the CMS seeded?)');
  const now = Date.now();
  const rows = [];
  for (let i = 0; i < count; i++) {
    const template = usable[i % usable.length];
    const hash = `bench_media_${String(i).padStart(4, '0')}_${template.hash}`;
    sameBytes(join(publicDir, template.url), join(publicDir, 'uploads', `${hash}${template.ext}`));
    const formats = {};
    for (const key of KEPT_FORMATS) {
      const format = template.formats[key];
      if (!format) continue;
      const copyHash = `${key}_${hash}`;
      sameBytes(join(publicDir, format.url), join(publicDir, 'uploads', `${copyHash}${format.ext}`));
      formats[key] = {
        ...format,
        name: `${key}_${seededMediaName(i, template)}`,
        hash: copyHash,
        path: null,
        url: `/uploads/${copyHash}${format.ext}`,
      };
    }
    const at = new Date(now - (i + 1) * MINUTE_MS);
    rows.push([
      `benchmedia${String(i).padStart(14, '0')}`,
      seededMediaName(i, template),
      i % 3 === 1 ? null : `Imagem ${i} da biblioteca`,
      template.width,
      template.height,
      JSON.stringify(formats),
      hash,
      template.ext,
      template.mime,
      template.size,
      `/uploads/${hash}${template.ext}`,
      'local',
      '/',
      at,
      at,
      at,
    ]);
  }
  const db = await openDatabase(env);
  try {
    await db.insert('files', COLUMNS, rows);
    await db.analyze();
  } finally {
    await db.close();
  }
  return { count: rows.length, templates: usable.length };
}
