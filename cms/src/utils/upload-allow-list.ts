import { open } from 'fs/promises';
import path from 'path';
import sharp from 'sharp';

/**
 * What the media library accepts: raster images of five formats, nothing else. A file is accepted only when its
 * name's extension, its declared type (when one is sent) and its content agree on one of them: the first bytes are
 * the format's signature and the image decoder reads the file as that format. HTML, scripts, SVG (which can carry
 * scripts), PDF and everything else are refused, so no upload can become a page or a script on the CMS's origin.
 */
export const UPLOAD_NOT_ALLOWED_MESSAGE = 'Tipo de arquivo não permitido. Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.';

type ImageFormat = {
  mime: string;
  extensions: string[];
  /** sharp's name for the format (`metadata().format`). */
  decoder: string;
  signature: (head: Buffer) => boolean;
};

const ascii = (head: Buffer, offset: number, text: string) => head.subarray(offset, offset + text.length).toString('latin1') === text;

/** ISO-BMFF `ftyp` box whose major or compatible brands name AVIF. */
function isAvif(head: Buffer) {
  if (head.length < 16 || !ascii(head, 4, 'ftyp')) return false;
  const end = Math.min(head.readUInt32BE(0), head.length);
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    const brand = head.subarray(offset, offset + 4).toString('latin1');
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

export const ALLOWED_IMAGE_FORMATS: ImageFormat[] = [
  {
    mime: 'image/jpeg',
    extensions: ['.jpg', '.jpeg'],
    decoder: 'jpeg',
    signature: (h) => h.length >= 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  },
  {
    mime: 'image/png',
    extensions: ['.png'],
    decoder: 'png',
    signature: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/webp', extensions: ['.webp'], decoder: 'webp', signature: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
  { mime: 'image/avif', extensions: ['.avif'], decoder: 'heif', signature: isAvif },
  { mime: 'image/gif', extensions: ['.gif'], decoder: 'gif', signature: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a') },
];

/** The allowed format a file name's extension stands for, if any (case-insensitive). */
export function formatForName(name: string | null | undefined): ImageFormat | undefined {
  const ext = path.extname(name ?? '').toLowerCase();
  return ALLOWED_IMAGE_FORMATS.find((format) => format.extensions.includes(ext));
}

/** Declared types that say nothing (a client that does not know): the content and the extension decide. */
const isGenericType = (mime: string | null | undefined) => !mime || mime === 'application/octet-stream';

/** Whether a file's first bytes carry the signature of `format`. */
export async function hasSignature(filepath: string, format: ImageFormat): Promise<boolean> {
  const file = await open(filepath, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return format.signature(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

async function decodesAs(filepath: string, format: ImageFormat): Promise<boolean> {
  try {
    const metadata = await sharp(filepath).metadata();
    return metadata.format === format.decoder && Boolean(metadata.width && metadata.height);
  } catch {
    return false;
  }
}

export type UploadCandidate = { filepath?: string; originalFilename?: string | null; mimetype?: string | null };

/** The allowed format of an uploaded file (multipart part: name, declared type, temp file), or null when refused. */
export async function allowedFormatOf(file: UploadCandidate): Promise<ImageFormat | null> {
  const format = formatForName(file.originalFilename);
  if (!format || !file.filepath) return null;
  if (!isGenericType(file.mimetype) && file.mimetype!.toLowerCase() !== format.mime) return null;
  try {
    if (!(await hasSignature(file.filepath, format))) return null;
  } catch {
    return null;
  }
  return (await decodesAs(file.filepath, format)) ? format : null;
}

/** Whether a stored media-library entry (extension and MIME type as saved) is one of the allowed images. */
export function isAllowedStoredFile({ ext, mime }: { ext?: string | null; mime?: string | null }): boolean {
  const format = formatForName(`file${ext ?? ''}`);
  return Boolean(format && mime?.toLowerCase() === format.mime);
}
