import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';

/**
 * The whole role × action table of the content API. Applied on every boot: missing grants are
 * added and any grant not listed here is removed, so drift made in the panel is corrected at start.
 * `admin` is the spec's "user_roles.role = admin": a users-permissions role of type `admin`.
 */
const AUTH_PUBLIC = [
  ...['callback', 'register', 'forgotPassword', 'resetPassword', 'refresh'].map((a) => `plugin::users-permissions.auth.${a}`),
  'api::password-reset.password-reset.check',
];
const AUTH_SIGNED_IN = [
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.changePassword',
  'plugin::users-permissions.user.me',
];
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
];
/**
 * Anyone may send a lead or book a consultation (validated, rate-limited, honeypot-checked by their controllers)
 * and see which booking slots are taken (times only).
 */
const PUBLIC_WRITES = ['api::lead.lead.create', 'api::booking.booking.create', 'api::booking.booking.availability'];
/** The public pages' cookieless beacon (aggregated counters only) and the admin's read of them. */
const ANALYTICS_PUBLIC = ['api::analytics.analytics.beacon'];
const ANALYTICS_ADMIN = ['api::analytics.analytics.summary'];
const ADMIN_WRITES = [
  'api::lead.lead.find',
  'api::lead.lead.findOne',
  'api::lead.lead.update',
  'api::lead.lead.delete',
  'api::booking.booking.find',
  'api::booking.booking.findOne',
  'api::booking.booking.update',
  'api::company.company.update',
  'api::case.case.create',
  'api::case.case.update',
  'api::case.case.delete',
  'api::page-content.page-content.upsert',
  'api::page-content.page-content.delete',
  'api::site-setting.site-setting.upsert',
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
  'plugin::upload.content-api.destroy',
];

export const PERMISSIONS: Record<string, string[]> = {
  public: [...AUTH_PUBLIC, ...PUBLIC_READS, ...PUBLIC_WRITES, ...ANALYTICS_PUBLIC],
  authenticated: [...AUTH_SIGNED_IN, ...PUBLIC_READS, ...PUBLIC_WRITES, ...ANALYTICS_PUBLIC],
  [ADMIN_ROLE_TYPE]: [...AUTH_SIGNED_IN, ...PUBLIC_READS, ...PUBLIC_WRITES, ...ADMIN_WRITES, ...ANALYTICS_PUBLIC, ...ANALYTICS_ADMIN],
};

const ROLE_NAMES: Record<string, { name: string; description: string }> = {
  [ADMIN_ROLE_TYPE]: { name: 'Admin', description: 'Administradores do site: acesso ao Painel CMS.' },
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
