import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { SEED_ASSETS_DIR, uploadAsset } from './upload-asset';

/** Height in px of the PNG made from a drawn logo: sharp at three times the 48 px the strip shows at most. */
const LOGO_PNG_HEIGHT = 144;

/**
 * Stores a shipped SVG drawing in the media library as a PNG (transparent ground): the library accepts no SVG (it can
 * carry scripts, utils/upload-allow-list.ts), so the seed uploads what any editor could.
 */
export async function uploadSvgAsPng(strapi: Core.Strapi, relativePath: string, alternativeText: string): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-logo-'));
  try {
    const png = path.join(dir, `${path.basename(relativePath, '.svg')}.png`);
    await sharp(path.join(SEED_ASSETS_DIR, relativePath), { density: 300 })
      .resize({ height: LOGO_PNG_HEIGHT })
      .png({ compressionLevel: 9 })
      .toFile(png);
    return await uploadAsset(strapi, png, alternativeText);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
