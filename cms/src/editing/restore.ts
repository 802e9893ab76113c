import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';
import { EDITABLE_TYPES } from './editable-types';
import { presentCurrent } from './present-current';
import type { Snapshot } from './revisions';
import { returnRetiredInUse } from '../media/retired-files';

const REVISION = 'api::revision.revision';
/** The fields that publish or unpublish a document: a restore leaves them as they are unless asked (`publication`). */
const PUBLICATION_FIELDS = ['is_published'];

export const RESTORE_MESSAGES = {
  notFound: 'Versão não encontrada no histórico deste registro.',
  slugTaken: 'O endereço (slug) desta versão já é usado por outro registro. Altere o endereço antes de restaurar.',
} as const;

/** Media files a snapshot names that are gone from the library (never restored as broken pictures). */
async function missingFiles(strapi: Core.Strapi, uid: string, snapshot: Snapshot) {
  const media = Object.entries(strapi.getModel(uid as UID.Schema).attributes as Record<string, { type: string }>)
    .filter(([, a]) => a.type === 'media')
    .map(([name]) => name);
  const ids = media.flatMap((name) => [snapshot[name]].flat()).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return { media, missing: new Set<number>() };
  const found = await strapi.db.query('plugin::upload.file').findMany({ where: { id: { $in: ids } }, select: ['id'] });
  const present = new Set(found.map((file) => file.id as number));
  return { media, missing: new Set(ids.filter((id) => !present.has(id))) };
}

/** Leaves out of `snapshot` (in place) the files gone from the library; answers which. */
export async function withoutMissingFiles(strapi: Core.Strapi, uid: string, snapshot: Snapshot) {
  const { media, missing } = await missingFiles(strapi, uid, snapshot);
  for (const name of media) {
    const value = snapshot[name];
    snapshot[name] = Array.isArray(value) ? value.filter((id) => !missing.has(id as number)) : missing.has(value as number) ? null : value;
  }
  return missing;
}

/**
 * 'Restaurar esta versão': the revision's stored fields become the document's again — as a new save, so it goes
 * through the version precondition (If-Match of the version the person sees now) and becomes a new revision
 * ('restored', naming the version it came from). Publication changes only if asked. Answers the document as its
 * editor reads it, and which files of that version are no longer in the library (left out).
 */
export async function restoreRevision(
  strapi: Core.Strapi,
  ctx: Context,
  uid: UID.CollectionType,
  documentId: string,
  revisionId: number,
  publication: boolean,
) {
  const revision = await strapi.db
    .query(REVISION)
    .findOne({ where: { id: revisionId, subject_type: EDITABLE_TYPES[uid].subject, subject_id: documentId } });
  if (!revision) throw new errors.NotFoundError(RESTORE_MESSAGES.notFound);
  const snapshot = { ...(revision.snapshot as Snapshot) };
  if (!publication) for (const field of PUBLICATION_FIELDS) delete snapshot[field];
  // An editor's restore never brings back an older page's recipients, webhook or tags: only an admin sets where leads go.
  if (ctx.state.user?.role?.type !== ADMIN_ROLE_TYPE) for (const field of EDITABLE_TYPES[uid].adminOnlyFields ?? []) delete snapshot[field];
  if (typeof snapshot.slug === 'string') {
    const clash = await strapi
      .documents(uid)
      .findFirst({ filters: { slug: snapshot.slug, documentId: { $ne: documentId } }, fields: ['documentId'] } as never);
    if (clash) throw new errors.ValidationError(RESTORE_MESSAGES.slugTaken);
  }
  const missing = await withoutMissingFiles(strapi, uid, snapshot);
  ctx.state.restoringFrom = revision.version as number;
  await strapi.documents(uid).update({ documentId, data: snapshot as never });
  await returnRetiredInUse(strapi); // a retired file this version shows is back in the library
  return { data: await presentCurrent(strapi, uid, documentId), meta: { restoredFrom: revision.version, missingFiles: [...missing] } };
}
