import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';

/** cms/seed-assets, from dist/src/seed at run time or src/seed under ts-jest. */
export const SEED_ASSETS_DIR =
  process.env.SEED_ASSETS_DIR || path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..', 'seed-assets');

const MIME: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

type StoredFile = {
  id: number;
  name: string;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  sizeInBytes?: number;
  url: string;
  path?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, unknown> | null;
};

async function store(strapi: Core.Strapi, filepath: string, alternativeText: string, name = path.basename(filepath)): Promise<StoredFile> {
  const { size } = fs.statSync(filepath);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText, caption: alternativeText } },
      files: { filepath, originalFilename: name, mimetype: MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream', size },
    });
  return file as StoredFile;
}

/**
 * The dark theme's rendering of a shipped drawing (`<name>.dark.jpg` beside it, scripts/seed-images/dark.mjs), kept
 * with the day file as its `dark` format and `dark_<format>` copies (`dark_small_avif`…): the site shows it in the dark
 * theme (web/src/shared/lib/media-sources.ts). Its own row is dropped so the media library lists one picture; its name is
 * one letter, so the addresses every page carries for it are short (a /cases page holds two dozen).
 */
async function attachDarkRendering(strapi: Core.Strapi, day: StoredFile, darkPath: string, alternativeText: string) {
  const night = await store(strapi, darkPath, alternativeText, `n${path.extname(darkPath)}`);
  // A format carries the whole file's metadata (name, hash, mime, size…): Strapi's export/import (the backups) checks
  // each format's sidecar and refuses one without them.
  const { name, hash, ext, mime, size, sizeInBytes, width, height, url, path: filePath } = night;
  const dark = { name, hash, ext, mime, size, sizeInBytes, width, height, url, path: filePath ?? null };
  const formats: Record<string, unknown> = { ...(day.formats ?? {}), dark };
  for (const [key, format] of Object.entries(night.formats ?? {})) formats[`dark_${key}`] = format;
  await strapi.db.query('plugin::upload.file').update({ where: { id: day.id }, data: { formats } });
  await strapi.db.query('plugin::upload.file').delete({ where: { id: night.id } });
}

/** Stores one shipped image file (under seed-assets/, or an absolute path) in the media library and returns its id. */
export async function uploadAsset(strapi: Core.Strapi, relativePath: string, alternativeText: string): Promise<number> {
  const filepath = path.resolve(SEED_ASSETS_DIR, relativePath);
  const file = await store(strapi, filepath, alternativeText);
  const darkPath = filepath.replace(/(\.[a-z]+)$/i, '.dark$1');
  if (darkPath !== filepath && fs.existsSync(darkPath)) await attachDarkRendering(strapi, file, darkPath, alternativeText);
  return file.id;
}
