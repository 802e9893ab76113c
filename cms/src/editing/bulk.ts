import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  BULK_MESSAGES,
  landingPageInputSchema,
  parseInput,
  type AuditAction,
  type BulkAction,
  type BulkAnswer,
  type BulkRow,
  type BulkSubject,
} from '@alicerce/domain';
import { errors } from '@strapi/utils';
import { articleServiceOf } from '../api/article/services/article';
import { storedFields } from '../api/landing-page/services/landing-page';
import { announceToSite, type SiteChange } from '../site-rebuild/notify-site';
import { EDITABLE_TYPES, uidOfSubject } from './editable-types';
import { lastEditor, readSnapshot, type Snapshot } from './revisions';
import { expectRowVersions } from './version-precondition';

/** How one row of a type is published, unpublished or deleted: through the document service, as a single save does. */
type Write = (strapi: Core.Strapi, uid: UID.CollectionType, documentId: string) => Promise<unknown>;
type Kind = {
  /** Whether the row already is as the action leaves it (published, for a publish): then it is checked, not written. */
  done: Partial<Record<BulkAction, (snapshot: Snapshot, strapi: Core.Strapi, documentId: string) => boolean | Promise<boolean>>>;
  write: Record<BulkAction, Write>;
  /** Why a row cannot be published as it is stored (the type's own publishing rules), or null. */
  publishable?: (strapi: Core.Strapi, uid: UID.CollectionType, documentId: string) => Promise<string | null>;
};

const setPublished =
  (value: boolean): Write =>
  (strapi, uid, documentId) =>
    strapi.documents(uid).update({ documentId, data: { is_published: value } as never });
const remove: Write = (strapi, uid, documentId) => strapi.documents(uid).delete({ documentId });

/** A type published by its `is_published` flag (cases, landing pages). */
const FLAGGED: Kind = {
  done: { publish: (doc) => doc.is_published === true, unpublish: (doc) => doc.is_published === false },
  write: { publish: setPublished(true), unpublish: setPublished(false), delete: remove },
};
/** A landing page is published only whole and valid (consent text, a hero…): the rules of its single save. */
const LANDING: Kind = {
  ...FLAGGED,
  publishable: async (strapi, uid, documentId) => {
    const stored = await strapi.documents(uid).findOne({ documentId });
    const parsed = parseInput(landingPageInputSchema, { ...storedFields(stored ?? {}), is_published: true });
    return parsed.success ? null : parsed.message;
  },
};
/**
 * An article is published by Strapi's draft and publish, through the article service as its single save: a publish
 * dates a first publication and clears a schedule; an unpublish leaves a draft without a schedule. Each is a few
 * writes of one document, counted as one new version and one audit entry (bootstrap/audit-documents.ts).
 */
const ARTICLE: Kind = {
  done: {
    publish: (_, strapi, documentId) => articleServiceOf(strapi).isPublished(documentId),
    unpublish: async (snapshot, strapi, documentId) => !snapshot.scheduled_at && !(await articleServiceOf(strapi).isPublished(documentId)),
  },
  write: {
    publish: (strapi, _uid, documentId) => articleServiceOf(strapi).publishNow(documentId),
    unpublish: (strapi, _uid, documentId) => articleServiceOf(strapi).applyPublication(documentId, 'rascunho'),
    delete: remove,
  },
};
const KINDS: Record<BulkSubject, Kind> = {
  case: FLAGGED,
  article: ARTICLE,
  landing_page: LANDING,
  // The proof lists (Depoimentos, Clientes, Time): shown on the site by their flag, as a case.
  testimonial: FLAGGED,
  client: FLAGGED,
  team_member: FLAGGED,
};

/** What each action's audit entry says (a publish by flag is an update to the document service). */
const AUDITED: Record<BulkAction, AuditAction> = { publish: 'published', unpublish: 'unpublished', delete: 'deleted' };

/** 409 naming the row that makes the list out of date; the transaction it is thrown in is rolled back. */
function refuse(ctx: Context, message: string, details: Record<string, unknown>): never {
  return ctx.throw(409, message, { details });
}

/**
 * Runs one bulk action (domain/src/bulk-actions.ts) on `rows` of `subject`, all or none, in one transaction: every
 * row must still be at the version the list showed (a row saved or deleted since refuses the whole request, naming
 * it); each write then goes through the same document-service middlewares as a single save — the version claim
 * (editing/versioned-writes.ts, with the row's own version), the revision, the Lixeira for a delete, one audit entry
 * per row (bootstrap/audit-documents.ts, told the bulk action) — and the site's rebuild receiver hears of the request
 * once, after the commit.
 */
export async function runBulk(strapi: Core.Strapi, ctx: Context, subject: BulkSubject, action: BulkAction, rows: BulkRow[]): Promise<BulkAnswer> {
  const uid = uidOfSubject(subject) as UID.CollectionType;
  const kind = KINDS[subject];
  const siteChanges: SiteChange[] = [];
  expectRowVersions(ctx, uid, rows);
  ctx.state.bulkAuditAction = AUDITED[action];
  ctx.state.siteChanges = siteChanges;
  const answer = await strapi.db.transaction(async () => {
    const pending: BulkRow[] = [];
    for (const row of rows) {
      const stored = await readSnapshot(strapi, uid, row.documentId);
      if (!stored) refuse(ctx, BULK_MESSAGES.missing(subject, row.documentId), { documentId: row.documentId });
      if (stored.version !== row.version) {
        const updatedBy = await lastEditor(strapi, uid, row.documentId);
        const label = EDITABLE_TYPES[uid].label(stored.snapshot) ?? row.documentId;
        refuse(ctx, BULK_MESSAGES.stale(subject, label, updatedBy, stored.updatedAt), {
          documentId: row.documentId,
          version: stored.version,
          updatedAt: stored.updatedAt,
          updatedBy,
        });
      }
      if (await kind.done[action]?.(stored.snapshot, strapi, row.documentId)) continue;
      const refusal = action === 'publish' && kind.publishable ? await kind.publishable(strapi, uid, row.documentId) : null;
      if (refusal)
        throw new errors.ValidationError(BULK_MESSAGES.invalid(subject, EDITABLE_TYPES[uid].label(stored.snapshot) ?? row.documentId, refusal));
      pending.push(row);
    }
    for (const row of pending) await kind.write[action](strapi, uid, row.documentId);
    const changed = new Set(pending.map((row) => row.documentId));
    return {
      action,
      changed: pending.length,
      rows: rows.map((row) => ({
        documentId: row.documentId,
        version: action === 'delete' ? null : changed.has(row.documentId) ? row.version + 1 : row.version,
      })),
    };
  });
  const unique = new Map(siteChanges.map((change) => [JSON.stringify(change), change]));
  announceToSite(strapi, [...unique.values()]);
  return answer;
}
