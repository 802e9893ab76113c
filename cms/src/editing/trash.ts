import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { recordAudit, requestActor, type AuditActor } from '../utils/audit-log';
import { EDITABLE_TYPES, uidOfSubject } from './editable-types';
import { presentCurrent } from './present-current';
import { withoutMissingFiles } from './restore';
import { returnRetiredInUse } from '../media/retired-files';
import { readSnapshot, type Snapshot } from './revisions';

const TRASH = 'api::trash-entry.trash-entry';
const REVISION = 'api::revision.revision';
/** Days a deleted document stays in the Lixeira (and its slug stays reserved) before it is purged; docs/editing.md. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

export type TrashEntry = {
  id: number;
  subject_type: string;
  subject_id: string;
  label: string | null;
  slug: string | null;
  version: number;
  snapshot: Snapshot;
  actor_name: string;
  purge_after: string;
  createdAt: string;
};

/** Before a delete, in its transaction: the document as stored goes to the Lixeira for TRASH_DAYS. */
export async function moveToTrash(strapi: Core.Strapi, uid: string, documentId: string, actor: AuditActor) {
  const stored = await readSnapshot(strapi, uid, documentId);
  if (!stored) return;
  const type = EDITABLE_TYPES[uid];
  await strapi.db.query(TRASH).create({
    data: {
      subject_type: type.subject,
      subject_id: documentId,
      label: type.label(stored.snapshot)?.slice(0, 255) ?? null,
      slug: typeof stored.snapshot.slug === 'string' ? stored.snapshot.slug : null,
      version: stored.version,
      snapshot: stored.snapshot,
      actor_key: actor.key.slice(0, 50),
      actor_name: actor.name.slice(0, 255),
      purge_after: new Date(Date.now() + TRASH_DAYS * DAY_MS),
    },
  });
}

/** A slug a document in the Lixeira had stays its own until it is purged, so restoring it never collides. */
export async function assertSlugNotTrashed(strapi: Core.Strapi, uid: string, slug: string | undefined | null) {
  if (!slug) return;
  const held = await strapi.db.query(TRASH).findOne({ where: { subject_type: EDITABLE_TYPES[uid].subject, slug }, select: ['label', 'purge_after'] });
  if (held)
    throw new errors.ValidationError(
      `Slug reservado por “${held.label ?? slug}”, que está na Lixeira até ${DATE.format(new Date(held.purge_after))}. Restaure-o de lá ou escolha outro endereço.`,
    );
}

export const isSlugTrashed = async (strapi: Core.Strapi, uid: string, slug: string) =>
  Boolean(await strapi.db.query(TRASH).findOne({ where: { subject_type: EDITABLE_TYPES[uid].subject, slug }, select: ['id'] }));

export const trashEntry = async (strapi: Core.Strapi, id: number): Promise<TrashEntry | null> =>
  Number.isInteger(id) && id > 0 ? ((await strapi.db.query(TRASH).findOne({ where: { id } })) as TrashEntry | null) : null;

/** What is in the Lixeira (of one type, or all), newest first, without the stored fields. */
export async function listTrash(strapi: Core.Strapi, subject?: string) {
  return strapi.db.query(TRASH).findMany({
    where: subject ? { subject_type: subject } : {},
    select: ['id', 'subject_type', 'subject_id', 'label', 'slug', 'version', 'actor_name', 'purge_after', 'createdAt'],
    orderBy: [{ id: 'desc' }],
    limit: 200,
  });
}

/** Moves the rows of a document created as `from` to its old documentId `to` (its URL, history and audit entries). */
async function takeBackDocumentId(strapi: Core.Strapi, uid: string, from: string, to: string, version: number) {
  const connection = strapi.db.connection;
  await strapi.db.transaction(async ({ trx }) => {
    await connection(strapi.db.metadata.get(uid).tableName).transacting(trx).where('document_id', from).update({ document_id: to, version });
    await connection(strapi.db.metadata.get(REVISION).tableName)
      .transacting(trx)
      .where('subject_id', from)
      .update({ subject_id: to, version, action: 'restored', restored_from: version - 1 });
    await connection(strapi.db.metadata.get('api::audit-entry.audit-entry').tableName).transacting(trx).where('subject_id', from).delete();
  });
}

/**
 * 'Restaurar' in the Lixeira: the document comes back with its fields, media (the files still in the library) and
 * relations, under its old documentId (its links, history and audit entries stay its own), as a new version; an
 * article comes back as a draft. Answers the document as its editor reads it and the files left out.
 */
export async function restoreFromTrash(strapi: Core.Strapi, entry: TrashEntry) {
  const uid = uidOfSubject(entry.subject_type) as UID.CollectionType;
  return strapi.db.transaction(async () => {
    const snapshot = { ...entry.snapshot };
    if (typeof snapshot.slug === 'string') {
      const clash = await strapi.documents(uid).findFirst({ filters: { slug: snapshot.slug }, fields: ['documentId'] } as never);
      if (clash) throw new errors.ValidationError('Outro registro usa hoje o endereço (slug) deste item. Altere o endereço dele antes de restaurar.');
    }
    const missing = await withoutMissingFiles(strapi, uid, snapshot);
    const created = await strapi.documents(uid).create({ data: snapshot as never });
    await takeBackDocumentId(strapi, uid, created.documentId, entry.subject_id, entry.version + 1);
    await strapi.db.query(TRASH).delete({ where: { id: entry.id } });
    await returnRetiredInUse(strapi); // a retired file the restored document shows is back in the library
    const actor = requestActor(strapi);
    if (actor)
      await recordAudit(strapi, actor, {
        action: 'restored',
        subject_type: EDITABLE_TYPES[uid].subject,
        subject_id: entry.subject_id,
        label: `${entry.label ?? entry.subject_id} (da Lixeira)`,
      });
    return { data: await presentCurrent(strapi, uid, entry.subject_id), meta: { missingFiles: [...missing] } };
  });
}

/** The daily purge (config/cron-tasks.ts): documents in the Lixeira past TRASH_DAYS go for good, with their history. */
export async function purgeTrash(strapi: Core.Strapi, now = new Date()) {
  const expired = (await strapi.db
    .query(TRASH)
    .findMany({ where: { purge_after: { $lt: now } }, select: ['id', 'subject_type', 'subject_id'] })) as Array<
    Pick<TrashEntry, 'id' | 'subject_type' | 'subject_id'>
  >;
  for (const entry of expired) {
    await strapi.db.query(REVISION).deleteMany({ where: { subject_type: entry.subject_type, subject_id: entry.subject_id } });
    await strapi.db.query(TRASH).delete({ where: { id: entry.id } });
  }
  if (expired.length > 0) strapi.log.info(`[trash] purged ${expired.length} document(s) kept ${TRASH_DAYS} days in the Lixeira`);
  return expired.length;
}
