import type { Core, UID } from '@strapi/strapi';
import { EDITABLE_TYPES, type Doc } from './editable-types';
import type { AuditActor } from '../utils/audit-log';

const REVISION = 'api::revision.revision';
/** Revisions kept per document (the oldest beyond it are removed on the next save); docs/editing.md. */
export const REVISIONS_KEPT = 50;
/** Fields that are the storage's, not the editor's: never compared, never restored. */
const SYSTEM_FIELDS = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
  'version',
]);

export type Snapshot = Record<string, unknown>;
export type RevisionAction = 'created' | 'updated' | 'published' | 'unpublished' | 'restored';

const modelOf = (strapi: Core.Strapi, uid: string) => strapi.getModel(uid as UID.Schema);
const hasDrafts = (strapi: Core.Strapi, uid: string) => modelOf(strapi, uid).options?.draftAndPublish === true;

/** The attributes a snapshot keeps: every field of the type but the storage's; media as file ids, relations as documentIds. */
function fieldsOf(strapi: Core.Strapi, uid: string) {
  const attributes = Object.entries(modelOf(strapi, uid).attributes as Record<string, { type: string }>).filter(([name]) => !SYSTEM_FIELDS.has(name));
  return {
    own: attributes.filter(([, a]) => a.type !== 'media' && a.type !== 'relation').map(([name]) => name),
    media: attributes.filter(([, a]) => a.type === 'media').map(([name]) => name),
    relations: attributes.filter(([, a]) => a.type === 'relation').map(([name]) => name),
  };
}

/** A media field by file id(s); a relation by documentId(s), as the document service takes them back on a restore. */
const refsOf = (value: unknown, key: 'id' | 'documentId') =>
  Array.isArray(value)
    ? value.map((item) => item?.[key] ?? null)
    : value && typeof value === 'object'
      ? ((value as Record<string, unknown>)[key] ?? null)
      : null;

/**
 * The document as stored now — the draft for a type with drafts (articles), the one row otherwise — as the fields an
 * editor changes; null when there is none. Read in the caller's transaction.
 */
export async function readSnapshot(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
): Promise<{ snapshot: Snapshot; version: number; updatedAt: string } | null> {
  const { own, media, relations } = fieldsOf(strapi, uid);
  const row = await strapi.db.query(uid as UID.Schema).findOne({
    where: { documentId, ...(hasDrafts(strapi, uid) ? { publishedAt: null } : {}) },
    populate: Object.fromEntries([...media, ...relations].map((name) => [name, { select: ['id', 'documentId'] }])),
  });
  if (!row) return null;
  const snapshot: Snapshot = Object.fromEntries([
    ...own.map((name) => [name, row[name] ?? null]),
    ...media.map((name) => [name, refsOf(row[name], 'id')]),
    ...relations.map((name) => [name, refsOf(row[name], 'documentId')]),
  ]);
  return { snapshot, version: Number(row.version ?? 1), updatedAt: new Date(row.updatedAt).toISOString() };
}

/** The fields whose stored value differs between two snapshots (all of them against none). */
export function changedFields(before: Snapshot | null, after: Snapshot): string[] {
  return Object.keys(after).filter((name) => !before || JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null));
}

type Record_ = {
  uid: string;
  documentId: string;
  version: number;
  action: RevisionAction;
  actor: AuditActor;
  before: Snapshot | null;
  after: Snapshot;
  doc: Doc;
  restoredFrom?: number | null;
};

/** Keeps one revision of a save, in the save's transaction, and drops the oldest beyond REVISIONS_KEPT. */
export async function recordRevision(
  strapi: Core.Strapi,
  { uid, documentId, version, action, actor, before, after, doc, restoredFrom = null }: Record_,
) {
  const type = EDITABLE_TYPES[uid];
  const revisions = strapi.db.query(REVISION);
  const created = await revisions.create({
    data: {
      subject_type: type.subject,
      subject_id: documentId,
      version,
      action,
      actor_key: actor.key.slice(0, 50),
      actor_name: actor.name.slice(0, 255),
      changed_fields: changedFields(before, after),
      snapshot: after,
      label: type.label(doc ?? after)?.slice(0, 255) ?? null,
      restored_from: restoredFrom,
    },
  });
  const old = await revisions.findMany({
    where: { subject_type: type.subject, subject_id: documentId },
    select: ['id'],
    orderBy: [{ id: 'desc' }],
    offset: REVISIONS_KEPT,
  });
  if (old.length > 0) await revisions.deleteMany({ where: { id: { $in: old.map((row) => row.id) } } });
  return created.id as number;
}

/** Folds a later write of the same request (an article saved and published at once) into the request's revision. */
export async function amendRevision(
  strapi: Core.Strapi,
  id: number,
  { version, action, before, after }: Pick<Record_, 'version' | 'action' | 'before' | 'after'>,
) {
  const revisions = strapi.db.query(REVISION);
  const stored = await revisions.findOne({ where: { id }, select: ['changed_fields', 'action'] });
  const changed = new Set([...((stored?.changed_fields as string[] | null) ?? []), ...changedFields(before, after)]);
  await revisions.update({
    where: { id },
    data: { version, snapshot: after, changed_fields: [...changed], action: stored?.action === 'created' ? 'created' : action },
  });
}

/** Who saved a document last, as its newest revision names them (null when it has none: seeded before revisions). */
export async function lastEditor(strapi: Core.Strapi, uid: string, documentId: string): Promise<string | null> {
  const [latest] = await strapi.db.query(REVISION).findMany({
    where: { subject_type: EDITABLE_TYPES[uid].subject, subject_id: documentId },
    select: ['actor_name'],
    orderBy: [{ id: 'desc' }],
    limit: 1,
  });
  return latest?.actor_name ?? null;
}

/** A document's revisions, newest first: version, action, who, when, which fields, and the stored fields. */
export async function documentHistory(strapi: Core.Strapi, subject: string, documentId: string) {
  const rows = await strapi.db.query(REVISION).findMany({
    where: { subject_type: subject, subject_id: documentId },
    select: ['id', 'version', 'action', 'actor_name', 'changed_fields', 'snapshot', 'label', 'restored_from', 'createdAt'],
    orderBy: [{ id: 'desc' }],
    limit: REVISIONS_KEPT,
  });
  return rows.map(({ createdAt, ...row }) => ({ ...row, savedAt: createdAt }));
}
