import { api } from './api';

/**
 * A Strapi panel super-admin on the suite's CMS (the panel's own API, as an editor's clicks use it): signs in, or
 * registers the first panel admin when there is none yet. The same account as tests/e2e/support/panel.ts.
 */
export const PANEL_ADMIN = { firstname: 'Equipe', lastname: 'Conteúdo', email: 'editor@alicerce.example', password: 'Editor@2026x' };

let token: Promise<string> | null = null;

export function panelAdminToken(): Promise<string> {
  token ??= (async () => {
    let res = await api().post('/admin/login').send({ email: PANEL_ADMIN.email, password: PANEL_ADMIN.password });
    if (res.status !== 200) res = await api().post('/admin/register-admin').send(PANEL_ADMIN);
    const jwt = res.body?.data?.token ?? res.body?.data?.accessToken;
    if (!jwt) throw new Error(`no panel admin session: ${res.status} ${JSON.stringify(res.body)}`);
    return jwt;
  })();
  return token;
}
