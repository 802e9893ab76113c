import fs from 'fs';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import { addPrototypeProbe } from './prototype-probe';
import { suiteState } from './suite-state';

const CMS_DIR = path.resolve(__dirname, '../..');

/**
 * Starts one real Strapi (compiled app in dist/) for the whole run, on a throw-away SQLite file
 * unless DATABASE_CLIENT=postgres, listening on a free loopback port. Tests talk HTTP to it.
 */
export default async function globalSetup() {
  // The project's SMTP sink (scripts/mail-sink.mjs, ESM) on free ports: tests read its JSON API.
  const importEsm = new Function('specifier', 'return import(specifier)');
  const { startMailSink } = await importEsm(pathToFileURL(path.resolve(CMS_DIR, '../scripts/mail-sink.mjs')).href);
  // Port 0: the system picks free ones (ports made from the pid fell in the ephemeral range, where a connection of
  // another process could hold one: EADDRINUSE in a CI run).
  const mail = await startMailSink({ smtpPort: 0, uiPort: 0 });
  const { smtpPort, uiPort } = mail as { smtpPort: number; uiPort: number };
  process.env.MAIL_API_URL = `http://127.0.0.1:${uiPort}`;
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
    // The brute-force limiters would otherwise throttle the many sign-ins and sign-ups of the suite (all from
    // one IP); tests/abuse.test.ts checks the real limits on a CMS of its own.
    AUTH_RATE_LIMIT_MAX: '1000',
    REGISTER_RATE_LIMIT_MAX: '1000',
    FORGOT_PASSWORD_RATE_LIMIT_MAX: '1000',
    // The per-identifier slowdown (src/auth/attempt-guard.ts) waits 250, 500, 1000 ms instead of 1, 2, 4 … 60 s
    // (long enough for a loaded CI machine's next request to land inside the wait), so tests/sign-in-slowdown.test.ts sees the waits grow in seconds; abuse.test.ts checks the shipped ones.
    AUTH_SLOWDOWN_BASE_MS: '250',
    AUTH_SLOWDOWN_MAX_MS: '1000',
    CORS_ORIGINS: 'https://www.alicerce.example', // the one site origin tests/cors.test.ts expects the API to allow
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    LEADS_NOTIFY_TO: 'comercial@alicerce.example',
    // CRM webhooks to a receiver on loopback (production refuses private addresses whatever this says), and the
    // outbox's retry waits at a fifth, so tests/webhooks.test.ts sees retries in seconds.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    OUTBOX_RETRY_SCALE: '0.2',
    // Lead limit high for the suite; the rate-limit test exhausts it from one IP of its own.
    LEAD_RATE_LIMIT_MAX: '20',
    // Scheduled articles are published by a CMS job; every second here, so tests/article-writes.test.ts waits little.
    ARTICLE_SCHEDULE_CRON: '* * * * * *',
    // The Lixeira's purge of documents deleted over 30 days ago: every second, so tests/trash.test.ts (which ages a
    // deleted document in the database) waits little.
    TRASH_PURGE_CRON: '* * * * * *',
    // …and of the media files retired from 'Mídia' that nothing names any more (tests/media-retired.test.ts).
    RETIRED_FILES_PURGE_CRON: '* * * * * *',
    // Beacon limit per IP; tests/analytics.test.ts exhausts it from one IP of its own.
    ANALYTICS_RATE_LIMIT_MAX: '40',
    SEED: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    BROWSER: 'false',
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's own Strapi, loaded by path at run time
  const { createStrapi } = require(path.join(CMS_DIR, 'node_modules/@strapi/strapi'));
  const strapi = await createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist'), serveAdminPanel: false }).load();
  addPrototypeProbe(strapi);
  strapi.server.mount();
  await new Promise<void>((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', () => resolve()));
  const { port } = strapi.server.httpServer.address();
  process.env.CMS_TEST_URL = `http://127.0.0.1:${port}`;
  // A draft-only article: it must never be served by the public API.
  await strapi.documents('api::article.article').create({
    data: {
      title: 'Rascunho interno',
      slug: 'rascunho-interno',
      excerpt: 'Ainda não publicado.',
      category: 'SEO',
      published_date: '2025-02-01',
      reading_time: 3,
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto em revisão.' }] }],
    },
  });
  suiteState.__STRAPI__ = strapi;
  suiteState.__TMP__ = tmp;
  suiteState.__MAIL__ = mail;
}
