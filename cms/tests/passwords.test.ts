import { api, bearer, unique, waitForMail } from './helpers/api';

/**
 * The password rules of spec §5 on the server, whatever the client sends: sign-up, reset by e-mail and change
 * while signed in answer 400 with the site's pt-BR message and change nothing. Passwords over 72 UTF-8 bytes
 * (bcrypt's limit) get a pt-BR message too: 40 'ç' are 40 characters but 80 bytes.
 */
const TOO_MANY_BYTES = 'Senha longa demais: o limite é de 72 bytes (letras acentuadas contam 2, emojis 4).';
const CEDILLAS = 'ç'.repeat(40);
/** On every list of leaked passwords (domain/src/common-passwords.ts, issue 53). */
const COMMON = 'Senha123';
const COMMON_MESSAGE = 'Esta senha é muito comum. Escolha outra.';

const signIn = (identifier: string, password: string) => api().post('/api/auth/local').send({ identifier, password });
const register = (email: string, password: string) => api().post('/api/auth/local/register').send({ username: email, email, password });
const newEmail = (prefix: string) => `${unique(prefix)}@teste.example`.toLowerCase();

async function newAccount() {
  const email = newEmail('senha');
  const password = 'senha-inicial-1';
  expect((await register(email, password)).status).toBe(200);
  return { email, password };
}

/** A reset code for `email`, as the e-mail's link carries it. */
async function resetCode(email: string): Promise<string> {
  expect((await api().post('/api/auth/forgot-password').send({ email })).status).toBe(200);
  // Not the new-browser notice of a sign-in of the same account.
  const mail = await waitForMail((m) => m.to.includes(email) && m.text.includes('reset-password?code='));
  return mail!.text.match(/reset-password\?code=([a-f0-9]+)/)![1];
}

describe('sign-up', () => {
  it('a password over 72 bytes → 400 in pt-BR, no account', async () => {
    const email = newEmail('bytes');
    const res = await register(email, CEDILLAS);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(TOO_MANY_BYTES);
    expect((await signIn(email, CEDILLAS)).status).toBe(400);
  });

  it('a common password → 400 "Esta senha é muito comum. Escolha outra.", no account', async () => {
    const email = newEmail('comum');
    const res = await register(email, COMMON);
    expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message: COMMON_MESSAGE });
    expect((await signIn(email, COMMON)).status).toBe(400);
  });

  it('36 ç (72 bytes) is accepted', async () => {
    const email = newEmail('bytes-ok');
    expect((await register(email, 'ç'.repeat(36))).status).toBe(200);
    expect((await signIn(email, 'ç'.repeat(36))).status).toBe(200);
  });
});

describe('POST /api/auth/reset-password (spec §5 "Reset password")', () => {
  it.each([
    ['confirmation differs', 'senha-nova-1', 'senha-nova-2', 'As senhas não coincidem.'],
    ['too short', '12345', '12345', 'A senha deve ter pelo menos 6 caracteres.'],
    ['too long', 'x'.repeat(101), 'x'.repeat(101), 'Senha deve ter no máximo 100 caracteres'],
    ['over 72 bytes', CEDILLAS, CEDILLAS, TOO_MANY_BYTES],
    ['a common password', COMMON, COMMON, COMMON_MESSAGE],
    ['not text', 123456, 123456, 'A senha deve ter pelo menos 6 caracteres.'],
  ])('%s → 400 in pt-BR; the password and the link stay as they were', async (_name, password, passwordConfirmation, message) => {
    const account = await newAccount();
    const code = await resetCode(account.email);
    const res = await api().post('/api/auth/reset-password').send({ code, password, passwordConfirmation });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await signIn(account.email, account.password)).status).toBe(200);
    expect((await api().get(`/api/password-reset/check?code=${code}`)).body).toEqual({ valid: true });
  });

  it('a made-up code → 400 "Link inválido ou expirado"', async () => {
    const res = await api()
      .post('/api/auth/reset-password')
      .send({ code: 'f'.repeat(128), password: 'senha-nova-1', passwordConfirmation: 'senha-nova-1' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Link inválido ou expirado');
  });
});

describe('POST /api/auth/change-password (signed in)', () => {
  it.each([
    ['too short', { password: '12345', passwordConfirmation: '12345' }, 'A senha deve ter no mínimo 6 caracteres'],
    ['too long', { password: 'x'.repeat(101), passwordConfirmation: 'x'.repeat(101) }, 'Senha deve ter no máximo 100 caracteres'],
    ['over 72 bytes', { password: CEDILLAS, passwordConfirmation: CEDILLAS }, TOO_MANY_BYTES],
    ['a common password', { password: COMMON, passwordConfirmation: COMMON }, COMMON_MESSAGE],
    ['confirmation differs', { password: 'senha-nova-1', passwordConfirmation: 'senha-nova-2' }, 'As senhas não coincidem'],
    [
      'wrong current password',
      { currentPassword: 'errada-123', password: 'senha-nova-1', passwordConfirmation: 'senha-nova-1' },
      'Senha atual incorreta',
    ],
    ['the same password again', { password: 'senha-inicial-1', passwordConfirmation: 'senha-inicial-1' }, 'A nova senha deve ser diferente da atual'],
  ])('%s → 400 in pt-BR, the password unchanged', async (_name, body, message) => {
    const account = await newAccount();
    const { jwt } = (await signIn(account.email, account.password)).body;
    const res = await api()
      .post('/api/auth/change-password')
      .set(bearer(jwt))
      .send({ currentPassword: account.password, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it('a valid change works', async () => {
    const account = await newAccount();
    const { jwt } = (await signIn(account.email, account.password)).body;
    const res = await api()
      .post('/api/auth/change-password')
      .set(bearer(jwt))
      .send({ currentPassword: account.password, password: 'senha-nova-1', passwordConfirmation: 'senha-nova-1' });
    expect(res.status).toBe(200);
    expect((await signIn(account.email, 'senha-nova-1')).status).toBe(200);
  });
});
