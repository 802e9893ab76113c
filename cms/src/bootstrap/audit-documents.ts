import type { Core } from '@strapi/strapi';
import { PAGE_LABELS, SCRIPT_SETTING_LABELS, sectionLabel, type AuditAction, type AuditSubject, type PageSlug } from '@alicerce/domain';
import { recordAudit, requestActor } from '../utils/audit-log';

type Doc = Record<string, any> | null | undefined;

/** The content types whose changes go to the audit log, and how an entry names one of their documents. */
const AUDITED: Record<string, { subject: AuditSubject; label: (doc: Doc) => string | null }> = {
  'api::case.case': { subject: 'case', label: (doc) => doc?.title ?? null },
  'api::article.article': { subject: 'article', label: (doc) => doc?.title ?? null },
  'api::page-content.page-content': {
    subject: 'page_content',
    label: (doc) => (doc?.page_slug ? `${PAGE_LABELS[doc.page_slug as PageSlug] ?? doc.page_slug} — ${sectionLabel(doc.section_key)}` : null),
  },
  'api::site-setting.site-setting': { subject: 'site_setting', label: (doc) => (doc?.setting_key ? (SCRIPT_SETTING_LABELS[doc.setting_key] ?? doc.setting_key) : null) },
  'api::testimonial.testimonial': { subject: 'testimonial', label: (doc) => (doc?.author_name ? `${doc.author_name} — ${doc.company}` : null) },
  'api::client.client': { subject: 'client', label: (doc) => doc?.name ?? null },
  'api::team-member.team-member': { subject: 'team_member', label: (doc) => doc?.name ?? null },
  'api::landing-page.landing-page': { subject: 'landing_page', label: (doc) => doc?.title ?? null },
};

const ACTIONS: Record<string, AuditAction> = { create: 'created', update: 'updated', delete: 'deleted', publish: 'published', unpublish: 'unpublished' };

/** The document a result holds: a document, or { entries: [...] } (publish, unpublish, delete). */
const first = (result: unknown): Doc =>
  result && typeof result === 'object' ? ('entries' in result && Array.isArray(result.entries) ? result.entries[0] : result) : null;

/**
 * One document-service middleware records every create / update / delete / publish / unpublish of cases, articles,
 * page sections, site scripts and the proof (testimonials, clients, team) made in a request (the site's dashboard or
 * the Strapi panel), whichever controller made it. Writes outside a request (seed, migrations) have nobody to name and are not logged.
 */
export function auditDocumentChanges(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const audited = AUDITED[context.uid];
    const action = ACTIONS[context.action];
    const actor = audited && action ? requestActor(strapi) : null;
    if (!actor) return next();

    const documentId = 'documentId' in context.params ? context.params.documentId : undefined;
    // A deleted document is named from what it was.
    const before = context.action === 'delete' && documentId ? await strapi.documents(context.uid).findFirst({ filters: { documentId } }) : null;
    const result = await next();
    const doc = first(result) ?? before;
    if (!result || (context.action === 'delete' && !before)) return result;
    await recordAudit(strapi, actor, { action, subject_type: audited.subject, subject_id: doc?.documentId ?? documentId, label: audited.label(doc ?? before) });
    return result;
  });
}
