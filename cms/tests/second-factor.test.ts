import request from 'supertest';
import { DEV_ADMIN, adminToken, api, bearer, registeredUserToken, sentMails, waitForMail, type AuditEntry } from './helpers/api';
import { startRunningCms, strongSecrets, type RunningCms } from './helpers/cms-process';
import { totp } from './helpers/totp';

/**
 * Two-factor sign-in (TOTP, issue 53): enrolment, the sign-in's second step with a code or a recovery code, replay
 * refused, turning it off, an admin's reset from Equipe (audited), and — on a CMS of its own, since the setting is
 * site-wide — 'Exigir segundo fator para administradores' enforced on the server.
 */
const PASSWORD = 'senha-segura-1';
/** A code of the authenticator app `offsetSteps` 30-second steps from now (the server accepts one step either side). */
const codeAt = (secret: string, offsetSteps = 0) => totp(secret, Date.now() / 1000 + offsetSteps * 30);

type Api = () => request.Agent | ReturnType<typeof request>;

async function enrol(on: Api, jwt: string) {
  const started = await on().post('/api/second-factor/enrolment').set(bearer(jwt));
  expect(started.status).toBe(200);
  const { secret, otpauthUri } = started.body.data as { secret: string; otpauthUri: string };
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
  const confirmed = await on()
    .post('/api/second-factor/enrolment/confirm')
    .set(bearer(jwt))
    .send({ code: codeAt(secret) });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

const signIn = (on: Api, identifier: string, password: string) => on().post('/api/auth/local').send({ identifier, password });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** One code step, without the waits of the per-account slowdown (a 429 checks nothing: it is waited out and sent again). */
async function secondStep(on: Api, body: Record<string, unknown>) {
  for (;;) {
    const res = await secondStepOnce(on, body);
    if (res.status !== 429) return res;
    await sleep((res.body.error.details.retryAfterMs as number) + 5);
  }
}
const secondStepOnce = (on: Api, body: Record<string, unknown>) => on().post('/api/auth/second-factor').send(body);

describe('an account with a second factor', () => {
  let account: { jwt: string; id: number; email: string };
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    account = await registeredUserToken();
    const status = await api().get('/api/second-factor').set(bearer(account.jwt));
    expect(status.body.data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    // A wrong code does not confirm the enrolment.
    await api().post('/api/second-factor/enrolment').set(bearer(account.jwt));
    const wrong = await api().post('/api/second-factor/enrolment/confirm').set(bearer(account.jwt)).send({ code: '000000' });
    expect(wrong.status).toBe(400);
    ({ secret, recoveryCodes } = await enrol(api, account.jwt));
  });

  it('has 10 distinct recovery codes, and the secret is never shown again', async () => {
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await api().get('/api/second-factor').set(bearer(account.jwt));
    expect(status.body.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    const again = await api().post('/api/second-factor/enrolment').set(bearer(account.jwt));
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('A verificação em duas etapas já está ativa nesta conta.');
    const me = await api().get('/api/users/me').set(bearer(account.jwt));
    expect(JSON.stringify(me.body)).not.toContain(secret);
  });

  it('signs in with the password and then a code; the code cannot be used again', async () => {
    const first = await signIn(api, account.email, PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfaRequired: true, mfaTicket: expect.any(String), expiresIn: 300 });

    const wrong = await secondStep(api, { mfaTicket: first.body.mfaTicket, code: '123456' === codeAt(secret, 1) ? '654321' : '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Código inválido ou já usado. Confira o aplicativo autenticador e tente novamente.');

    const code = codeAt(secret, 1); // a step later than the one that confirmed the enrolment
    const done = await secondStep(api, { mfaTicket: first.body.mfaTicket, code });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ jwt: expect.any(String), refreshToken: expect.any(String), user: expect.objectContaining({ id: account.id }) });
    expect((await api().get('/api/users/me').set(bearer(done.body.jwt))).status).toBe(200);

    // The ticket was spent.
    const reused = await secondStep(api, { mfaTicket: first.body.mfaTicket, code: codeAt(secret, 1) });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('A verificação expirou. Entre novamente com seu e-mail e senha.');

    // The same code on a new sign-in is a replay; an older one too.
    const second = await signIn(api, account.email, PASSWORD);
    for (const old of [code, codeAt(secret, 0)]) {
      const replay = await secondStep(api, { mfaTicket: second.body.mfaTicket, code: old });
      expect(replay.status).toBe(400);
      expect(replay.body.jwt).toBeUndefined();
    }
  });

  it('accepts each recovery code once', async () => {
    const first = await signIn(api, account.email, PASSWORD);
    const used = recoveryCodes[0].toLowerCase().replace('-', ' '); // typed in lower case, with a space
    const ok = await secondStep(api, { mfaTicket: first.body.mfaTicket, recoveryCode: used });
    expect(ok.status).toBe(200);
    expect(ok.body.jwt).toEqual(expect.any(String));

    const again = await signIn(api, account.email, PASSWORD);
    const refused = await secondStep(api, { mfaTicket: again.body.mfaTicket, recoveryCode: recoveryCodes[0] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Código de recuperação inválido ou já usado.');
    const status = await api().get('/api/second-factor').set(bearer(ok.body.jwt));
    expect(status.body.data.recoveryCodesLeft).toBe(9);
  });

  it('refuses a forged or missing ticket, and a wrong password still answers as before', async () => {
    for (const mfaTicket of [
      undefined,
      'x',
      `${Buffer.from(JSON.stringify({ u: account.id, t: 'a', e: Date.now() + 60_000 })).toString('base64url')}.AAAA`,
    ]) {
      const res = await secondStep(api, { mfaTicket, code: codeAt(secret) });
      expect(res.status).toBe(400);
    }
    const wrong = await signIn(api, account.email, 'senha-errada-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.mfaTicket).toBeUndefined();
  });

  it('drops a ticket after 5 wrong codes', async () => {
    const first = await signIn(api, account.email, PASSWORD);
    for (let i = 0; i < 5; i++) await secondStep(api, { mfaTicket: first.body.mfaTicket, recoveryCode: 'AAAAA-AAAAA' });
    const res = await secondStep(api, { mfaTicket: first.body.mfaTicket, recoveryCode: recoveryCodes[5] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('A verificação expirou. Entre novamente com seu e-mail e senha.');
  });

  it('is turned off with the password and a code, not with a wrong password', async () => {
    const first = await signIn(api, account.email, PASSWORD);
    const session = await secondStep(api, { mfaTicket: first.body.mfaTicket, recoveryCode: recoveryCodes[1] });
    const wrongPassword = await api()
      .post('/api/second-factor/disable')
      .set(bearer(session.body.jwt))
      .send({ password: 'senha-errada-1', recoveryCode: recoveryCodes[2] });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.message).toBe('Senha atual incorreta');
    const off = await api()
      .post('/api/second-factor/disable')
      .set(bearer(session.body.jwt))
      .send({ password: PASSWORD, recoveryCode: recoveryCodes[2] });
    expect(off.status).toBe(200);
    expect(off.body.data.enabled).toBe(false);
    const plain = await signIn(api, account.email, PASSWORD);
    expect(plain.body.jwt).toEqual(expect.any(String));
  });
});

describe('a password reset does not get round the second factor', () => {
  it('the e-mailed link sets the password but gives no session; the new password then asks for the code', async () => {
    const account = await registeredUserToken();
    const { secret } = await enrol(api, account.jwt);
    expect((await api().post('/api/auth/forgot-password').send({ email: account.email })).status).toBe(200);
    const mail = await waitForMail((m) => m.to.includes(account.email) && m.text.includes('reset-password?code='));
    const code = mail!.text.match(/reset-password\?code=([a-f0-9]+)/)![1];
    const reset = await api()
      .post('/api/auth/reset-password')
      .send({ code, password: 'senha-redefinida-9', passwordConfirmation: 'senha-redefinida-9' });
    expect(reset.status).toBe(200);
    expect(reset.body.jwt).toBeUndefined();
    expect(reset.body.refreshToken).toBeUndefined();
    expect(reset.body.user).toEqual(expect.objectContaining({ id: account.id }));
    // The session made before the reset has ended too.
    expect((await api().get('/api/users/me').set(bearer(account.jwt))).status).toBe(401);
    const passwordStep = await signIn(api, account.email, 'senha-redefinida-9');
    expect(passwordStep.body).toEqual({ mfaRequired: true, mfaTicket: expect.any(String), expiresIn: 300 });
    const done = await secondStep(api, { mfaTicket: passwordStep.body.mfaTicket, code: codeAt(secret, 1) });
    expect(done.status).toBe(200);
    expect(done.body.jwt).toEqual(expect.any(String));
  });
});

describe('wrong codes slow the account down (the per-account slowdown of the sign-in, src/auth/attempt-guard.ts)', () => {
  it('after 5 wrong codes, over tickets, the next waits; the owner is e-mailed once; the right code works after the wait', async () => {
    const account = await registeredUserToken();
    const { secret } = await enrol(api, account.jwt);
    const wrongCode = () => (codeAt(secret, 1) === '123456' ? '654321' : '123456');
    const ticket = async () => (await signIn(api, account.email, PASSWORD)).body.mfaTicket as string;

    // Five wrong codes on two tickets (a ticket is dropped after five; the account's count goes on).
    const first = await ticket();
    for (let i = 0; i < 3; i++) expect((await secondStepOnce(api, { mfaTicket: first, code: wrongCode() })).status).toBe(400);
    const second = await ticket();
    for (let i = 0; i < 2; i++) expect((await secondStepOnce(api, { mfaTicket: second, code: wrongCode() })).status).toBe(400);

    // The sixth code is not checked: 429, with when to try again in pt-BR, even with the right code.
    const slowed = await secondStepOnce(api, { mfaTicket: second, code: codeAt(secret, 1) });
    expect(slowed.status).toBe(429);
    expect(slowed.body.error.message).toMatch(/^Muitos códigos errados para esta conta\. Por segurança, tente novamente em \d+ segundos?\.$/);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(slowed.body.error.details.retryAfterMs).toBeGreaterThan(0);

    // The owner hears of it once, and after the wait the right code signs in.
    const alert = await waitForMail((mail) => mail.to.includes(account.email) && /^Tentativas de entrar na sua conta/.test(mail.subject));
    expect(alert).toBeDefined();
    await sleep((slowed.body.error.details.retryAfterMs as number) + 5);
    const done = await secondStepOnce(api, { mfaTicket: second, code: codeAt(secret, 1) });
    expect(done.status).toBe(200);
    expect(done.body.jwt).toEqual(expect.any(String));
    const alerts = (await sentMails()).filter((mail) => mail.to.includes(account.email) && /^Tentativas de entrar na sua conta/.test(mail.subject));
    expect(alerts).toHaveLength(1);
  });
});

describe('an admin resetting another person’s second factor (Equipe)', () => {
  it('turns it off and is in the audit log; nobody else may', async () => {
    const person = await registeredUserToken();
    await enrol(api, person.jwt);
    const other = await registeredUserToken();
    const forbidden = await api().post(`/api/team/members/${person.id}/second-factor/reset`).set(bearer(other.jwt));
    expect(forbidden.status).toBe(403);

    const admin = await adminToken();
    const reset = await api().post(`/api/team/members/${person.id}/second-factor/reset`).set(bearer(admin));
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ reset: true });
    const plain = await signIn(api, person.email, PASSWORD);
    expect(plain.body.jwt).toEqual(expect.any(String));

    const entries = (await api().get('/api/audit-entries?filters[action][$eq]=second_factor_reset&pagination[pageSize]=100').set(bearer(admin))).body
      .data as AuditEntry[];
    expect(entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject_type: 'user', subject_id: String(person.id), label: person.email })]),
    );
    expect((await api().post('/api/team/members/999999/second-factor/reset').set(bearer(admin))).status).toBe(404);
  });
});

