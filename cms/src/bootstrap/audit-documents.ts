import type { Core } from '@strapi/strapi';
import type { AuditAction } from '@alicerce/domain';
import { EDITABLE_TYPES, firstDoc as first } from '../editing/editable-types';
import { recordAudit, requestActor } from '../utils/audit-log';

const ACTIONS: Record<string, AuditAction> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  publish: 'published',
  unpublish: 'unpublished',
};

/**
 * One document-service middleware records every create / update / delete / publish / unpublish of cases, articles,
 * page sections, site scripts and the proof (testimonials, clients, team) made in a request (the site's dashboard or
 * the Strapi panel), whichever controller made it. Writes outside a request (seed, migrations) have nobody to name and are not logged.
 */
export function auditDocumentChanges(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const audited = EDITABLE_TYPES[context.uid];
    // A bulk publish or unpublish (editing/bulk.ts) is an update of the flag: its entry names what the person did.
    const state = strapi.requestContext.get()?.state;
    const bulk = state?.bulkAuditAction as AuditAction | undefined;
    const action = context.action === 'update' && bulk ? bulk : ACTIONS[context.action];
    const actor = audited && action ? requestActor(strapi) : null;
    if (!actor) return next();

    const documentId = 'documentId' in context.params ? context.params.documentId : undefined;
    // In a bulk action one row is one entry, however many writes its action takes (an article's publish: its date,
    // then the publication).
    if (bulk && state && documentId) {
      const seen = (state.bulkAuditedRows ??= new Set<string>()) as Set<string>;
      const key = `${context.uid}:${documentId}`;
      if (seen.has(key)) return next();
      seen.add(key);
    }
    // A deleted document is named from what it was.
    const before = context.action === 'delete' && documentId ? await strapi.documents(context.uid).findFirst({ filters: { documentId } }) : null;
    const result = await next();
    const doc = first(result) ?? before;
    if (!result || (context.action === 'delete' && !before)) return result;
    await recordAudit(strapi, actor, {
      action,
      subject_type: audited.subject,
      subject_id: doc?.documentId ?? documentId,
      label: audited.label(doc ?? before),
    });
    return result;
  });
}
