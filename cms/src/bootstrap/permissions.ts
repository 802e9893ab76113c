import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE, EDITOR_ROLE_TYPE } from '@alicerce/domain';

/**
 * The whole role × action table of the content API. Applied on every boot: missing grants are
 * added and any grant not listed here is removed, so drift made in the panel is corrected at start.
 * `admin` is the spec's "user_roles.role = admin": a users-permissions role of type `admin`; `editor` writes content only.
 */
const AUTH_PUBLIC = [
  ...['callback', 'register', 'forgotPassword', 'resetPassword', 'refresh'].map((a) => `plugin::users-permissions.auth.${a}`),
  'api::password-reset.password-reset.check',
  // The sign-in's second step (a ticket from the password step and a code).
  'api::second-factor.second-factor.signIn',
];
const AUTH_SIGNED_IN = [
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.changePassword',
  'plugin::users-permissions.user.me',
  // The caller's own second factor (TOTP): status, enrolment, turning it off.
  ...['status', 'start', 'confirm', 'disable'].map((a) => `api::second-factor.second-factor.${a}`),
  // 'Sessões': the caller's own sessions (issue 53).
  ...['mine', 'endMine', 'endOthers'].map((a) => `api::account-session.account-session.${a}`),
];
/** The site's proof (issue 27): testimonials, client logos and the agency's team; read by all (published rows only). */
const PROOF_TYPES = ['testimonial', 'client', 'team-member'];
const PUBLIC_READS = [
  'api::article.article.find',
  'api::article.article.findBySlug',
  'api::company.company.find',
  'api::case.case.find',
  'api::case.case.findOne',
  'api::page-content.page-content.find',
  'api::page-content.page-content.findOne',
  'api::site-setting.site-setting.find',
  'api::site-setting.site-setting.findOne',
  'api::sitemap.sitemap.xml',
  'api::site-route.site-route.check',
  ...PROOF_TYPES.flatMap((type) => [`api::${type}.${type}.find`, `api::${type}.${type}.findOne`]),
  ...['find', 'findOne', 'findBySlug'].map((action) => `api::landing-page.landing-page.${action}`),
];
/**
 * Anyone may send a lead or book a consultation (validated, rate-limited, honeypot-checked by their controllers)
 * and see which booking slots are taken (times only).
 */
const PUBLIC_WRITES = ['api::lead.lead.create', 'api::booking.booking.create', 'api::booking.booking.availability'];
/** The public pages' cookieless beacon (aggregated counters only) and the admin's read of them. */
const ANALYTICS_PUBLIC = ['api::analytics.analytics.beacon'];
const ANALYTICS_ADMIN = ['api::analytics.analytics.summary'];
/** A lead's or booking's outcome (qualified / won, value in R$): admins only, who and when set by the server. */
const OUTCOME_WRITES = ['api::lead.lead.setOutcome', 'api::booking.booking.setOutcome'];
/** The offline-conversion files for Google Ads and Meta (hashed personal data): admins only. */
const OFFLINE_CONVERSION_READS = ['api::offline-conversion.offline-conversion.googleAds', 'api::offline-conversion.offline-conversion.meta'];
/** The dashboard's 'Resultados' tab: the funnel report of a date range and the ad spend typed there (admins only). */
const RESULTS_ADMIN = [
  'api::results.results.report',
  'api::ad-spend.ad-spend.list',
  'api::ad-spend.ad-spend.upsert',
  'api::ad-spend.ad-spend.remove',
];
/** Site content, written by editors and admins: cases with their media (and unpublished reads), page contents. */
const CONTENT_WRITES = [
  'api::case.case.create',
  'api::case.case.update',
  'api::case.case.delete',
  'api::page-content.page-content.upsert',
  'api::page-content.page-content.delete',
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
  'plugin::upload.content-api.destroy',
];
/**
 * Admins only: leads and bookings (personal data), the company's contact data, the site's script snippets (they run
 * on every public page) and the team's accounts.
 */
