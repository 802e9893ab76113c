import request from 'supertest';
import { validLead } from './helpers/api';
import { countSqliteRows } from './helpers/db-rows';
import { postFrom } from './helpers/from-address';
import { startRunningCms, strongSecrets, type RunningCms } from './helpers/cms-process';

/**
 * Abuse of the public auth routes, against a CMS of its own started as in production with no rate-limit
 * setting at all: the limits checked here are the shipped defaults, not the suite's relaxed ones.
 * Each scenario sends from its own client IP, named in X-Forwarded-For: supertest connects from 127.0.0.1, a
 * trusted proxy by default (TRUSTED_PROXIES), as the site server or nginx would be. The last part sends from
 * 127.0.0.2 instead, a peer the CMS does not trust, as a client reaching the CMS port directly.
 */
const LIMITS = {
  signIn: 10, // per IP per minute: users-permissions' limiter, AUTH_RATE_LIMIT_MAX (config/plugins.ts)
  resetPassword: 10, // the same limiter, on /auth/reset-password
  register: 5, // per IP per hour (src/extensions/users-permissions/auth-rate-limits.ts)
  forgotPassword: 5, // per IP per 15 minutes (same file)
  lead: 10, // per IP per 10 minutes (LEAD_RATE_LIMIT_MAX, src/api/lead/routes/lead.ts)
};

let cms: RunningCms;
beforeAll(async () => {
  cms = await startRunningCms({
    NODE_ENV: 'production',
    SEED: 'false',
    ...strongSecrets(),
    PANEL_ADMIN_EMAIL: 'painel@alicerce.example',
    PANEL_ADMIN_PASSWORD: 'Painel-de-Producao-2026',
  });
}, 180_000);
afterAll(() => cms?.stop());

