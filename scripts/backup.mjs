// `npm run backup`: everything the CMS holds — every content type (leads and bookings included), media-library
// records and their files, settings (core store, webhooks) — into backups/<timestamp>.tar.gz, with
// `strapi export --no-encrypt`. Works on the database and media folder the CMS is configured with (cms/.env,
// overridden by DATABASE_* / PUBLIC_DIR in the environment) and may run while the CMS is serving.
// BACKUP_DIR changes the folder. Beside it, <timestamp>.deliveries.json: the CRM webhook endpoints (their secrets
// sealed under a key the archive does not hold) and the outbox's deliveries, which Strapi's export leaves out
// (lib/delivery-backup.mjs). The history of every document (revisions) and the Lixeira are content types, so they are
// in the archive. Not kept: Strapi panel accounts and API tokens (admin::*), which Strapi never exports. The archive
// holds personal data (leads): keep it as carefully as the database.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { dumpDeliveries, openDatabase } from './lib/delivery-backup.mjs';
import { ROOT, buildDomain, compileCms, installAll } from './lib/steps.mjs';
import { strapiCli } from './lib/strapi-cli.mjs';

const dir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BACKUP_DIR ?? join(ROOT, 'backups'));
const stamp = new Date().toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '-');
const base = join(dir, stamp);

try {
  ensureCmsEnv(ROOT);
  await installAll();
  await buildDomain();
  await compileCms();
  mkdirSync(dir, { recursive: true });
  console.log(`\n▶ backup of the CMS data into ${relative(process.cwd(), base) || base}.tar.gz`);
  await strapiCli(['export', '--no-encrypt', '--file', base], { logTo: `${base}.export.log` });
  const file = `${base}.tar.gz`;
  if (!existsSync(file)) throw new Error(`strapi export finished but ${file} is not there`);
  const db = openDatabase();
  try {
    const dump = await dumpDeliveries(db);
    writeFileSync(`${base}.deliveries.json`, JSON.stringify(dump), { mode: 0o600 });
    console.log(`  webhook endpoints: ${dump.endpoints.length}, deliveries: ${dump.deliveries.length} → ${base}.deliveries.json`);
  } finally {
    await db.destroy();
  }
  console.log(`\n✔ backup written: ${file} (${(statSync(file).size / 1024).toFixed(0)} KB; Strapi's log beside it)`);
  console.log(`  restore it with: npm run restore ${relative(process.env.INIT_CWD ?? process.cwd(), file)} (keep the .deliveries.json beside it)`);
  process.exit(0);
} catch (error) {
  console.error(`\n✖ backup failed: ${error.message}`);
  process.exit(1);
}
