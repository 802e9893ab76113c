import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';

/** cms/seed-assets, from dist/src/seed at run time or src/seed under ts-jest. */
export const SEED_ASSETS_DIR =
  process.env.SEED_ASSETS_DIR || path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..', 'seed-assets');

const MIME: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/** Stores one shipped image file (under seed-assets/, or an absolute path) in the media library and returns its id. */
export async function uploadAsset(strapi: Core.Strapi, relativePath: string, alternativeText: string): Promise<number> {
  const filepath = path.resolve(SEED_ASSETS_DIR, relativePath);
  const { size } = fs.statSync(filepath);
  const name = path.basename(filepath);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText, caption: alternativeText } },
      files: { filepath, originalFilename: name, mimetype: MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream', size },
    });
  return file.id;
}