const post = (path: string, ip: string, body: object) => request(cms.url).post(path).set('X-Forwarded-For', ip).send(body);
const users = () => countSqliteRows(cms.dbFile, 'select count(*) as count from up_users');
let serial = 0;
const email = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++serial}@teste.example`;
const register = (ip: string, address = email('conta'), password = 'senha-segura-1') =>
  post('/api/auth/local/register', ip, { username: address, email: address, password });

describe('sign-in brute force (CVE-2025-64526: rotating the e-mail field must not reset the limit)', () => {
  it(`after ${LIMITS.signIn} failures from one IP even the right password gets 429; rotating identifier and e-mail changes nothing`, async () => {
    const victim = email('vitima');
    expect((await register('192.0.2.1', victim, 'senha-da-vitima-1')).status).toBe(200);

    const attacker = '198.51.100.7';
    for (let i = 0; i < LIMITS.signIn; i++) {
      // Alternate the two bypass attempts: a fresh identifier, and the victim's with a fresh `email` field.
      const body =
        i % 2 ? { identifier: email('chute'), password: `chute-${i}` } : { identifier: victim, password: `chute-${i}`, email: email('rotacao') };
      const res = await post('/api/auth/local', attacker, body);
      expect({ attempt: i + 1, status: res.status }).toEqual({ attempt: i + 1, status: 400 });
    }
    const blocked = await post('/api/auth/local', attacker, { identifier: victim, password: 'senha-da-vitima-1', email: email('rotacao') });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBeTruthy();
    expect(blocked.body.jwt).toBeUndefined();

    // The limit is the attacker's IP, not the account: its owner still signs in from elsewhere — after the account's
    // five failures, once the per-account wait (the shipped first step: 1 s) is over, never locked out.
    const owner = () => post('/api/auth/local', '192.0.2.1', { identifier: victim, password: 'senha-da-vitima-1' });
    const slowed = await owner();
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.body.error.message).toBe('Muitas tentativas para esta conta. Por segurança, tente novamente em 1 segundo.');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await owner()).status).toBe(200);
  });

  it(`password-reset codes cannot be guessed faster than ${LIMITS.resetPassword} a minute per IP, whatever else the body carries`, async () => {
    const ip = '198.51.100.8';
    for (let i = 0; i < LIMITS.resetPassword; i++) {
      const res = await post('/api/auth/reset-password', ip, {
        code: `${i}`.padStart(128, 'a'),
        password: 'nova-senha-1',
        passwordConfirmation: 'nova-senha-1',
        email: email('rotacao'),
      });
      expect(res.status).toBe(400);
    }
    expect(
      (await post('/api/auth/reset-password', ip, { code: 'f'.repeat(128), password: 'nova-senha-1', passwordConfirmation: 'nova-senha-1' })).status,
    ).toBe(429);
  });
});

describe('mass sign-up from one IP', () => {
  it(`creates at most ${LIMITS.register} accounts per hour, each with a new e-mail, then 429 with a pt-BR message`, async () => {
    const ip = '198.51.100.9';
    const before = users();
    for (let i = 0; i < LIMITS.register; i++) expect((await register(ip)).status).toBe(200);
    const refused = await register(ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Muitos cadastros feitos a partir desta rede. Tente novamente mais tarde.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(users()).toBe(before + LIMITS.register);

    // Someone else on another network can still sign up.
    expect((await register('192.0.2.2')).status).toBe(200);
  });
});

describe('reset e-mails from one IP', () => {
  it(`at most ${LIMITS.forgotPassword} requests per 15 minutes, each for a different address, then 429 in pt-BR`, async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < LIMITS.forgotPassword; i++) {
      const res = await post('/api/auth/forgot-password', ip, { email: email('esqueci') });
      expect(res.body).toEqual({ ok: true });
    }
    const refused = await post('/api/auth/forgot-password', ip, { email: email('esqueci') });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.');
  });
});

describe('the client IP comes from X-Forwarded-For only when a trusted proxy sends it', () => {
  const DIRECT = '127.0.0.2'; // loopback on Linux, but not in the default TRUSTED_PROXIES (127.0.0.1, ::1)
  let forged = 0;
  /** A new, never-seen client address for each request: what an attacker rotating the header sends. */
  const forgedIp = () => `198.18.${Math.floor(++forged / 250)}.${(forged % 250) + 1}`;
  const lead = () => ({ data: validLead({ email: email('lead') }) });

  it(`a caller on the CMS port itself gets 429 at sign-in attempt ${LIMITS.signIn + 1}, whatever X-Forwarded-For it sends`, async () => {
    const attempt = () =>
      postFrom(DIRECT, `${cms.url}/api/auth/local`, { identifier: email('chute'), password: 'chute-1' }, { 'X-Forwarded-For': forgedIp() });
    for (let i = 0; i < LIMITS.signIn; i++) expect({ attempt: i + 1, status: (await attempt()).status }).toEqual({ attempt: i + 1, status: 400 });
    expect((await attempt()).status).toBe(429);
  });

  it(`the same caller gets 429 at lead ${LIMITS.lead + 1}, with a new X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host each time`, async () => {
    const send = () =>
      postFrom(DIRECT, `${cms.url}/api/leads`, lead(), {
        'X-Forwarded-For': forgedIp(),
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': `h${forged}.example`,
      });
    for (let i = 0; i < LIMITS.lead; i++) expect({ lead: i + 1, status: (await send()).status }).toEqual({ lead: i + 1, status: 201 });
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body?.error?.message).toBe('Muitas solicitações. Aguarde alguns minutos e tente novamente.');
  });

  it('behind a trusted proxy (127.0.0.1, as the site server and nginx) each forwarded client has a limit of its own', async () => {
    const [first, second] = ['203.0.113.77', '203.0.113.78'];
    const send = (ip: string) => request(cms.url).post('/api/leads').set('X-Forwarded-For', ip).send(lead());
    for (let i = 0; i < LIMITS.lead; i++) expect((await send(first)).status).toBe(201);
    expect((await send(first)).status).toBe(429);
    expect((await send(second)).status).toBe(201);
  });
});
