import path from 'path';
import type { Core } from '@strapi/strapi';
import { formatForName, hasSignature, isAllowedStoredFile } from '../utils/upload-allow-list';

type StoredFile = { id: number; name: string; ext: string | null; mime: string | null; url: string | null; provider: string | null };

const BATCH = 500;

/**
 * Files stored before the upload allow list existed (or put in the library another way, e.g. `strapi import`)
 * are reported at every start, one line each, and left alone: deleting a file the site may link to is the
 * editor's call. A file fails when its saved extension and MIME type are not one allowed image format, or, for
 * files on this server's disk, when its bytes do not start with that format's signature.
 */
export async function reportDisallowedUploads(strapi: Core.Strapi) {
  const uploadsDir = path.join(strapi.dirs.static.public, 'uploads');
  for (let offset = 0; ; offset += BATCH) {
    const files: StoredFile[] = await strapi.db.query('plugin::upload.file').findMany({
      select: ['id', 'name', 'ext', 'mime', 'url', 'provider'],
      orderBy: { id: 'asc' },
      offset,
      limit: BATCH,
    });
    for (const file of files) {
      if (!(await isAllowed(file, uploadsDir))) strapi.log.warn(`[uploads] not an allowed image: ${file.name} (${file.mime ?? 'no type'})`);
    }
    if (files.length < BATCH) return;
  }
}

async function isAllowed(file: StoredFile, uploadsDir: string) {
  if (!isAllowedStoredFile(file)) return false;
  if (file.provider !== 'local' || !file.url?.startsWith('/uploads/')) return true;
  const onDisk = path.join(uploadsDir, path.posix.normalize(file.url).slice('/uploads/'.length));
  if (!onDisk.startsWith(uploadsDir + path.sep)) return false;
  try {
    return await hasSignature(onDisk, formatForName(`file${file.ext}`)!);
  } catch {
    return true; // not on this disk (moved, another server's volume): nothing to read, nothing to report
  }
}
