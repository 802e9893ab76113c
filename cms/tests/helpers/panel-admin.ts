import { api, DEV_ADMIN } from './api';

/**
 * A Strapi panel super-admin session on the suite's CMS (the panel's own API, as an editor's clicks use it). The
 * CMS creates that super-admin at its first start from the seeded admin's credentials (bootstrap/panel-admin.ts):
 * nobody can register one. The same account as tests/e2e/support/panel.ts.
 */
let token: Promise<string> | null = null;

export function panelAdminToken(): Promise<string> {
  token ??= (async () => {
    const res = await api().post('/admin/login').send({ email: DEV_ADMIN.email, password: DEV_ADMIN.password });
    const jwt = res.body?.data?.token ?? res.body?.data?.accessToken;
    if (!jwt) throw new Error(`no panel admin session: ${res.status} ${JSON.stringify(res.body)}`);
    return jwt;
  })();
  return token;
}