const ADMIN_ONLY_WRITES = [
  'api::lead.lead.find',
  'api::lead.lead.findOne',
  'api::lead.lead.update',
  'api::lead.lead.delete',
  'api::booking.booking.find',
  'api::booking.booking.findOne',
  'api::booking.booking.update',
  'api::company.company.update',
  'api::site-setting.site-setting.upsert',
];
/** The dashboard's 'Biblioteca de mídia': one page of the library's files at a time (`GET /api/upload/files/page`). */
const MEDIA_LIBRARY_PAGES = ['plugin::upload.content-api.findPage'];
/** 'Mídia' (issue 55): every file with where it is used, its delete (or retirement), and the bulk removal of unused ones. */
const MEDIA_LIBRARY_SCREEN = ['files', 'bulkDelete', 'remove'].map((action) => `api::media-library.media-library.${action}`);
/** The audit log (read only: the CMS writes it) and a data subject's LGPD requests: admins only. */
const AUDIT_READS = ['api::audit-entry.audit-entry.find', 'api::audit-entry.audit-entry.actors'];
const PERSONAL_DATA_REQUESTS = ['search', 'export', 'anonymise'].map((a) => `api::personal-data.personal-data.${a}`);
/** The Equipe tab: list accounts, change a role or block, invite (cms/src/api/team). */
const TEAM_WRITES = [
  'api::team.team.list',
  'api::team.team.update',
  'api::team.team.invite',
  'api::team.team.resetSecondFactor',
  // Another person's sessions: list them and end one or all (audited).
  ...['ofMember', 'endOfMember', 'endAllOfMember'].map((a) => `api::account-session.account-session.${a}`),
];
/** The setting 'Exigir segundo fator para administradores' (Configurações). */
const SECOND_FACTOR_POLICY = ['api::second-factor.second-factor.policy', 'api::second-factor.second-factor.setPolicy'];
/** The inbox's CSV of the filtered leads or bookings, streamed (personal data: admins only). */
const INBOX_EXPORTS = ['api::inbox-export.inbox-export.leads', 'api::inbox-export.inbox-export.bookings'];
/** Leads' and Agendamentos' bulk status change and LGPD erasure (issue 57, domain/src/inbox-bulk.ts): admins only. */
const INBOX_BULK = ['api::inbox-bulk.inbox-bulk.leads', 'api::inbox-bulk.inbox-bulk.bookings'];
/** The outbox: the CRM webhooks (their URLs and secrets) and every delivery with its recipient: admins only. */
const OUTBOX_ADMIN = [
  ...['find', 'create', 'update', 'delete', 'test', 'deliveries'].map((a) => `api::webhook-endpoint.webhook-endpoint.${a}`),
  ...['find', 'summary', 'resend', 'resendMany'].map((a) => `api::outbox-delivery.outbox-delivery.${a}`),
];

/**
 * Consent proof (LGPD Art. 8 §2): the site records each visitor's cookie choice (validated, rate-limited, tiny body);
 * only an admin looks records up, by the consent id a visitor's browser holds.
 */
const CONSENT_RECORD_WRITES = ['api::consent-record.consent-record.create'];
const CONSENT_RECORD_READS = ['api::consent-record.consent-record.find'];

/**
 * Writing the blog from the dashboard: every article (drafts and scheduled ones too) for the editor's list, and
 * create / update (which publishes, unpublishes or schedules) / delete.
 */
const ARTICLE_WRITES = [
  'api::article.article.listForEditor',
  'api::article.article.findForEditor',
  'api::article.article.create',
  'api::article.article.update',
  'api::article.article.delete',
];

/** Editing the proof from the dashboard's 'Prova social' (its unpublished rows are read with `?unpublished=include`). */
const PROOF_WRITES = PROOF_TYPES.flatMap((type) => ['create', 'update', 'delete'].map((action) => `api::${type}.${type}.${action}`));

/**
 * Campaign landing pages (issue 31): written, published, duplicated and their A/B winner promoted by editors and admins
 * (drafts read with `?unpublished=include`).
 */
const LANDING_PAGE_WRITES = ['create', 'update', 'delete', 'duplicate', 'promote'].map((action) => `api::landing-page.landing-page.${action}`);

/** A document's history (issue 51): who saved which version of the content they edit, and when; restoring one; the Lixeira. */
const REVISION_READS = [
  'api::revision.revision.history',
  'api::revision.revision.restore',
  'api::trash-entry.trash-entry.list',
  'api::trash-entry.trash-entry.restore',
];

