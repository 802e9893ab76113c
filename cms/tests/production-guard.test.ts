import fs from 'fs';
import os from 'os';
import path from 'path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { productionConfigProblems, REQUIRED_SECRETS } from '../src/bootstrap/production-guard';
import { DEV_ADMIN } from './helpers/api';
import { startCms, startRunningCms, strongSecrets, type StoppedCms } from './helpers/cms-process';

/**
 * NODE_ENV=production refuses to start — one line on stderr, exit code 1, nothing listening — on missing or
 * placeholder secrets, on a seed that would create the development admin, on a database whose admin still
 * has the development password, and without a Strapi panel admin. Each case starts the real compiled CMS in a
 * process of its own.
 */
const PANEL_ADMIN = { email: 'painel@alicerce.example', password: 'Painel-de-Producao-2026' };
const production = (env: Record<string, string>) => ({
  NODE_ENV: 'production',
  SEED: 'false',
  ...strongSecrets(),
  PANEL_ADMIN_EMAIL: PANEL_ADMIN.email,
  PANEL_ADMIN_PASSWORD: PANEL_ADMIN.password,
  ...env,
});
const noPanelAdminSettings = { PANEL_ADMIN_EMAIL: '', PANEL_ADMIN_PASSWORD: '' };
const panelLogin = (url: string, email: string, password: string) => request(url).post('/admin/login').send({ email, password });

async function refused(env: Record<string, string>, dbFile?: string): Promise<StoppedCms> {
  const result = await startCms(env, dbFile);
  if ('url' in result) {
    await result.stop();
    throw new Error('the CMS started in production although it should have refused');
  }
  return result;
}

/** The refusal is a single line that names what is wrong (and never a stack trace). */
function expectOneLineRefusal(result: StoppedCms, ...mentions: string[]) {
  expect(result.code).toBe(1);
  const lines = result.stderr.split('\n').filter((line) => line.includes('[security]'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^\[security\] Refusing to start in production: /);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  for (const mention of mentions) expect(lines[0]).toContain(mention);
}

describe('secrets and seed settings (checked before the database is opened)', () => {
  const emptySecrets = Object.fromEntries(REQUIRED_SECRETS.map((name) => [name, '']));

  it('refuses to start without secrets, naming each missing one, and creates no database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-'));
    const dbFile = path.join(dir, 'never.db');
    try {
      const result = await refused(production(emptySecrets), dbFile);
      expectOneLineRefusal(result, ...REQUIRED_SECRETS.map((name) => `${name} is missing`));
      expect(fs.existsSync(dbFile)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses the secrets this test suite runs with (they are in the repository) and never prints a secret's value", async () => {
    const suiteSecrets = Object.fromEntries(REQUIRED_SECRETS.map((name) => [name, process.env[name]!]));
    const result = await refused(production(suiteSecrets));
    expectOneLineRefusal(result, ...REQUIRED_SECRETS.map((name) => `${name} is a placeholder value`));
    for (const value of Object.values(suiteSecrets)) for (const part of value.split(',')) expect(result.stderr).not.toContain(part);
  }, 60_000);

  it('refuses a seed that would create the development admin', async () => {
    const result = await refused(production({ SEED: 'true' }));
    expectOneLineRefusal(result, `SEED would create the admin ${DEV_ADMIN.email} without a strong password`);
    const withDevPassword = await refused(production({ SEED: 'true', SEED_ADMIN_PASSWORD: DEV_ADMIN.password }));
    expectOneLineRefusal(withDevPassword, 'SEED would create the admin');
  }, 60_000);

  it.each([
    [
      "Strapi's template values",
      { APP_KEYS: 'toBeModified1,toBeModified2', JWT_SECRET: 'tobemodified' },
      ['APP_KEYS is a placeholder value', 'JWT_SECRET is a placeholder value'],
    ],
    [
      'short values',
      { ADMIN_JWT_SECRET: 'segredo', ENCRYPTION_KEY: 'abc' },
      ['ADMIN_JWT_SECRET is shorter than 16 characters', 'ENCRYPTION_KEY is shorter than 16 characters'],
    ],
    ['reused values', { JWT_SECRET: 'k'.repeat(32), ADMIN_JWT_SECRET: 'k'.repeat(32) }, ['JWT_SECRET repeats the value of ADMIN_JWT_SECRET']],
  ])('the rules: %s are refused', (_name, overrides, problems) => {
    expect(productionConfigProblems({ ...strongSecrets(), SEED: 'false', ...overrides })).toEqual(problems);
  });

  it('the rules: generated secrets with the seed off, or with a strong seed password, pass', () => {
    expect(productionConfigProblems({ ...strongSecrets(), SEED: 'false' })).toEqual([]);
    expect(productionConfigProblems({ ...strongSecrets(), SEED_ADMIN_PASSWORD: 'uma-senha-longa-e-nova' })).toEqual([]);
  });
});