describe("'Exigir segundo fator para administradores'", () => {
  let cms: RunningCms;
  const on = () => request(cms.url);
  beforeAll(async () => {
    cms = await startRunningCms({ SEED: 'true', AUTH_RATE_LIMIT_MAX: '1000', ...strongSecrets() });
  });
  afterAll(() => cms?.stop());

  it('is off outside production until set, and then an admin without a second factor reaches only enrolment', async () => {
    const first = await signIn(on, DEV_ADMIN.email, DEV_ADMIN.password);
    const jwt = first.body.jwt as string;
    expect((await on().get('/api/second-factor/policy').set(bearer(jwt))).body.data).toEqual({ requireForAdmins: false });
    expect(
      (
        await on()
          .put('/api/second-factor/policy')
          .set(bearer(jwt))
          .send({ data: { requireForAdmins: 'sim' } })
      ).status,
    ).toBe(400);
    expect(
      (
        await on()
          .put('/api/second-factor/policy')
          .set(bearer(jwt))
          .send({ data: { requireForAdmins: true } })
      ).status,
    ).toBe(200);

    for (const path of ['/api/leads', '/api/team/members', '/api/audit-entries', '/api/second-factor/policy']) {
      const res = await on().get(path).set(bearer(jwt));
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.body.error.message).toBe('Ative a verificação em duas etapas para continuar: ela é obrigatória para administradores.');
      expect(res.body.error.details).toEqual({ code: 'SECOND_FACTOR_REQUIRED' });
    }
    expect((await on().post('/api/cases').set(bearer(jwt)).send({ data: {} })).status).toBe(403);
    expect((await on().get('/api/users/me').set(bearer(jwt))).status).toBe(200);
    expect((await on().get('/api/second-factor').set(bearer(jwt))).body.data).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const refreshed = await on().post('/api/auth/refresh').send({ refreshToken: first.body.refreshToken });
    expect(refreshed.status).toBe(200);

    await enrol(on, jwt);
    expect((await on().get('/api/leads').set(bearer(jwt))).status).toBe(200);
    const audit = await on().get('/api/audit-entries?filters[subject_id][$eq]=second_factor_policy').set(bearer(jwt));
    expect(audit.body.data).toEqual([expect.objectContaining({ action: 'updated', subject_type: 'site_setting' })]);
  });
});
