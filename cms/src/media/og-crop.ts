import fs from 'fs';
import path from 'path';
import { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { errors } from '@strapi/utils';
import { CENTRE, coverCrop, focalPointOf, OG_IMAGE, type FocalPoint } from '@alicerce/domain';
import type { Format, SourceFile } from '../utils/modern-formats';

/**
 * The sharing image of a photo (issue 55): its `og` format, a 1200×630 JPEG cut around the file's focal point
 * (`coverCrop`, the rule the site's `object-position` follows), which the site names in `og:image` for a case, an
 * article and a landing page. Made with the other formats on upload and replace (centred, or around the point sent
 * with the upload), and cut again whenever the point changes (`refreshOgCrop`): a new file under a new name, so no
 * network or browser keeps the old cut, the old one deleted once the row names the new one.
 */
export const OG_FORMAT_KEY = 'og';
const OG_QUALITY = 82;
const RASTER = new Set(['jpeg', 'png', 'webp']);
/** How long reading an original from the storage (an S3 bucket) may take before the change is refused. */
const readTimeoutMs = () => Number(process.env.MEDIA_READ_TIMEOUT_MS) || 15_000;

export const OG_MESSAGES = {
  unreadable: 'Não foi possível ler o arquivo original para recortar a imagem de compartilhamento. Tente novamente em instantes.',
} as const;

/** The 1200×630 cut of an image (EXIF orientation applied, as browsers show it), or null when it is not a photo. */
export async function ogBytes(source: Buffer, point: FocalPoint): Promise<Buffer | null> {
  const upright = await sharp(source, { failOn: 'none' }).rotate().toBuffer({ resolveWithObject: true });
  if (!RASTER.has(upright.info.format) || !upright.info.width || !upright.info.height) return null;
  const cut = coverCrop({ width: upright.info.width, height: upright.info.height }, OG_IMAGE, point);
  return sharp(upright.data).extract(cut).resize(OG_IMAGE.width, OG_IMAGE.height).jpeg({ quality: OG_QUALITY, mozjpeg: true }).toBuffer();
}

const pointTag = (point: FocalPoint) =>
  point.x === CENTRE.x && point.y === CENTRE.y ? '' : `_${Math.round(point.x * 10)}x${Math.round(point.y * 10)}`;
/** The cut's name: the file's hash and the point, so a new point is a new file (and a replace keeps a centred cut's name). */
const ogHash = (file: { hash: string }, point: FocalPoint) => `${OG_FORMAT_KEY}_${file.hash}${pointTag(point)}`;

/** The format entry, as Strapi stores its own (name, hash, ext, mime, size…); `url` is set by the provider. */
function ogEntry(bytes: Buffer, file: { name: string; hash: string; path?: string | null }, point: FocalPoint) {
  return {
    name: `${OG_FORMAT_KEY}_${file.name.replace(/\.[^.]+$/, '')}.jpg`,
    hash: ogHash(file, point),
    ext: '.jpg',
    mime: 'image/jpeg',
    path: file.path ?? null,
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    size: Math.round((bytes.length / 1000) * 100) / 100,
    sizeInBytes: bytes.length,
  };
}

/** On upload and replace (image-manipulation's generateResponsiveFormats): the `og` format, beside the others. */
export async function ogFormat(source: Buffer, file: SourceFile & { focalPoint?: unknown }): Promise<Format | null> {
  const point = focalPointOf(file.focalPoint) ?? CENTRE;
  const bytes = await ogBytes(source, point);
  if (!bytes) return null;
  const entry = ogEntry(bytes, file, point);
  const filepath = file.tmpWorkingDirectory ? path.join(file.tmpWorkingDirectory, `${entry.hash}.jpg`) : `${entry.hash}.jpg`;
  await fs.promises.writeFile(filepath, bytes);
  return { key: OG_FORMAT_KEY, file: { ...entry, filepath, getStream: () => fs.createReadStream(filepath) } };
}

type StoredFile = {
  id: number;
  name: string;
  hash: string;
  url: string;
  mime: string;
  focalPoint: unknown;
  formats: Record<string, Record<string, unknown> & { hash?: string }> | null;
};

/** The original's bytes: from the public folder (local provider) or its address (S3), never waiting forever. */
async function readOriginal(strapi: Core.Strapi, url: string): Promise<Buffer> {
  try {
    if (url.startsWith('/')) return await fs.promises.readFile(path.join(strapi.dirs.static.public, decodeURIComponent(url.split('?')[0])));
    const res = await fetch(url, { signal: AbortSignal.timeout(readTimeoutMs()) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  } catch (error) {
    strapi.log.error(`[media] original of ${url} not read: ${(error as Error).message}`);
    throw new errors.ApplicationError(OG_MESSAGES.unreadable);
  }
}

/**
 * Cuts the sharing image of file `id` around `point` and stores it with the point, in one write: the new file is written
 * first, then the row names it (with the point), then the old cut is deleted — so an unreadable original (a bucket down
 * or hanging) refuses the change with nothing stored, and a row never names a missing file. A file that is not a photo
 * only gets the point. Answers false when the file is gone.
 */
export async function storeFocalPoint(strapi: Core.Strapi, id: unknown, point: FocalPoint): Promise<boolean> {
  const files = strapi.db.query('plugin::upload.file');
  const file = (await files.findOne({
    where: { id: Number(id) },
    select: ['id', 'name', 'hash', 'url', 'mime', 'focalPoint', 'formats'],
  })) as StoredFile | null;
  if (!file) return false;
  const previous = file.formats?.[OG_FORMAT_KEY];
  const raster = /^image\/(jpeg|png|webp)$/.test(file.mime);
  const bytes = raster && previous?.hash !== ogHash(file, point) ? await ogBytes(await readOriginal(strapi, file.url), point) : null;
  if (!bytes) {
    await files.update({ where: { id: file.id }, data: { focalPoint: point } });
    return true;
  }
  // The provider writes the file and sets its `url` on the object it is given.
  const written: Record<string, unknown> = { ...ogEntry(bytes, file, point), getStream: () => Readable.from(bytes) };
  await strapi.plugin('upload').service('provider').upload(written);
  const { getStream: _stream, ...stored } = written;
  await files.update({ where: { id: file.id }, data: { focalPoint: point, formats: { ...(file.formats ?? {}), [OG_FORMAT_KEY]: stored } } });
  if (previous) {
    await Promise.resolve(strapi.plugin('upload').provider.delete(previous as never)).catch((error: Error) =>
      strapi.log.warn(`[media] old sharing image ${String(previous.url)} not deleted: ${error.message}`),
    );
  }
  return true;
}