describe('a database carried over from development (checked before the server listens)', () => {
  let dir: string;
  let dbFile: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-'));
    dbFile = path.join(dir, 'carried-over.db');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts with sound settings; refuses while an admin has the development password; SEED_ADMIN_PASSWORD and PANEL_ADMIN_PASSWORD replace it', async () => {
    // A production start with sound settings, where the dev admin account then appears with its known password.
    const first = await startRunningCms(production({}), dbFile);
    expect((await request(first.url).get('/_health')).status).toBe(204);
    const signUp = { username: DEV_ADMIN.email, email: DEV_ADMIN.email, password: DEV_ADMIN.password };
    expect((await request(first.url).post('/api/auth/local/register').send(signUp)).status).toBe(200);
    await first.stop();
    const db = new Database(dbFile);
    db.prepare(
      `update up_users_role_lnk set role_id = (select id from up_roles where type = 'admin')
       where user_id = (select id from up_users where email = ?)`,
    ).run(DEV_ADMIN.email);
    // And the panel admin signs in with it too (a bcrypt hash of the development password, as a dev start seeds it).
    db.prepare('update admin_users set password = (select password from up_users where email = ?) where email = ?').run(
      DEV_ADMIN.email,
      PANEL_ADMIN.email,
    );
    db.close();

    const refusal = await refused(production(noPanelAdminSettings), dbFile);
    expectOneLineRefusal(
      refusal,
      `site admin ${DEV_ADMIN.email}, Strapi panel admin ${PANEL_ADMIN.email} still have the development password`,
      'SEED_ADMIN_PASSWORD',
      'PANEL_ADMIN_PASSWORD',
    );

    const newPassword = 'senha-de-producao-2026';
    const fixed = await startRunningCms(production({ SEED_ADMIN_PASSWORD: newPassword }), dbFile);
    try {
      const signIn = (password: string) => request(fixed.url).post('/api/auth/local').send({ identifier: DEV_ADMIN.email, password });
      expect((await signIn(DEV_ADMIN.password)).status).toBe(400);
      expect((await signIn(newPassword)).status).toBe(200);
      expect((await panelLogin(fixed.url, PANEL_ADMIN.email, DEV_ADMIN.password)).status).toBe(400);
      expect((await panelLogin(fixed.url, PANEL_ADMIN.email, PANEL_ADMIN.password)).status).toBe(200);
    } finally {
      await fixed.stop();
    }
  }, 240_000);
});

describe("the Strapi panel's first administrator", () => {
  it.each([
    ['shorter than 12 characters', 'Curta-2026'],
    ['the development password', DEV_ADMIN.password],
    ['without an uppercase letter', 'senha-longa-de-producao-1'],
    ['without a lowercase letter', 'SENHA-LONGA-DE-PRODUCAO-1'],
    ['without a digit', 'Senha-Longa-de-Producao'],
    ['over 72 bytes (bcrypt reads no further)', `Aa1${'ç'.repeat(36)}`],
  ])('the rules: a PANEL_ADMIN_PASSWORD %s is refused', (_name, password) => {
    expect(
      productionConfigProblems({ ...strongSecrets(), SEED: 'false', PANEL_ADMIN_EMAIL: PANEL_ADMIN.email, PANEL_ADMIN_PASSWORD: password }),
    ).toEqual([expect.stringMatching(/^PANEL_ADMIN_PASSWORD is missing or weak \(/)]);
  });

  it('the rules: e-mail and password go together; a strong pair passes', () => {
    expect(productionConfigProblems({ ...strongSecrets(), SEED: 'false', PANEL_ADMIN_PASSWORD: PANEL_ADMIN.password })).toEqual([
      'PANEL_ADMIN_EMAIL is missing or not an e-mail address',
    ]);
    expect(productionConfigProblems({ ...strongSecrets(), SEED: 'false', PANEL_ADMIN_EMAIL: PANEL_ADMIN.email })).toEqual([
      expect.stringMatching(/^PANEL_ADMIN_PASSWORD is missing or weak/),
    ]);
    expect(
      productionConfigProblems({ ...strongSecrets(), SEED: 'false', PANEL_ADMIN_EMAIL: 'painel', PANEL_ADMIN_PASSWORD: PANEL_ADMIN.password }),
    ).toEqual(['PANEL_ADMIN_EMAIL is missing or not an e-mail address']);
    expect(
      productionConfigProblems({
        ...strongSecrets(),
        SEED: 'false',
        PANEL_ADMIN_EMAIL: PANEL_ADMIN.email,
        PANEL_ADMIN_PASSWORD: PANEL_ADMIN.password,
      }),
    ).toEqual([]);
  });

  it('refuses a weak PANEL_ADMIN_PASSWORD before opening the database', async () => {
    const result = await refused(production({ PANEL_ADMIN_PASSWORD: 'painel123' }));
    expectOneLineRefusal(result, 'PANEL_ADMIN_PASSWORD is missing or weak');
    expect(result.stderr).not.toContain('painel123');
  }, 60_000);

  it('refuses to start on a database without a panel admin when PANEL_ADMIN_EMAIL / PANEL_ADMIN_PASSWORD are not set', async () => {
    const result = await refused(production(noPanelAdminSettings));
    expectOneLineRefusal(result, 'no Strapi panel admin exists and PANEL_ADMIN_EMAIL / PANEL_ADMIN_PASSWORD are not set');
  }, 60_000);

  it('creates the super-admin from PANEL_ADMIN_* on the first start; nobody can register another; later starts need no setting', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-'));
    const dbFile = path.join(dir, 'panel.db');
    try {
      const first = await startRunningCms(production({}), dbFile);
      try {
        expect((await request(first.url).get('/admin/init')).body.data.hasAdmin).toBe(true);
        const login = await panelLogin(first.url, PANEL_ADMIN.email, PANEL_ADMIN.password);
        expect(login.status).toBe(200);
        const me = await request(first.url).get('/admin/users/me').set('Authorization', `Bearer ${login.body.data.token}`);
        expect(me.body.data.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-super-admin']);
        const intruder = { email: 'intruso@teste.example', password: 'Intruso@2026x', firstname: 'Intruso' };
        expect((await request(first.url).post('/admin/register-admin').send(intruder)).status).toBe(400);
        expect((await panelLogin(first.url, intruder.email, intruder.password)).status).toBe(400);
      } finally {
        await first.stop();
      }
      const later = await startRunningCms(production(noPanelAdminSettings), dbFile);
      await later.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
