import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isAllowedStoredFile } from './upload-allow-list';

export const IMAGE_NOT_FOUND_MESSAGE = 'Imagem não encontrada na biblioteca de mídia';
export const IMAGE_NOT_ALLOWED_MESSAGE = 'A imagem escolhida não é uma imagem permitida (JPEG, PNG, WebP, AVIF ou GIF).';

/**
 * The media-library files a write names (a photo, a logo): each must exist and be one of the allowed images
 * (upload-allow-list.ts), so no row can point at a file uploaded before the allow list, or at an id that is not there.
 */
export async function assertImageFiles(strapi: Core.Strapi, ids: Array<number | null | undefined>) {
  for (const id of ids) {
    if (id === null || id === undefined) continue;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['id', 'ext', 'mime'] });
    if (!file) throw new errors.ValidationError(IMAGE_NOT_FOUND_MESSAGE);
    if (!isAllowedStoredFile(file)) throw new errors.ValidationError(IMAGE_NOT_ALLOWED_MESSAGE);
  }
}
