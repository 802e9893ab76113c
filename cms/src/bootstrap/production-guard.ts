import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE, forgotPasswordFormSchema } from '@alicerce/domain';
import { DEV_ADMIN_DEFAULTS } from '../seed/seed-admin';
import { strapiPanelPasswordProblem } from './panel-admin';

/**
 * With NODE_ENV=production the CMS refuses to start (one line on stderr, exit code 1) rather than run with
 * secrets anyone can read in this repository or in Strapi's templates, with an administrator who still
 * signs in with the development password published in the README, or without a Strapi panel admin (the first
 * visitor of the panel would become one). Development and tests are untouched.
 */
export const REQUIRED_SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'] as const;
const MIN_SECRET_LENGTH = 16;
const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** Strapi's template values ('toBeModified1'), obvious stand-ins, and the values the test suite runs with. */
const PLACEHOLDER = /tobemodified|change[-_ ]?me|placeholder|^test[-_]?(key|api|admin|transfer|jwt|encryption)/i;

const isProduction = () => process.env.NODE_ENV === 'production';

const seedAdminEmail = (env: NodeJS.ProcessEnv) => (env.SEED_ADMIN_EMAIL || DEV_ADMIN_DEFAULTS.email).toLowerCase();

/** A SEED_ADMIN_PASSWORD fit for production: set, not the development one, long enough. */
const strongSeedPassword = (env: NodeJS.ProcessEnv) => {
  const password = env.SEED_ADMIN_PASSWORD ?? '';
  return password !== DEV_ADMIN_DEFAULTS.password && password.length >= MIN_ADMIN_PASSWORD_LENGTH ? password : null;
};

/** A PANEL_ADMIN_PASSWORD fit for production: the rule above for admins, and Strapi's own for panel passwords. */
const panelPasswordProblem = (password: string) => {
  if (password === DEV_ADMIN_DEFAULTS.password || password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `${MIN_ADMIN_PASSWORD_LENGTH}+ characters other than the development one`;
  }
  return strapiPanelPasswordProblem(password);
};

