import { api, DEV_ADMIN } from './helpers/api';

/**
 * The Strapi panel is never up for grabs: its super-admin exists from the first start (the seed's, with the dev
 * admin's credentials, as in `npm start`), so the anonymous "create the first admin" request is refused.
 */
describe('the Strapi panel after a fresh start', () => {
  it('already has its super-admin, who signs in with the dev admin credentials', async () => {
    expect((await api().get('/admin/init')).body.data.hasAdmin).toBe(true);
    const login = await api().post('/admin/login').send({ email: DEV_ADMIN.email, password: DEV_ADMIN.password });
    expect(login.status).toBe(200);
    const me = await api().get('/admin/users/me').set('Authorization', `Bearer ${login.body.data.token}`);
    expect(me.body.data.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-super-admin']);
  });

  it('refuses an anonymous POST /admin/register-admin: no token, and the account cannot sign in', async () => {
    const intruder = { email: 'intruso@teste.example', password: 'Intruso@2026x', firstname: 'Intruso' };
    const res = await api().post('/admin/register-admin').send(intruder);
    expect(res.status).toBe(400);
    expect(res.body.data?.token).toBeUndefined();
    expect((await api().post('/admin/login').send({ email: intruder.email, password: intruder.password })).status).toBe(400);
  });
});
