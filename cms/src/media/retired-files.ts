import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { inUseMessage, MEDIA_MESSAGES, type MediaPlace } from '@alicerce/domain';
import { recordAudit, requestActor } from '../utils/audit-log';
import { buildUsageIndex, type IndexedFile } from './usage-index';

/**
 * A file taken out of every page that older versions still need (issue 55): 'Excluir' in 'Mídia' retires it — it
 * leaves the library (Mídia and the pickers no longer list it) but its bytes stay, in Strapi's folder
 * RETIRED_FOLDER, while a kept revision or a Lixeira entry names it. So a file can be deleted once no page shows it,
 * and a restore still never meets a missing picture:
 * - a restore that makes a document use it again brings it back to the library (`returnRetiredInUse`);
 * - the daily purge (config/cron-tasks.ts) deletes the retired files nothing names any more, as those versions age
 *   out (`purgeRetiredFiles`).
 * A file a live document uses is never retired (the in-use refusal, naming those documents).
 */
export const RETIRED_FOLDER = 'Retirados (usados só por versões anteriores)';

const FILE = 'plugin::upload.file';
const FOLDER = 'plugin::upload.folder';
const FIELDS = ['id', 'name', 'url', 'formats', 'folderPath'];
type StoredFile = IndexedFile & { name: string; folderPath: string };

/** The folder's path (`/12`), or null while nothing was ever retired. */
export async function retiredPath(strapi: Core.Strapi): Promise<string | null> {
  const folder = (await strapi.db.query(FOLDER).findOne({ where: { name: RETIRED_FOLDER, parent: null }, select: ['path'] })) as {
    path: string;
  } | null;
  return folder?.path ?? null;
}

async function retiredFolder(strapi: Core.Strapi): Promise<{ id: number; path: string }> {
  const found = (await strapi.db.query(FOLDER).findOne({ where: { name: RETIRED_FOLDER, parent: null }, select: ['id', 'path'] })) as {
    id: number;
    path: string;
  } | null;
  return found ?? strapi.plugin('upload').service('folder').create({ name: RETIRED_FOLDER, parent: null });
}

/**
 * 'Excluir' of 'Mídia': a file nothing names is deleted; one only older versions or the Lixeira name is retired; one a
 * live document uses is refused (400, its places). Answers what happened and the versions that keep a retired file.
 */
export async function deleteOrRetire(strapi: Core.Strapi, id: number): Promise<{ deleted: boolean; retired: boolean; keptFor: MediaPlace[] }> {
  const file = (await strapi.db.query(FILE).findOne({ where: { id }, select: FIELDS })) as StoredFile | null;
  if (!file) throw new errors.NotFoundError(MEDIA_MESSAGES.notFound);
  const places = (await buildUsageIndex(strapi, [file])).placesOf(file.id);
  const live = places.filter((place) => place.kind === 'content');
  if (live.length > 0) throw new errors.ApplicationError(inUseMessage(live), { places: live });
  const actor = requestActor(strapi);
  const audit = (label: string) =>
    actor ? recordAudit(strapi, actor, { action: 'deleted', subject_type: 'media_file', subject_id: file.id, label }) : undefined;
  if (places.length === 0) {
    await removeFile(strapi, file.id);
    await audit(file.name);
    return { deleted: true, retired: false, keptFor: [] };
  }
  const folder = await retiredFolder(strapi);
  await strapi.db.query(FILE).update({ where: { id: file.id }, data: { folder: folder.id, folderPath: folder.path } });
  await audit(`${file.name} (retirado: mantido para versões anteriores)`);
  return { deleted: false, retired: true, keptFor: places };
}

/** Strapi's remove needs the whole row (provider, hash, formats) to delete the bytes; the in-use guard runs again. */
async function removeFile(strapi: Core.Strapi, id: number) {
  const whole = await strapi.db.query(FILE).findOne({ where: { id } });
  if (whole) await strapi.plugin('upload').service('upload').remove(whole);
}

async function retiredFiles(strapi: Core.Strapi): Promise<StoredFile[]> {
  const path = await retiredPath(strapi);
  if (!path) return [];
  return (await strapi.db.query(FILE).findMany({ where: { folderPath: path }, select: FIELDS })) as StoredFile[];
}

/** After a restore: the retired files a live document uses again are back in the library (its root). */
export async function returnRetiredInUse(strapi: Core.Strapi) {
  const files = await retiredFiles(strapi);
  if (files.length === 0) return 0;
  const index = await buildUsageIndex(strapi, files);
  const back = files.filter((file) => index.placesOf(file.id).some((place) => place.kind === 'content')).map((file) => file.id);
  for (const id of back) await strapi.db.query(FILE).update({ where: { id }, data: { folder: null, folderPath: '/' } });
  return back.length;
}

/** The daily purge: deletes the retired files no version or Lixeira entry names any more. Answers how many. */
export async function purgeRetiredFiles(strapi: Core.Strapi) {
  const files = await retiredFiles(strapi);
  if (files.length === 0) return 0;
  const index = await buildUsageIndex(strapi, files);
  let removed = 0;
  for (const file of files.filter((candidate) => index.placesOf(candidate.id).length === 0)) {
    await removeFile(strapi, file.id);
    removed++;
  }
  if (removed > 0) strapi.log.info(`[media] ${removed} retired file(s) no version needs any more deleted`);
  return removed;
}
