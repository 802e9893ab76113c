import type { Core } from '@strapi/strapi';

/**
 * The site setting 'Exigir segundo fator para administradores' (Configurações). Kept in Strapi's key-value store
 * (core_store_settings) rather than in site_settings, whose rows are the public script snippets every page reads.
 * Never set: on in production, off elsewhere (so the seeded development admin and the test suites sign in with a
 * password alone); once an admin saves it, the stored value decides everywhere.
 */
const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'alicerce' });
const KEY = 'second_factor_policy';

type StoredPolicy = { requireForAdmins?: unknown } | null | undefined;

export async function adminsMustHaveSecondFactor(strapi: Core.Strapi): Promise<boolean> {
  const stored = (await store(strapi).get({ key: KEY })) as StoredPolicy;
  return typeof stored?.requireForAdmins === 'boolean' ? stored.requireForAdmins : process.env.NODE_ENV === 'production';
}

export async function setAdminsMustHaveSecondFactor(strapi: Core.Strapi, requireForAdmins: boolean) {
  await store(strapi).set({ key: KEY, value: { requireForAdmins } });
}
