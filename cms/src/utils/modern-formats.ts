import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { cachedEncode } from './encode-cache';

/**
 * AVIF and WebP copies of each resized format of an image and of the image itself, next to Strapi's own formats (same
 * format as the upload): `small_avif` … `full_avif`, `small_webp` … `full_webp`. The site offers AVIF first, then
 * WebP, then the upload's format, in a <picture>. On the drawn covers at 750 px, WebP is a third of the JPEG and AVIF
 * about 60 % of the WebP (cover of /blog 31.5 → 17.1 KB, of /cases 34.8 → 21.2 KB) — on a phone's slow link, the
 * difference between an LCP of 1.4 s and of 1.1 s. AVIF at effort 2 encodes in ~0.15 s at 750 px (effort 4, the
 * default: ~0.8 s, 5 % smaller).
 */
export const WEBP_QUALITY = 75;
export const AVIF = { quality: 50, effort: 2 } as const;
const SOURCE_FORMATS = new Set(['jpeg', 'png']);

export type SourceFile = {
  name: string;
  hash: string;
  path?: string | null;
  filepath?: string;
  tmpWorkingDirectory?: string;
  width?: number;
  height?: number;
  getStream: () => NodeJS.ReadableStream;
};
export type Format = { key: string; file: SourceFile & { width?: number; height?: number } };

type Image = ReturnType<typeof sharp>;
type Codec = { ext: 'webp' | 'avif'; mime: string; settings: string; encode: (image: Image) => Image };
const CODECS: Codec[] = [
  { ext: 'avif', mime: 'image/avif', settings: JSON.stringify(AVIF), encode: (image) => image.avif(AVIF) },
  { ext: 'webp', mime: 'image/webp', settings: JSON.stringify({ quality: WEBP_QUALITY }), encode: (image) => image.webp({ quality: WEBP_QUALITY }) },
];

export async function bufferOf(file: SourceFile): Promise<Buffer> {
  if (file.filepath) return fs.promises.readFile(file.filepath);
  const chunks: Buffer[] = [];
  for await (const chunk of file.getStream() as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function copyOf(source: Buffer, width: number | undefined, codec: Codec, { key, file }: { key: string; file: SourceFile }) {
  const hash = `${key}_${file.hash}`;
  const filepath = file.tmpWorkingDirectory ? path.join(file.tmpWorkingDirectory, `${hash}.${codec.ext}`) : `${hash}.${codec.ext}`;
  const bytes = await cachedEncode(source, `${codec.ext}:${codec.settings}:${width ?? 'full'}`, () =>
    codec.encode(sharp(source).resize(width ? { width, withoutEnlargement: true } : undefined)).toBuffer(),
  );
  await fs.promises.writeFile(filepath, bytes);
  const info = await sharp(bytes).metadata();
  return {
    key,
    file: {
      name: `${key}_${file.name.replace(/\.[^.]+$/, '')}.${codec.ext}`,
      hash,
      ext: `.${codec.ext}`,
      mime: codec.mime,
      filepath,
      path: file.path ?? null,
      width: info.width,
      height: info.height,
      size: Math.round((bytes.length / 1000) * 100) / 100,
      sizeInBytes: bytes.length,
      getStream: () => fs.createReadStream(filepath),
    },
  };
}

/** AVIF and WebP copies for Strapi's resized `formats` (keys small, medium, large) and for the image at its own size. */
export async function modernFormats(file: SourceFile, formats: Format[], source: Buffer): Promise<Format[]> {
  const { format } = await sharp(source).metadata();
  if (!format || !SOURCE_FORMATS.has(format)) return [];
  const sizes = [...formats.map((f) => ({ key: f.key, width: f.file.width })), { key: 'full', width: undefined }];
  const out: Format[] = [];
  for (const codec of CODECS) {
    for (const size of sizes) out.push((await copyOf(source, size.width, codec, { key: `${size.key}_${codec.ext}`, file })) as Format);
  }
  return out;
}
