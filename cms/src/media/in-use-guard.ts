import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { inUseMessage, MEDIA_MESSAGES, type MediaPlace } from '@alicerce/domain';
import { recordAudit, requestActor } from '../utils/audit-log';
import { buildUsageIndex, type IndexedFile } from './usage-index';

const FILE = 'plugin::upload.file';
const INDEXED_FIELDS = ['id', 'name', 'url', 'formats'];

/**
 * The guard of the upload service's `remove` (extensions/upload/strapi-server.ts), which every delete reaches: the
 * content API's `DELETE /api/upload/files/:id`, the Strapi panel's delete (one file, many, a folder) and the bulk
 * delete of 'Mídia'. A file in use is refused with a 400 whose message names every place (domain's inUseMessage).
 */
/** Files the bulk delete has just checked together: their `remove` is not checked again (one index for all). */
const checkedTogether = new Set<number>();

export async function assertFileNotInUse(strapi: Core.Strapi, file: { id: number }) {
  if (checkedTogether.delete(file.id)) return;
  const stored = (await strapi.db.query(FILE).findOne({ where: { id: file.id }, select: INDEXED_FIELDS })) as IndexedFile | null;
  if (!stored) return;
  const places = (await buildUsageIndex(strapi, [stored])).placesOf(stored.id);
  if (places.length > 0) throw new errors.ApplicationError(inUseMessage(places), { places });
}

/**
 * 'Remover arquivos sem uso': all of `ids` or none — refused when one is gone or in use (each named with its places).
 * Answers how many were removed.
 */
export async function removeUnusedFiles(strapi: Core.Strapi, ids: number[]) {
  const unique = [...new Set(ids)];
  const files = (await strapi.db.query(FILE).findMany({ where: { id: { $in: unique } } })) as Array<IndexedFile & { name: string }>;
  if (files.length !== unique.length) throw new errors.NotFoundError(MEDIA_MESSAGES.notFound);
  const index = await buildUsageIndex(strapi, files);
  const used: Array<{ id: number; name: string; places: MediaPlace[] }> = files
    .map((file) => ({ id: file.id, name: file.name, places: index.placesOf(file.id) }))
    .filter((file) => file.places.length > 0);
  if (used.length > 0) {
    const first = used[0];
    throw new errors.ApplicationError(`${MEDIA_MESSAGES.someInUse} “${first.name}”: ${inUseMessage(first.places)}`, { files: used });
  }
  const upload = strapi.plugin('upload').service('upload');
  const actor = requestActor(strapi);
  for (const file of files) {
    checkedTogether.add(file.id);
    try {
      await upload.remove(file);
    } finally {
      checkedTogether.delete(file.id);
    }
    // One audit entry per file removed (issue 57), named by the file.
    if (actor) await recordAudit(strapi, actor, { action: 'deleted', subject_type: 'media_file', subject_id: file.id, label: file.name });
  }
  return files.length;
}
