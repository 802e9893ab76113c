// `npm run restore <file>`: replaces everything the CMS holds with a backup made by `npm run backup`, with
// `strapi import --force`: the content types in the archive are emptied first, the media folder's uploads are
// replaced by the archive's. Same database and media folder as the backup (cms/.env, DATABASE_*, PUBLIC_DIR). Then the
// webhook endpoints and the outbox's deliveries from the <archive>.deliveries.json beside it (lib/delivery-backup.mjs):
// what was sent stays sent and is never sent again.
// Stop the CMS first: it keeps answers in memory and would not see the data change underneath it.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureCmsEnv, readEnvFile } from './lib/cms-env.mjs';
import { loadDeliveries, openDatabase } from './lib/delivery-backup.mjs';
import { ROOT, buildDomain, compileCms, installAll } from './lib/steps.mjs';
import { strapiCli } from './lib/strapi-cli.mjs';

/** True when a CMS answers on the configured port (then restoring underneath it is refused). */
async function cmsIsRunning() {
  const port = process.env.PORT ?? readEnvFile(join(ROOT, 'cms', '.env')).PORT ?? '1337';
  try {
    await fetch(`http://127.0.0.1:${port}/_health`, { signal: AbortSignal.timeout(1500) });
    return port;
  } catch {
    return null;
  }
}

const arg = process.argv.slice(2).find((a) => !a.startsWith('--'));
try {
  if (!arg) throw new Error('usage: npm run restore <backups/AAAA-MM-DD_HH-MM-SS.tar.gz>');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (!existsSync(file)) throw new Error(`${file} not found`);
  const port = await cmsIsRunning();
  if (port) throw new Error(`a CMS is answering on port ${port}: stop it (Ctrl-C on npm start, or docker compose stop cms), then restore`);
  ensureCmsEnv(ROOT);
  await installAll();
  await buildDomain();
  await compileCms();
  console.log(`\n▶ restoring ${file}: the CMS's current content and uploads are replaced`);
  await strapiCli(['import', '--file', file, '--force'], { logTo: `${file.replace(/\.tar(\.gz)?$/, '')}.import-${Date.now()}.log` });
  const deliveriesFile = `${file.replace(/\.tar(\.gz)?$/, '')}.deliveries.json`;
  if (existsSync(deliveriesFile)) {
    const db = openDatabase();
    try {
      const back = await loadDeliveries(db, JSON.parse(readFileSync(deliveriesFile, 'utf8')));
      console.log(`  webhook endpoints: ${back.endpoints}, deliveries: ${back.deliveries} (sent ones stay sent)`);
      console.log(`  second factors and known browsers: ${back.accountRecords} (sessions are not kept: everyone signs in again)`);
      for (const url of back.resealed)
        console.warn(
          `  ! the secret of the endpoint ${url} was sealed under another key (BACKUP_SECRETS_KEY / ENCRYPTION_KEY): it is switched off with a new secret — register it again in Envios`,
        );
    } finally {
      await db.destroy();
    }
  } else console.warn(`  ! no ${deliveriesFile}: the webhook endpoints and deliveries were not restored`);
  console.log('\n✔ restored. Start the CMS again (npm start).');
  process.exit(0);
} catch (error) {
  console.error(`\n✖ restore failed: ${error.message}`);
  process.exit(1);
}
