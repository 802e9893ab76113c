import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE } from '@alicerce/domain';

export const DEV_ADMIN_DEFAULTS = { email: 'admin@alicerce.example', password: 'Alicerce@2026' };

/** One dev admin in the `admin` role, credentials from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD. */
export async function seedAdmin(strapi: Core.Strapi) {
  const email = (process.env.SEED_ADMIN_EMAIL || DEV_ADMIN_DEFAULTS.email).toLowerCase();
  const password = process.env.SEED_ADMIN_PASSWORD || DEV_ADMIN_DEFAULTS.password;
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email } })) return false;

  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: ADMIN_ROLE_TYPE } });
  await strapi.plugin('users-permissions').service('user').add({
    username: email,
    email,
    password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  strapi.log.info(`[seed] dev admin ${email} created`);
  return true;
}
