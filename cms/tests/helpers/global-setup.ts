import fs from 'fs';
import os from 'os';
import path from 'path';

const CMS_DIR = path.resolve(__dirname, '../..');

/**
 * Starts one real Strapi (compiled app in dist/) for the whole run, on a throw-away SQLite file
 * unless DATABASE_CLIENT=postgres, listening on a free loopback port. Tests talk HTTP to it.
 */
export default async function globalSetup() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:1337',
    DATABASE_FILENAME: process.env.DATABASE_CLIENT === 'postgres' ? '' : path.join(tmp, 'test.db'),
    APP_KEYS: 'testKeyA,testKeyB',
    API_TOKEN_SALT: 'test-api-token-salt',
    ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
    TRANSFER_TOKEN_SALT: 'test-transfer-salt',
    JWT_SECRET: 'test-jwt-secret',
    ENCRYPTION_KEY: 'test-encryption-key',
    // The brute-force limiter would otherwise throttle the many sign-ins of the suite.
    AUTH_RATE_LIMIT_MAX: '1000',
    SMTP_PORT: process.env.SMTP_PORT ?? '2525',
    SEED: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    BROWSER: 'false',
  });
  const { createStrapi } = require(path.join(CMS_DIR, 'node_modules/@strapi/strapi'));
  const strapi = await createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist'), serveAdminPanel: false }).load();
  strapi.server.mount();
  await new Promise<void>((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', () => resolve()));
  const { port } = strapi.server.httpServer.address();
  process.env.CMS_TEST_URL = `http://127.0.0.1:${port}`;
  (globalThis as any).__STRAPI__ = strapi;
  (globalThis as any).__TMP__ = tmp;
}
