// What `strapi export` leaves out and a backup must keep (issue 51): the CRM webhook endpoints and every delivery of
// the outbox (cms/src/outbox: tables of its own, not content types). Written beside the archive as
// `<archive>.deliveries.json` and put back by `npm run restore` after Strapi's import. The endpoints' signing secrets
// are never in clear text there: each is sealed with AES-256-GCM under a key derived from BACKUP_SECRETS_KEY (or, when
// unset, the CMS's ENCRYPTION_KEY) — a key the archive does not hold. Restored with another key, an endpoint comes
// back switched off with a new secret, and the restore says so: the admin re-registers it with the CRM.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { readEnvFile } from './cms-env.mjs';
import { ROOT } from './steps.mjs';

const cmsRequire = createRequire(join(ROOT, 'cms', 'package.json'));
const OUTBOX = 'outbox_deliveries';
const ENDPOINTS = 'webhook_endpoints';
/**
 * The accounts' own security records, also tables of their own (issue 53): each person's second factor (its secret
 * sealed by the CMS under ENCRYPTION_KEY, recovery codes hashed) and the browsers they signed in from (the
 * new-browser e-mail). Kept by the person's e-mail, since Strapi's import renumbers the accounts. Sessions are not
 * kept (nor are Strapi's own): after a restore everyone signs in again.
 */
const ACCOUNT_TABLES = [
  {
    table: 'second_factors',
    module: './dist/src/second-factor/table.js',
    ensure: 'ensureSecondFactorTable',
    reset: { ticket_id: null, ticket_failures: 0 },
  },
  { table: 'known_browsers', module: './dist/src/auth/known-browsers.js', ensure: 'ensureKnownBrowsersTable', reset: {} },
];

/** The CMS's settings as the backup and restore commands see them: cms/.env, overridden by the environment. */
const settings = () => ({ ...readEnvFile(join(ROOT, 'cms', '.env')), ...process.env });

/** A knex on the database the CMS is configured with (the same rules as cms/config/database.ts). */
export function openDatabase() {
  const env = settings();
  const knex = cmsRequire('knex');
  if (env.DATABASE_CLIENT === 'postgres') {
    const connection = env.DATABASE_URL
      ? { connectionString: env.DATABASE_URL }
      : {
          host: env.DATABASE_HOST || '127.0.0.1',
          port: Number(env.DATABASE_PORT || 5432),
          database: env.DATABASE_NAME || 'strapi',
          user: env.DATABASE_USERNAME || 'strapi',
          password: env.DATABASE_PASSWORD || '',
        };
    return knex({ client: 'pg', connection, pool: { min: 0, max: 2 } });
  }
  const filename = resolve(ROOT, 'cms', env.DATABASE_FILENAME || '.tmp/data.db');
  return knex({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
}

/** 32 bytes from BACKUP_SECRETS_KEY or ENCRYPTION_KEY; none set is an error (a secret is never written in clear). */
function sealingKey() {
  const env = settings();
  const source = env.BACKUP_SECRETS_KEY || env.ENCRYPTION_KEY;
  if (!source) throw new Error('BACKUP_SECRETS_KEY (or the CMS ENCRYPTION_KEY) is needed to keep the webhook secrets out of the archive');
  return createHash('sha256').update(`alicerce-backup-secrets:${source}`).digest();
}

export function seal(secret, key = sealingKey()) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${sealed.toString('base64')}`;
}

/** The secret, or null when it was sealed under another key (or the text is not a sealed secret). */
export function unseal(text, key = sealingKey()) {
  try {
    const [version, iv, tag, sealed] = String(text).split(':');
    if (version !== 'v1') return null;
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The endpoints (secrets sealed) and the deliveries, as rows; none when the outbox never ran on this database. */
export async function dumpDeliveries(db) {
  const has = async (table) => db.schema.hasTable(table);
  const key = sealingKey();
  const endpoints = (await has(ENDPOINTS)) ? await db(ENDPOINTS).orderBy('id') : [];
  const deliveries = (await has(OUTBOX)) ? await db(OUTBOX).orderBy('id') : [];
  const accounts = {};
  for (const { table } of ACCOUNT_TABLES) {
    accounts[table] = (await has(table))
      ? (await db(table).join('up_users', `${table}.user_id`, 'up_users.id').select(`${table}.*`, 'up_users.email as user_email')).map(
          ({ id: _id, user_id: _user, ...row }) => row,
        )
      : [];
  }
  return {
    format: 'alicerce-deliveries/1',
    endpoints: endpoints.map(({ secret, ...row }) => ({ ...row, secret_sealed: seal(secret, key) })),
    deliveries,
    accounts,
  };
}

/** The accounts' records back (ACCOUNT_TABLES), each to the account that now has its e-mail; one with no such account is left out. */
async function loadAccountRecords(db, accounts = {}) {
  let restored = 0;
  for (const { table, module, ensure, reset } of ACCOUNT_TABLES) {
    await cmsRequire(module)[ensure]({ db: { connection: db } });
    await db.transaction(async (trx) => {
      await trx(table).delete();
      for (const { user_email, ...row } of accounts[table] ?? []) {
        const user = await trx('up_users')
          .whereRaw('lower(email) = ?', [String(user_email).toLowerCase()])
          .first('id');
        if (!user) continue;
        await trx(table).insert({ ...row, ...reset, user_id: user.id });
        restored++;
      }
    });
  }
  return restored;
}

/**
 * Puts the dump back into an emptied outbox (in one transaction): endpoints under their own ids, deliveries as they
 * were — a sent one stays sent and is never sent again; one that was being sent is freed for the worker to retry.
 * Answers how many came back, and the endpoints whose secret could not be unsealed (switched off, a new secret).
 */
export async function loadDeliveries(db, dump) {
  const { ensureOutboxTable } = cmsRequire('./dist/src/outbox/table.js');
  const { ensureEndpointTable } = cmsRequire('./dist/src/outbox/webhooks/endpoint-table.js');
  const strapiLike = { db: { connection: db } };
  await ensureOutboxTable(strapiLike);
  await ensureEndpointTable(strapiLike);
  const key = sealingKey();
  const resealed = [];
  await db.transaction(async (trx) => {
    await trx(OUTBOX).delete();
    await trx(ENDPOINTS).delete();
    for (const { secret_sealed, ...row } of dump.endpoints) {
      const secret = unseal(secret_sealed, key);
      if (secret === null) resealed.push(row.url);
      await trx(ENDPOINTS).insert({ ...row, secret: secret ?? randomBytes(24).toString('hex'), active: secret === null ? false : row.active });
    }
    for (const row of dump.deliveries) await trx(OUTBOX).insert({ ...row, lease_until: null, leased_by: null });
  });
  // PostgreSQL: the id sequences continue after the restored ids.
  if (db.client.config.client === 'pg')
    for (const table of [OUTBOX, ENDPOINTS])
      await db.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT max(id) FROM ${table}), 0) + 1, false)`);
  const accountRecords = await loadAccountRecords(db, dump.accounts);
  return { endpoints: dump.endpoints.length, deliveries: dump.deliveries.length, resealed, accountRecords };
}
