import type { Core, UID } from '@strapi/strapi';
import { ANY_VERSION } from '@alicerce/domain';
import { recordAudit, requestActor, type AuditActor } from '../utils/audit-log';
import { refuseStale, refuseUnversioned } from './conflict';
import { EDITABLE_TYPES, firstDoc as first } from './editable-types';
import { amendRevision, readSnapshot, recordRevision, type RevisionAction } from './revisions';
import { moveToTrash } from './trash';
import { claimsOf, requestPrecondition, type Precondition } from './version-precondition';

type Stored = Awaited<ReturnType<typeof readSnapshot>>;

const SAVES: Record<string, RevisionAction> = { update: 'updated', publish: 'published', unpublish: 'unpublished' };
/** Who a revision names when no one signed in made the write (the seed, the scheduled publishing of an article). */
const SYSTEM: AuditActor = { key: 'sistema', name: 'Sistema' };

/**
 * Raises the stored version by one if it is still the one the writer loaded — one conditional UPDATE, so of two saves
 * sent at once with the same version exactly one passes (the second waits for the first's row lock, or SQLite's
 * single writer, then finds a newer version). Returns the new version, or null when the document does not exist.
 */
async function claimVersion(strapi: Core.Strapi, uid: string, documentId: string, pre: Precondition, current: Stored | null): Promise<number | null> {
  if (!current) return null;
  if (pre.enforced && pre.absent) return refuseStale(strapi, pre.ctx, uid, documentId, current, true);
  if (pre.enforced && pre.expected === undefined) return refuseUnversioned(pre.ctx);
  const checked = pre.expected !== undefined && pre.expected !== ANY_VERSION ? pre.expected : null;
  const { tableName } = strapi.db.metadata.get(uid);
  let query = strapi.db.connection(tableName).where('document_id', documentId);
  if (strapi.getModel(uid as UID.Schema).options?.draftAndPublish) query = query.whereNull('published_at');
  if (checked !== null) query = query.andWhereRaw('coalesce(version, 1) = ?', [checked]);
  // Joined to the transaction the middleware opened (nested: the same one), so the claim and the write commit together.
  const updated = await strapi.db.transaction(({ trx }) =>
    query.transacting(trx).update({ version: strapi.db.connection.raw('coalesce(version, 1) + 1') }),
  );
  if (updated === 0) return refuseStale(strapi, pre.ctx, uid, documentId, current);
  return (checked ?? current.version) + 1;
}

/**
 * The one mechanism behind team-safe writes (issue 51), a document-service middleware on every editable type
 * (editing/editable-types.ts), so every writer goes through it — the dashboard, an API client, the Strapi panel:
 * - a save (update, publish, unpublish) claims the next version in the same transaction as the write; a content-API
 *   write must name the version it loaded (If-Match) and is refused with 409 when it is not the stored one any more;
 * - every save and create keeps a revision (who, when, which fields, the stored fields), in that transaction too;
 * - 'Manter a minha versão' (X-Edit-Resolution: keep-mine) leaves an audit entry naming the version overwritten;
 * - a delete keeps the document in the Lixeira (editing/trash.ts); a bulk delete's row claims its version first.
 */
export function versionedWrites(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const type = EDITABLE_TYPES[context.uid];
    const action = context.action === 'create' ? 'created' : SAVES[context.action];
    const deleted = context.action === 'delete' && 'documentId' in context.params ? (context.params.documentId as string) : null;
    if (!type || (!action && !deleted)) return next();
    const actor = requestActor(strapi) ?? SYSTEM;

    // A delete keeps the document in the Lixeira for 30 days (editing/trash.ts), in the delete's transaction.
    if (deleted)
      return strapi.db.transaction(async () => {
        // A bulk delete's row (editing/bulk.ts) claims the version the list showed, as a save does: a save that slipped
        // in between the bulk's check and this delete refuses the whole request instead of being deleted unseen.
        const key = `${context.uid}:${deleted}`;
        const pre = requestPrecondition(strapi, key);
        if (pre.ctx?.state.rowVersions && typeof pre.expected === 'number' && !claimsOf(pre.ctx).has(key))
          await claimVersion(strapi, context.uid, deleted, pre, await readSnapshot(strapi, context.uid, deleted));
        await moveToTrash(strapi, context.uid, deleted, actor);
        return next();
      });

    return strapi.db.transaction(async () => {
      if (action === 'created') {
        const result = await next();
        const doc = first(result);
        const createdId = doc?.documentId;
        const stored = createdId ? await readSnapshot(strapi, context.uid, createdId) : null;
        if (!stored || !createdId) return result;
        const revisionId = await recordRevision(strapi, {
          uid: context.uid,
          documentId: createdId,
          version: stored.version,
          action,
          actor,
          before: null,
          after: stored.snapshot,
          doc,
        });
        // A create that publishes in the same request (an article) is one revision, and needs no version of its own.
        claimsOf(requestPrecondition(strapi).ctx).set(`${context.uid}:${createdId}`, { version: stored.version, revisionId });
        return result;
      }

      const documentId = 'documentId' in context.params ? (context.params.documentId as string) : undefined;
      if (!documentId) return next();
      const key = `${context.uid}:${documentId}`;
      const pre = requestPrecondition(strapi, key);
      const claims = claimsOf(pre.ctx);
      const claimed = claims.get(key);
      const before = await readSnapshot(strapi, context.uid, documentId);
      const version = claimed ? claimed.version : await claimVersion(strapi, context.uid, documentId, pre, before);
      if (version === null) return next();
      const result = await next();
      const after = await readSnapshot(strapi, context.uid, documentId);
      if (!after || !before) return result;
      if (claimed?.revisionId) await amendRevision(strapi, claimed.revisionId, { version, action, before: before.snapshot, after: after.snapshot });
      else {
        const restoredFrom = typeof pre.ctx?.state.restoringFrom === 'number' ? (pre.ctx.state.restoringFrom as number) : null;
        const revisionId = await recordRevision(strapi, {
          uid: context.uid,
          documentId,
          version,
          action: restoredFrom ? 'restored' : action,
          actor,
          before: before.snapshot,
          after: after.snapshot,
          doc: first(result),
          restoredFrom,
        });
        if (restoredFrom && actor !== SYSTEM)
          await recordAudit(strapi, actor, {
            action: 'restored',
            subject_type: type.subject,
            subject_id: documentId,
            label: `${type.label(after.snapshot) ?? documentId} (versão ${restoredFrom})`,
          });
        claims.set(key, { version, revisionId });
        if (pre.keepMine && pre.enforced && typeof pre.expected === 'number' && actor !== SYSTEM)
          await recordAudit(strapi, actor, {
            action: 'kept_own_version',
            subject_type: type.subject,
            subject_id: documentId,
            label: `${type.label(after.snapshot) ?? documentId} (sobre a versão ${pre.expected})`,
          });
      }
      return result;
    });
  });
}
