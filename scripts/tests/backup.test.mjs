// `npm run backup` then `npm run restore` into an empty database and an empty media folder brings back
// everything: the same rows per content type (leads and bookings included, and every document's history), the same
// records field by field, the uploaded image's bytes, the CRM webhook endpoints (their secret never in clear text in
// the backup) and the outbox's deliveries (a sent one is not sent again), and a CMS that serves them again. Runs on a CMS of its own (seeded
// SQLite and media folder in a temp directory), never on cms/.tmp or cms/public of the working copy.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { ensureCmsEnv, readEnvFile } from '../lib/cms-env.mjs';
import { OPS_PORTS } from '../lib/ports.mjs';
import { adminAuth, scratchCms } from '../lib/scratch-cms.mjs';
import { ROOT, buildDomain, compileCms } from '../lib/steps.mjs';

const cmsRequire = createRequire(join(ROOT, 'cms', 'package.json'));
/** What an authenticator app shows (otplib, as the end-to-end tests use it), `steps` 30-second steps from now. */
const testsRequire = createRequire(join(ROOT, 'tests', 'package.json'));
const appCode = async (secret, steps = 0) =>
  (await import(pathToFileURL(testsRequire.resolve('otplib')).href)).generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const domain = createRequire(join(ROOT, 'domain', 'package.json'))('./dist/index.js');
const sha1 = (bytes) => createHash('sha1').update(bytes).digest('hex');
const IMAGE = readFileSync(join(ROOT, 'cms', 'seed-assets', 'cases', 'edificio-aurora-alto-padrao-main.jpg'));

let cms;
/** The scratch CMS's database and media folder, handed to the backup and restore commands. */
const dataEnv = () => ({
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: cms.paths.database,
  PUBLIC_DIR: cms.paths.publicDir,
  BACKUP_DIR: join(cms.paths.dir, 'backups'),
  PORT: String(OPS_PORTS.backup.cms),
});

