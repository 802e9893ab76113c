import type { Core } from '@strapi/strapi';
import { DEV_ADMIN_DEFAULTS } from '../seed/seed-admin';

/**
 * The Strapi panel's first super-admin is made at start, never by a visitor: while no panel admin exists,
 * Strapi lets anyone who reaches the panel create one (`POST /admin/register-admin`). Its credentials are
 * PANEL_ADMIN_EMAIL / PANEL_ADMIN_PASSWORD; outside production, with the seed on and those unset, the seeded
 * site admin's (so a fresh `npm start` has one). Production without a panel admin and without these does not
 * start (production-guard.ts). Created with the same admin services as Strapi's `strapi admin:create-user`.
 */
export type PanelAdminCredentials = { email: string; password: string };

export function panelAdminCredentials(env: NodeJS.ProcessEnv): PanelAdminCredentials | null {
  if (env.PANEL_ADMIN_EMAIL || env.PANEL_ADMIN_PASSWORD) {
    return { email: (env.PANEL_ADMIN_EMAIL ?? '').trim().toLowerCase(), password: env.PANEL_ADMIN_PASSWORD ?? '' };
  }
  if (env.NODE_ENV !== 'production' && env.SEED !== 'false') {
    return {
      email: (env.SEED_ADMIN_EMAIL || DEV_ADMIN_DEFAULTS.email).toLowerCase(),
      password: env.SEED_ADMIN_PASSWORD || DEV_ADMIN_DEFAULTS.password,
    };
  }
  return null;
}

/** Strapi's own rule for panel passwords (its panel forms and `admin:create-user`), in one phrase when broken. */
export function strapiPanelPasswordProblem(password: string): string | null {
  const ok = password.length >= 8 && Buffer.byteLength(password) <= 72 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  return ok ? null : 'Strapi needs 8 to 72 bytes with a lowercase letter, an uppercase letter and a digit';
}

/** Creates the panel's super-admin when there is none and credentials are known; true when it did. */
export async function ensurePanelAdmin(strapi: Core.Strapi): Promise<boolean> {
  const users = strapi.service('admin::user');
  if (await users.exists()) return false;
  const credentials = panelAdminCredentials(process.env);
  if (!credentials) {
    strapi.log.warn(
      '[panel] no Strapi panel admin yet: whoever opens /admin first can create one. Set PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD and restart.',
    );
    return false;
  }
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email: credentials.email,
    firstname: 'Administrador',
    lastname: 'Alicerce',
    isActive: true,
    roles: [superAdmin.id],
    password: credentials.password,
    registrationToken: null,
  });
  strapi.log.info(`[panel] Strapi panel super-admin ${credentials.email} created`);
  return true;
}