/** "Who is editing" (issue 51): an open editor's heartbeat, release and take-over, and the lists' marks (site scripts: admins only, in the controller). */
const EDITING_MARKS = ['heartbeat', 'release', 'takeOver', 'list'].map((action) => `api::editing-mark.editing-mark.${action}`);

/** 'Início' (issue 57): the content blocks for every team member, the funnel only for admins (in the controller). */
const DASHBOARD_HOME = ['api::dashboard-home.dashboard-home.find'];

/** The dashboard's global search (issue 57): content for both roles; leads and bookings only in an admin's answer (its controller). */
const GLOBAL_SEARCH = ['api::search.search.find'];
/** 'Abertos recentemente' (issue 57): the caller's own list; leads and bookings only in an admin's (its controller). */
const RECENT_DOCUMENTS = ['mine', 'opened'].map((a) => `api::recent-document.recent-document.${a}`);

/** Bulk actions of the lists (issue 57): publish, unpublish or delete many rows at once, all or none (editing/bulk.ts). */
const BULK_ACTIONS = ['api::bulk-action.bulk-action.run'];

const SIGNED_IN = [...AUTH_SIGNED_IN, ...PUBLIC_READS, ...PUBLIC_WRITES, ...CONSENT_RECORD_WRITES, ...ANALYTICS_PUBLIC];
/** The editor's whole list, built from named arrays: a new content area (e.g. articles) is one more spread. */
const EDITOR = [
  ...SIGNED_IN,
  ...CONTENT_WRITES,
  ...MEDIA_LIBRARY_PAGES,
  ...MEDIA_LIBRARY_SCREEN,
  ...ARTICLE_WRITES,
  ...PROOF_WRITES,
  ...LANDING_PAGE_WRITES,
  ...REVISION_READS,
  ...EDITING_MARKS,
  ...DASHBOARD_HOME,
  ...GLOBAL_SEARCH,
  ...RECENT_DOCUMENTS,
  ...BULK_ACTIONS,
];
const ADMIN = [
  ...EDITOR,
  ...ADMIN_ONLY_WRITES,
  ...TEAM_WRITES,
  ...SECOND_FACTOR_POLICY,
  ...AUDIT_READS,
  ...PERSONAL_DATA_REQUESTS,
  ...CONSENT_RECORD_READS,
  ...ANALYTICS_ADMIN,
  ...OUTCOME_WRITES,
  ...OFFLINE_CONVERSION_READS,
  ...INBOX_EXPORTS,
  ...INBOX_BULK,
  ...RESULTS_ADMIN,
  ...OUTBOX_ADMIN,
];

export const PERMISSIONS: Record<string, string[]> = {
  public: [...AUTH_PUBLIC, ...PUBLIC_READS, ...PUBLIC_WRITES, ...CONSENT_RECORD_WRITES, ...ANALYTICS_PUBLIC],
  authenticated: SIGNED_IN,
  [EDITOR_ROLE_TYPE]: EDITOR,
  [ADMIN_ROLE_TYPE]: ADMIN,
};

const ROLE_NAMES: Record<string, { name: string; description: string }> = {
  [ADMIN_ROLE_TYPE]: { name: 'Admin', description: 'Administradores do site: acesso ao Painel CMS.' },
  [EDITOR_ROLE_TYPE]: { name: 'Editor', description: 'Equipe de conteúdo: cases, mídia, conteúdo das páginas, artigos e prova social.' },
};

async function ensureRole(strapi: Core.Strapi, type: string) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const found = await roles.findOne({ where: { type } });
  if (found) return found;
  const meta = ROLE_NAMES[type];
  if (!meta) throw new Error(`users-permissions role "${type}" is missing`);
  return roles.create({ data: { type, ...meta } });
}

export async function applyPermissions(strapi: Core.Strapi) {
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const [type, wanted] of Object.entries(PERMISSIONS)) {
    const role = await ensureRole(strapi, type);
    const current = await permissions.findMany({ where: { role: role.id } });
    const have = new Set(current.map((p) => p.action));
    const extra = current.filter((p) => !wanted.includes(p.action));
    if (extra.length) await permissions.deleteMany({ where: { id: { $in: extra.map((p) => p.id) } } });
    for (const action of wanted.filter((a) => !have.has(a))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}
