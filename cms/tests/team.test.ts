import { EMAIL_TAKEN_MESSAGE, LAST_ADMIN_MESSAGE, OWN_ACCOUNT_MESSAGE } from '@alicerce/domain';

import { DEV_ADMIN, adminToken, api, bearer, editorToken, registeredUserToken, unique, waitForMail } from './helpers/api';

/** The Equipe tab's API (cms/src/api/team): roles, blocks, invites, and the guard that keeps one active admin. */
const signIn = (identifier: string, password: string) => api().post('/api/auth/local').send({ identifier, password });
const change = async (id: number, data: object) =>
  api()
    .put(`/api/team/members/${id}`)
    .set(bearer(await adminToken()))
    .send({ data });
const member = async (id: number) => {
  const res = await api()
    .get('/api/team/members')
    .set(bearer(await adminToken()));
  return (res.body.data as Array<{ id: number; role: string; status: string; email: string }>).find((m) => m.id === id);
};

describe('team members', () => {
  it('lists every account with its role and status, no password or reset code', async () => {
    const user = await registeredUserToken();
    const res = await api()
      .get('/api/team/members')
      .set(bearer(await adminToken()));
    expect(res.status).toBe(200);
    const me = res.body.data.find((m) => m.email === DEV_ADMIN.email);
    expect(me).toMatchObject({ role: 'admin', status: 'active' });
    expect(res.body.data.find((m) => m.id === user.id)).toMatchObject({ role: 'authenticated', status: 'active', email: user.email });
    expect(JSON.stringify(res.body)).not.toMatch(/password|resetPasswordToken/);
  });

  it('promotes to editor and ends the account’s sessions: the old tokens answer 401, a new sign-in carries the role', async () => {
    const user = await registeredUserToken();
    const { jwt, refreshToken } = (await signIn(user.email, 'senha-segura-1')).body;
    const res = await change(user.id, { role: 'editor' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, role: 'editor', status: 'active' });
    expect((await api().get('/api/users/me').set(bearer(jwt))).status).toBe(401);
    expect((await api().get('/api/users/me').set(bearer(user.jwt))).status).toBe(401);
    expect((await api().post('/api/auth/refresh').send({ refreshToken })).status).toBe(401);
    const again = (await signIn(user.email, 'senha-segura-1')).body.jwt;
    expect((await api().get('/api/users/me').set(bearer(again))).body.role.type).toBe('editor');
  });

  it('blocks an account (its tokens answer 401, it cannot sign in) and unblocks it', async () => {
    const user = await registeredUserToken();
    expect((await change(user.id, { blocked: true })).body.data.status).toBe('blocked');
    expect((await api().get('/api/users/me').set(bearer(user.jwt))).status).toBe(401);
    expect((await signIn(user.email, 'senha-segura-1')).status).toBe(400);
    expect((await change(user.id, { blocked: false })).body.data.status).toBe('active');
    expect((await signIn(user.email, 'senha-segura-1')).status).toBe(200);
  });

  it('refuses what would leave the site without an active admin, with a pt-BR message', async () => {
    const adminId = (
      await api()
        .get('/api/users/me')
        .set(bearer(await adminToken()))
    ).body.id as number;
    for (const data of [{ role: 'editor' }, { role: 'authenticated' }, { blocked: true }]) {
      const res = await change(adminId, data);
      expect({ data, status: res.status, message: res.body.error?.message }).toEqual({ data, status: 400, message: LAST_ADMIN_MESSAGE });
    }
    expect(await member(adminId)).toMatchObject({ role: 'admin', status: 'active' });

    // A second admin may be blocked while the first remains; then the first is the last active one again.
    const second = await registeredUserToken();
    expect((await change(second.id, { role: 'admin' })).status).toBe(200);
    expect((await change(second.id, { blocked: true })).status).toBe(200);
    expect((await change(adminId, { role: 'editor' })).body.error?.message).toBe(LAST_ADMIN_MESSAGE);
    expect((await change(second.id, { role: 'authenticated', blocked: false })).status).toBe(200);
    expect((await signIn(DEV_ADMIN.email, DEV_ADMIN.password)).status).toBe(200);
  });

  it('refuses, with another admin present, any change an admin makes to their own account (403, pt-BR), changing nothing', async () => {
    const me = (
      await api()
        .get('/api/users/me')
        .set(bearer(await adminToken()))
    ).body.id as number;
    const second = await registeredUserToken();
    expect((await change(second.id, { role: 'admin' })).status).toBe(200);
    for (const data of [{ role: 'editor' }, { blocked: true }, { role: 'admin', blocked: false }]) {
      const res = await change(me, data);
      expect({ data, status: res.status, message: res.body.error?.message }).toEqual({ data, status: 403, message: OWN_ACCOUNT_MESSAGE });
    }
    expect(await member(me)).toMatchObject({ role: 'admin', status: 'active' });
    // The other admin's token still works: nothing was changed, so no session was ended.
    expect((await signIn(DEV_ADMIN.email, DEV_ADMIN.password)).status).toBe(200);
    expect((await change(second.id, { role: 'authenticated' })).status).toBe(200);
  });

  it('answers 400 in pt-BR to a role that does not exist and 404 to an unknown account', async () => {
    const user = await registeredUserToken();
    const bad = await change(user.id, { role: 'superadmin' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Papel inválido');
    expect((await change(99_999_999, { blocked: true })).status).toBe(404);
  });

  it('refuses an editor (403): the team is the admins’ business', async () => {
    const editor = await editorToken();
    expect((await api().get('/api/team/members').set(bearer(editor.jwt))).status).toBe(403);
    expect(
      (
        await api()
          .put(`/api/team/members/${editor.id}`)
          .set(bearer(editor.jwt))
          .send({ data: { role: 'admin' } })
      ).status,
    ).toBe(403);
  });
});

describe('invites', () => {
  const invite = async (data: object) =>
    api()
      .post('/api/team/invites')
      .set(bearer(await adminToken()))
      .send({ data });

  it('e-mails a link to set a password; the invitee signs in with the role given, and the invite is no longer pending', async () => {
    const email = `${unique('convidada')}@teste.example`.toLowerCase();
    const res = await invite({ email, role: 'editor' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, role: 'editor', status: 'pending' });

    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail?.subject).toBe('Convite para o Painel CMS — Alicerce Digital');
    expect(mail?.text).toContain('papel: Editor');
    const code = mail!.text.match(/https?:\/\/\S+\/admin\/reset-password\?code=([a-f0-9]+)/)?.[1];
    expect(code).toBeTruthy();
    // The invitee's page says 'Definir senha' (a reset link of a confirmed account answers { valid: true } only).
    expect((await api().get(`/api/password-reset/check?code=${code}`)).body).toEqual({ valid: true, invite: true });

    const reset = await api().post('/api/auth/reset-password').send({ code, password: 'senha-convite-1', passwordConfirmation: 'senha-convite-1' });
    expect(reset.status).toBe(200);
    const jwt = (await signIn(email, 'senha-convite-1')).body.jwt;
    expect((await api().get('/api/users/me').set(bearer(jwt))).body.role.type).toBe('editor');
    expect(await member(res.body.data.id)).toMatchObject({ status: 'active' });
  });

  it('refuses an address that already has an account, and a bad address, in pt-BR, creating nothing', async () => {
    const user = await registeredUserToken();
    const taken = await invite({ email: user.email.toUpperCase(), role: 'editor' });
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toBe(EMAIL_TAKEN_MESSAGE);
    const bad = await invite({ email: 'não-é-email', role: 'editor' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Email inválido');
  });
});