/** Runs `npm run <script> <args>`, resolving with its output; rejects with it on a non-zero exit. */
function npmRun(script, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: { ...process.env, ...dataEnv() } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script} exited ${code}:\n${output.slice(-3000)}`))));
  });
}

/**
 * Rows per table, and every row of the tables sampled, keyed by document id. Not compared: Strapi panel
 * accounts, API tokens and sessions (admin_*, strapi_*: Strapi never exports them) and row ids (renumbered). The
 * outbox's own tables (outbox_deliveries, webhook_endpoints: not content types) are kept beside the archive and
 * compared by `outbox()`, ids included; so are the accounts' second factors and known browsers (compared here, by
 * count). 'Sessões' (account_sessions) describes Strapi's sessions, which a backup never keeps; 'Abertos recentemente'
 * (recent_documents) is a convenience list, not kept either.
 */
const SAMPLED = ['leads', 'bookings', 'cases', 'articles', 'page_contents', 'company', 'files', 'up_users', 'revisions'];
function snapshot() {
  const Database = cmsRequire('better-sqlite3');
  const db = new Database(cms.paths.database, { readonly: true });
  try {
    const tables = db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'admin_%' AND name NOT LIKE 'strapi_%' AND name NOT IN ('outbox_deliveries', 'webhook_endpoints', 'account_sessions', 'recent_documents')`,
      )
      .all()
      .map((t) => t.name)
      .sort();
    const counts = Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT count(*) AS n FROM "${t}"`).get().n]));
    const rows = Object.fromEntries(
      SAMPLED.map((t) => [
        t,
        Object.fromEntries(
          db
            .prepare(`SELECT * FROM "${t}" ORDER BY document_id, id`)
            .all()
            .map((row) => [
              `${row.document_id}/${row.published_at ?? 'draft'}`,
              Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'id' && !k.endsWith('_by_id'))),
            ]),
        ),
      ]),
    );
    return { counts, rows };
  } finally {
    db.close();
  }
}

/** The outbox's endpoints and deliveries, as stored (a lease is not kept: a restored row is free for the worker). */
function outbox() {
  const Database = cmsRequire('better-sqlite3');
  const db = new Database(cms.paths.database, { readonly: true });
  try {
    return {
      endpoints: db.prepare('SELECT * FROM webhook_endpoints ORDER BY id').all(),
      // The two this test wrote: the lead's and booking's own e-mails may be retried by the worker while the backup runs.
      deliveries: db
        .prepare("SELECT * FROM outbox_deliveries WHERE delivery_key LIKE 'backup-%' ORDER BY id")
        .all()
        .map(({ lease_until: _l, leased_by: _b, ...row }) => row),
    };
  } finally {
    db.close();
  }
}

const CRM_SECRET = 'segredo-do-crm-que-nao-pode-vazar-0123456789';

/** A CRM endpoint and two of its deliveries, one sent and one that failed for good, written as the outbox writes them. */
function storeDeliveries() {
  const Database = cmsRequire('better-sqlite3');
  const db = new Database(cms.paths.database);
  try {
    const now = Date.now();
    const { lastInsertRowid: endpoint } = db
      .prepare(
        'INSERT INTO webhook_endpoints (url, description, events, secret, active, paused_at, created_at, created_by) VALUES (?, ?, ?, ?, 1, NULL, ?, ?)',
      )
      .run('https://crm.exemplo.com/alicerce', 'CRM da agência', '["lead.created"]', CRM_SECRET, now, 'admin@alicerce.example');
    const delivery = db.prepare(
      `INSERT INTO outbox_deliveries (delivery_key, channel, event, subject_type, subject_id, endpoint_id, message, state, attempts, next_attempt_at, sent_at, created_at, attempt_log)
       VALUES (?, 'webhook', 'lead.created', 'lead', 'lead-do-backup', ?, '{"lead":"lead-do-backup"}', ?, ?, ?, ?, ?, '[]')`,
    );
    delivery.run('backup-entregue', endpoint, 'sent', 1, now, now, now);
    delivery.run('backup-falhou', endpoint, 'failed', 8, now, null, now);
  } finally {
    db.close();
  }
}

/** Media files (the import adds a .gitkeep of its own). */
const uploads = () =>
  readdirSync(join(cms.paths.publicDir, 'uploads'))
    .filter((f) => !f.startsWith('.'))
    .sort();

before(async () => {
  ensureCmsEnv(ROOT);
  await buildDomain();
  await compileCms();
  cms = await scratchCms({ name: 'backup-test', ports: OPS_PORTS.backup, seed: true });
});

after(async () => {
  await cms?.dispose();
});

test('a backup restored into an empty database and media folder brings every record and file back', { timeout: 15 * 60_000 }, async () => {
  await cms.start();
  const admin = await adminAuth(cms.url, readEnvFile(join(ROOT, 'cms', '.env')));
  const json = { ...admin, 'content-type': 'application/json' };

  // What the backup must keep: an upload, a case showing it, a lead and a booking from the public forms.
  const form = new FormData();
  form.append('files', new Blob([IMAGE], { type: 'image/jpeg' }), 'fachada-backup.jpg');
  const uploaded = await fetch(`${cms.url}/api/upload`, { method: 'POST', headers: admin, body: form });
  assert.equal(uploaded.status, 201, await uploaded.clone().text());
  const [file] = await uploaded.json();

  const slug = `case-backup-${Date.now().toString(36)}`;
  const caseRes = await fetch(`${cms.url}/api/cases`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      data: {
        title: 'Residencial do Backup',
        slug,
        client_name: 'Incorporadora Cópia',
        segment: 'Incorporadora',
        platform: 'Google Ads',
        property_type: 'Apartamentos',
        short_description: 'Case que precisa sobreviver a uma restauração.',
        challenge: 'Não perder nada.',
        strategy: ['Backup diário'],
        results: { 'Leads gerados': '120' },
        gallery_images: [],
        is_published: true,
        image: file.id,
      },
    }),
  });
  assert.equal(caseRes.status, 201, await caseRes.clone().text());

  const post = (path, data) =>
    fetch(`${cms.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ data }),
    });
  const contact = (email) => ({
    name: 'Beatriz Cópia',
    email,
    phone: '(15) 99876-5432',
    company: 'Construtora Restauro',
    message: 'Quero um orçamento.',
    source_page: '/contato',
    utm_source: 'google',
    website_url: '',
  });
  assert.equal((await post('/api/leads', contact('lead.backup@exemplo.com'))).status, 201);
  const today = domain.saoPauloNow(new Date()).date;
  let date = domain.addDays(today, 10);
  while (!domain.isWeekday(date)) date = domain.addDays(date, 1);
  assert.equal((await post('/api/bookings', { ...contact('reserva.backup@exemplo.com'), date, time: '10:30' })).status, 201);

  storeDeliveries();

  // A person with a second factor: it must still ask for (and take) the app's code after the restore.
  const twoFactor = { email: 'dois.fatores.backup@exemplo.com', password: 'senha-do-backup-2fa-1' };
  const account = await (
    await fetch(`${cms.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: twoFactor.email, ...twoFactor }),
    })
  ).json();
  const bearer = { authorization: `Bearer ${account.jwt}`, 'content-type': 'application/json' };
  const { secret } = (await (await fetch(`${cms.url}/api/second-factor/enrolment`, { method: 'POST', headers: bearer })).json()).data;
  const confirmed = await fetch(`${cms.url}/api/second-factor/enrolment/confirm`, {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify({ code: await appCode(secret) }),
  });
  assert.equal(confirmed.status, 200, await confirmed.clone().text());

  // Backed up while the CMS is serving, as it would be in production.
  const output = await npmRun('backup');
  const archive = output.match(/backup written: (\S+\.tar\.gz)/)?.[1];
  assert.ok(archive, `no archive named in the backup output:\n${output.slice(-2000)}`);
  await cms.stop();
  const saved = snapshot();
  const savedOutbox = outbox();
  assert.equal(savedOutbox.deliveries.length, 2);
  assert.ok(saved.counts.revisions > 0, 'the documents have a history to keep');
  const sidecar = archive.replace(/\.tar\.gz$/, '.deliveries.json');
  for (const written of [archive, sidecar])
    assert.equal(readFileSync(written).includes(CRM_SECRET), false, `${written} holds no webhook secret in clear text`);
  assert.equal(
    createRequire(import.meta.url)('node:zlib')
      .gunzipSync(readFileSync(archive))
      .includes(CRM_SECRET),
    false,
    'nor does the unzipped archive',
  );
  const savedUploads = uploads();
  const imageFile = file.url.replace(/^\/uploads\//, '');
  assert.ok(savedUploads.includes(imageFile), `${imageFile} is in the media folder before the backup`);
  // As stored by the media library (which may re-encode what was sent), before the wipe.
  const storedImage = sha1(readFileSync(join(cms.paths.publicDir, 'uploads', imageFile)));
  assert.equal(saved.counts.leads, 1);
  assert.equal(saved.counts.bookings, 1);
  assert.equal(saved.counts.second_factors, 1);

  // Wiped: no database file at all, an empty media folder.
  for (const suffix of ['', '-wal', '-shm']) rmSync(cms.paths.database + suffix, { force: true });
  rmSync(join(cms.paths.publicDir, 'uploads'), { recursive: true, force: true });

  await npmRun('restore', [archive]);
  assert.deepEqual(
    readdirSync(join(ROOT, 'cms')).filter((f) => /^(export|import)_\d+\.log$/.test(f)),
    [],
    "Strapi's transfer logs are moved out of cms/",
  );
  const restored = snapshot();
  assert.deepEqual(restored.counts, saved.counts, 'rows per content type and link table');
  for (const table of SAMPLED) assert.deepEqual(restored.rows[table], saved.rows[table], `${table}, field by field`);
  assert.deepEqual(uploads(), savedUploads, 'the media folder holds the same files');
  assert.equal(sha1(readFileSync(join(cms.paths.publicDir, 'uploads', imageFile))), storedImage, 'the uploaded image, byte for byte');
  assert.deepEqual(outbox(), savedOutbox, 'the endpoints (with their secret) and the deliveries, as they were');

  // And the CMS serves it all again: the admin signs in, the case shows its image, the slot is still taken.
  await cms.start({ SEED: 'false' });
  const again = await adminAuth(cms.url, readEnvFile(join(ROOT, 'cms', '.env')));
  const shown = (await (await fetch(`${cms.url}/api/cases?filters[slug][$eq]=${slug}`)).json()).data[0];
  assert.equal(shown?.title, 'Residencial do Backup');
  const served = await fetch(shown.image_url);
  assert.equal(served.status, 200);
  assert.equal(sha1(Buffer.from(await served.arrayBuffer())), storedImage);
  const leads = (await (await fetch(`${cms.url}/api/leads?filters[email][$eq]=lead.backup@exemplo.com`, { headers: again })).json()).data;
  assert.equal(leads.length, 1);
  assert.equal(leads[0].company, 'Construtora Restauro');
  const taken = await post('/api/bookings', { ...contact('outra.reserva@exemplo.com'), date, time: '10:30' });
  assert.equal(taken.status, 409, 'the restored booking still holds its slot');
  // The outbox's worker runs every second: what was sent before the backup is never sent again.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const sent = (rows) => rows.deliveries.find((row) => row.delivery_key === 'backup-entregue');
  assert.deepEqual(sent(outbox()), sent(savedOutbox), 'the delivered one is untouched: same state, attempts and sent time');

  // The second factor came back to its account: the password asks for the code, and the app's next code signs in.
  const passwordStep = await (
    await fetch(`${cms.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: twoFactor.email, password: twoFactor.password }),
    })
  ).json();
  assert.equal(passwordStep.mfaRequired, true, JSON.stringify(passwordStep));
  const codeStep = await fetch(`${cms.url}/api/auth/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mfaTicket: passwordStep.mfaTicket, code: await appCode(secret, 1) }),
  });
  assert.equal(codeStep.status, 200, await codeStep.clone().text());
});
