import { PAGE_LABELS, SCRIPT_SETTING_LABELS, sectionLabel, type AuditSubject, type PageSlug } from '@alicerce/domain';

export type Doc = Record<string, any> | null | undefined;
export type EditableType = {
  subject: AuditSubject;
  label: (doc: Doc) => string | null;
  /** Written by admins only (the site's scripts run on every public page): a restore is refused to anyone else. */
  adminOnly?: true;
};

/**
 * The editable content types (issue 51) and how a record names one of their documents. Being listed here is all a
 * type needs to get the version precondition, the revisions (editing/versioned-writes.ts) and the audit log
 * (bootstrap/audit-documents.ts); each of them has a `version` attribute in its schema.json.
 */
export const EDITABLE_TYPES: Record<string, EditableType> = {
  'api::case.case': { subject: 'case', label: (doc) => doc?.title ?? null },
  'api::article.article': { subject: 'article', label: (doc) => doc?.title ?? null },
  'api::page-content.page-content': {
    subject: 'page_content',
    label: (doc) => (doc?.page_slug ? `${PAGE_LABELS[doc.page_slug as PageSlug] ?? doc.page_slug} — ${sectionLabel(doc.section_key)}` : null),
  },
  'api::site-setting.site-setting': { subject: 'site_setting', label: (doc) => (doc?.setting_key ? (SCRIPT_SETTING_LABELS[doc.setting_key] ?? doc.setting_key) : null), adminOnly: true },
  'api::testimonial.testimonial': { subject: 'testimonial', label: (doc) => (doc?.author_name ? `${doc.author_name} — ${doc.company}` : null) },
  'api::client.client': { subject: 'client', label: (doc) => doc?.name ?? null },
  'api::team-member.team-member': { subject: 'team_member', label: (doc) => doc?.name ?? null },
  'api::landing-page.landing-page': { subject: 'landing_page', label: (doc) => doc?.title ?? null },
};

/** The content type of an editable subject ('case' → 'api::case.case'), or undefined. */
export const uidOfSubject = (subject: string) => Object.entries(EDITABLE_TYPES).find(([, type]) => type.subject === subject)?.[0];