/** What stops `env` from running in production, one short phrase each; secret values are never repeated. */
export function productionConfigProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const name of REQUIRED_SECRETS) {
    const value = (env[name] ?? '').trim();
    const parts = (name === 'APP_KEYS' ? value.split(',') : [value]).map((p) => p.trim()).filter(Boolean);
    if (!parts.length) problems.push(`${name} is missing`);
    else if (parts.some((p) => PLACEHOLDER.test(p))) problems.push(`${name} is a placeholder value`);
    else if (parts.some((p) => p.length < MIN_SECRET_LENGTH)) problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`);
    else if (owners.has(value)) problems.push(`${name} repeats the value of ${owners.get(value)}`);
    owners.set(value, owners.get(value) ?? name);
  }
  if (env.SEED !== 'false' && !strongSeedPassword(env)) {
    problems.push(
      `SEED would create the admin ${seedAdminEmail(env)} without a strong password (set SEED_ADMIN_PASSWORD to ${MIN_ADMIN_PASSWORD_LENGTH}+ characters other than the development one, or SEED=false)`,
    );
  }
  if (env.PANEL_ADMIN_PASSWORD && env.PANEL_ADMIN_PASSWORD === env.SEED_ADMIN_PASSWORD) {
    problems.push("PANEL_ADMIN_PASSWORD repeats SEED_ADMIN_PASSWORD (the Strapi panel never shares the dashboard admin's password)");
  }
  if (env.PANEL_ADMIN_EMAIL || env.PANEL_ADMIN_PASSWORD) {
    if (!forgotPasswordFormSchema.safeParse({ email: env.PANEL_ADMIN_EMAIL ?? '' }).success)
      problems.push('PANEL_ADMIN_EMAIL is missing or not an e-mail address');
    const weakness = panelPasswordProblem(env.PANEL_ADMIN_PASSWORD ?? '');
    if (weakness) problems.push(`PANEL_ADMIN_PASSWORD is missing or weak (${weakness})`);
  }
  return problems;
}

function refuseToStart(problems: string[]): never {
  console.error(`[security] Refusing to start in production: ${problems.join('; ')}. See docs/security.md.`);
  process.exit(1);
}

/** register(): secrets and seed settings, before the database is even opened. */
export function guardProductionConfig() {
  if (!isProduction()) return;
  const problems = productionConfigProblems(process.env);
  if (problems.length) refuseToStart(problems);
}

/**
 * bootstrap(): no administrator — of the site (users-permissions `admin` role) or of the Strapi panel — may
 * still have the development password, e.g. in a database carried over from development. The seeded admin's
 * is replaced by SEED_ADMIN_PASSWORD when that is strong, and a panel admin's by PANEL_ADMIN_PASSWORD when
 * PANEL_ADMIN_EMAIL names it (their sessions end), so the operator's way out is a variable and a restart; any
 * other such account stops the start. And a panel admin must exist, or PANEL_ADMIN_EMAIL / PANEL_ADMIN_PASSWORD
 * be set so that this start creates it (panel-admin.ts): otherwise the panel's first visitor would become one.
 */
export async function guardProductionAdmins(strapi: Core.Strapi) {
  if (!isProduction()) return;
  const users = strapi.plugin('users-permissions').service('user');
  const siteAdmins = await strapi.db
    .query('plugin::users-permissions.user')
    .findMany({ where: { role: { type: ADMIN_ROLE_TYPE } }, select: ['id', 'email', 'password'] });
  const panelAdmins = await strapi.db.query('admin::user').findMany({ select: ['id', 'email', 'password'] });
  const hasDevPassword = async (hash?: string) => Boolean(hash) && (await users.validatePassword(DEV_ADMIN_DEFAULTS.password, hash));

  const offenders: string[] = [];
  const replacement = strongSeedPassword(process.env);
  for (const admin of siteAdmins) {
    if (!(await hasDevPassword(admin.password))) continue;
    if (replacement && admin.email?.toLowerCase() === seedAdminEmail(process.env)) {
      await users.edit(admin.id, { password: replacement });
      await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(admin.id));
      strapi.log.warn(`[security] the development password of ${admin.email} was replaced by SEED_ADMIN_PASSWORD`);
    } else offenders.push(`site admin ${admin.email}`);
  }
  // PANEL_ADMIN_PASSWORD, when set, passed productionConfigProblems() in register().
  const panelEmail = process.env.PANEL_ADMIN_PASSWORD ? process.env.PANEL_ADMIN_EMAIL?.trim().toLowerCase() : undefined;
  for (const admin of panelAdmins) {
    if (!(await hasDevPassword(admin.password))) continue;
    if (panelEmail && admin.email?.toLowerCase() === panelEmail) {
      await strapi.service('admin::user').updateById(admin.id, { password: process.env.PANEL_ADMIN_PASSWORD });
      await strapi.sessionManager('admin').invalidateRefreshToken(String(admin.id));
      strapi.log.warn(`[security] the development password of the Strapi panel admin ${admin.email} was replaced by PANEL_ADMIN_PASSWORD`);
    } else offenders.push(`Strapi panel admin ${admin.email}`);
  }

  // The panel's super-admin never shares the dashboard admin's password (a leaked one would open both doors).
  const seedPassword = process.env.SEED_ADMIN_PASSWORD;
  const sharing: string[] = [];
  for (const admin of panelAdmins) {
    if (!seedPassword || !admin.password || !(await users.validatePassword(seedPassword, admin.password))) continue;
    if (panelEmail && admin.email?.toLowerCase() === panelEmail) {
      await strapi.service('admin::user').updateById(admin.id, { password: process.env.PANEL_ADMIN_PASSWORD });
      await strapi.sessionManager('admin').invalidateRefreshToken(String(admin.id));
      strapi.log.warn(`[security] the Strapi panel admin ${admin.email} had the dashboard admin's password: replaced by PANEL_ADMIN_PASSWORD`);
    } else sharing.push(admin.email);
  }
  const problems: string[] = [];
  if (offenders.length) {
    problems.push(
      `${offenders.join(', ')} still ${offenders.length > 1 ? 'have' : 'has'} the development password (for ${seedAdminEmail(process.env)}: set a strong SEED_ADMIN_PASSWORD and start again; for a panel admin: PANEL_ADMIN_EMAIL=<its e-mail> and a strong PANEL_ADMIN_PASSWORD; otherwise change it or remove the account in a development run)`,
    );
  }
  if (sharing.length) {
    problems.push(
      `the Strapi panel admin ${sharing.join(', ')} has the dashboard admin's password (SEED_ADMIN_PASSWORD): give the panel a password of its own (PANEL_ADMIN_EMAIL=<its e-mail> and PANEL_ADMIN_PASSWORD)`,
    );
  }
  if (!panelAdmins.length && !panelEmail) {
    problems.push(
      'no Strapi panel admin exists and PANEL_ADMIN_EMAIL / PANEL_ADMIN_PASSWORD are not set (set them: this start creates that super-admin; without one, the first visitor of /admin would become it)',
    );
  }
  if (problems.length) refuseToStart(problems);
}
