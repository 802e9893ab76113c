import { api, bearer, unique, waitForMail } from './helpers/api';

const newAccount = async () => {
  const email = `${unique('conta')}@teste.example`.toLowerCase();
  const password = 'senha-inicial-1';
  const res = await api().post('/api/auth/local/register').send({ username: email, email, password });
  expect(res.status).toBe(200);
  return { email, password, id: res.body.user.id as number };
};
const signIn = (identifier: string, password: string) => api().post('/api/auth/local').send({ identifier, password });

describe('sign-in and sessions (users-permissions, refresh mode)', () => {
  it('a new account gets its id back and signs in with short-lived access + refresh tokens', async () => {
    const { email, password, id } = await newAccount();
    expect(id).toEqual(expect.any(Number));
    const res = await signIn(email, password);
    expect(res.status).toBe(200);
    expect(res.body.jwt).toBeTruthy();
    expect(res.body.refreshToken).toBeTruthy();
  });

  it('wrong credentials → 400 with a message', async () => {
    const { email } = await newAccount();
    const res = await signIn(email, 'senha-errada');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBeTruthy();
  });

  it('the refresh token gives a new access token; after sign-out it is refused', async () => {
    const { email, password } = await newAccount();
    const { jwt, refreshToken } = (await signIn(email, password)).body;
    const refreshed = await api().post('/api/auth/refresh').send({ refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await api().get('/api/users/me').set(bearer(refreshed.body.jwt))).status).toBe(200);

    const out = await api().post('/api/auth/logout').set(bearer(refreshed.body.jwt)).send({ refreshToken: refreshed.body.refreshToken });
    expect(out.status).toBe(200);
    expect((await api().post('/api/auth/refresh').send({ refreshToken: refreshed.body.refreshToken })).status).toBe(401);
    expect(jwt).not.toBe(refreshed.body.jwt);
  });
});

describe('password reset by e-mail', () => {
  it('answers the same for an unknown address (no account enumeration)', async () => {
    const res = await api().post('/api/auth/forgot-password').send({ email: 'ninguem@teste.example' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('sends a pt-BR e-mail whose link opens the site, resets the password and revokes old sessions', async () => {
    const { email, password } = await newAccount();
    const old = (await signIn(email, password)).body;

    const res = await api().post('/api/auth/forgot-password').send({ email });
    expect(res.body).toEqual({ ok: true });
    // The sign-in above also told the owner about a new browser: the reset e-mail is the one with the link.
    const mail = await waitForMail((m) => m.to.includes(email) && m.text.includes('reset-password?code='));
    expect(mail?.subject).toBe('Redefinição de senha — Painel CMS');
    const link = mail!.text.match(/https?:\/\/\S+\/admin\/reset-password\?code=([a-f0-9]+)/);
    expect(link).not.toBeNull();
    const code = link![1];

    expect((await api().get(`/api/password-reset/check?code=${code}`)).body).toEqual({ valid: true });
    const reset = await api().post('/api/auth/reset-password').send({ code, password: 'senha-nova-2', passwordConfirmation: 'senha-nova-2' });
    expect(reset.status).toBe(200);

    expect((await api().get(`/api/password-reset/check?code=${code}`)).body).toEqual({ valid: false });
    expect((await signIn(email, password)).status).toBe(400);
    expect((await signIn(email, 'senha-nova-2')).status).toBe(200);
    expect((await api().post('/api/auth/refresh').send({ refreshToken: old.refreshToken })).status).toBe(401);
    expect((await api().get('/api/users/me').set(bearer(old.jwt))).status).toBe(401);
  });

  it('says a made-up code is not valid', async () => {
    expect((await api().get('/api/password-reset/check?code=abc')).body).toEqual({ valid: false });
    expect((await api().get(`/api/password-reset/check?code=${'f'.repeat(128)}`)).body).toEqual({ valid: false });
  });
});

describe('sign-up rules (shared with the site)', () => {
  const register = (email: string, password: string) => api().post('/api/auth/local/register').send({ username: email, email, password });

  it.each([
    ['invalid e-mail', 'nao-e-email', 'senha-segura', 'Email inválido'],
    ['short password', `curta.${Date.now()}@teste.example`, '12345', 'A senha deve ter no mínimo 6 caracteres'],
    ['long password', `longa.${Date.now()}@teste.example`, 'x'.repeat(101), 'Senha deve ter no máximo 100 caracteres'],
  ])('%s → 400 with the pt-BR message, no account', async (_name, email, password, message) => {
    const res = await register(email, password);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await api().post('/api/auth/local').send({ identifier: email, password })).status).toBe(400);
  });
});
