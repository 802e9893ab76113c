import { LANDING_ADMIN_ONLY_FIELDS, PAGE_LABELS, SCRIPT_SETTING_LABELS, sectionLabel, type AuditSubject, type PageSlug } from '@alicerce/domain';

/** A document of any editable type, as a write's result holds it: its label's fields are read by name. */
export type Doc = ({ documentId?: string } & Record<string, unknown>) | null | undefined;

const isDoc = (value: unknown): value is NonNullable<Doc> =>
  typeof value === 'object' && value !== null && (!('documentId' in value) || typeof value.documentId === 'string');

/** The document a document-service result holds: a document, or { entries: [...] } (publish, unpublish, delete). */
export const firstDoc = (result: unknown): Doc => {
  if (!isDoc(result)) return null;
  const entry = Array.isArray(result.entries) ? result.entries[0] : result;
  return isDoc(entry) ? entry : null;
};

/** A text field of the document (the fields a label names are text in every schema), or null when empty. */
const text = (doc: Doc, field: string): string | null => {
  const value = doc?.[field];
  return typeof value === 'string' ? value : null;
};

export type EditableType = {
  subject: AuditSubject;
  label: (doc: Doc) => string | null;
  /** Written by admins only (the site's scripts run on every public page): a restore is refused to anyone else. */
  adminOnly?: true;
  /** Fields only an admin writes (a landing page's lead routing and tags): a restore by anyone else keeps their current values. */
  adminOnlyFields?: readonly string[];
};

/**
 * The editable content types (issue 51) and how a record names one of their documents. Being listed here is all a
 * type needs to get the version precondition, the revisions (editing/versioned-writes.ts) and the audit log
 * (bootstrap/audit-documents.ts); each of them has a `version` attribute in its schema.json.
 */
export const EDITABLE_TYPES: Record<string, EditableType> = {
  'api::case.case': { subject: 'case', label: (doc) => text(doc, 'title') },
  'api::article.article': { subject: 'article', label: (doc) => text(doc, 'title') },
  'api::page-content.page-content': {
    subject: 'page_content',
    label: (doc) => {
      const page = text(doc, 'page_slug');
      return page ? `${PAGE_LABELS[page as PageSlug] ?? page} — ${sectionLabel(String(doc?.section_key))}` : null;
    },
  },
  'api::site-setting.site-setting': {
    subject: 'site_setting',
    label: (doc) => {
      const key = text(doc, 'setting_key');
      return key ? (SCRIPT_SETTING_LABELS[key] ?? key) : null;
    },
    adminOnly: true,
  },
  'api::testimonial.testimonial': {
    subject: 'testimonial',
    label: (doc) => (text(doc, 'author_name') ? `${doc?.author_name} — ${doc?.company}` : null),
  },
  'api::client.client': { subject: 'client', label: (doc) => text(doc, 'name') },
  'api::team-member.team-member': { subject: 'team_member', label: (doc) => text(doc, 'name') },
  'api::landing-page.landing-page': { subject: 'landing_page', label: (doc) => text(doc, 'title'), adminOnlyFields: LANDING_ADMIN_ONLY_FIELDS },
};

/** The content type of an editable subject ('case' → 'api::case.case'), or undefined. */
export const uidOfSubject = (subject: string) => Object.entries(EDITABLE_TYPES).find(([, type]) => type.subject === subject)?.[0];
