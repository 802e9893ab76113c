// Runs Strapi's own CLI (export/import) on the CMS configured in cms/.env — or, when set in the environment,
// on DATABASE_* / PUBLIC_DIR — for the backup and restore commands.
import { readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './proc.mjs';
import { ROOT } from './steps.mjs';

export const CMS_DIR = join(ROOT, 'cms');
const TRANSFER_LOG = /^(export|import)_\d+\.log$/;

/**
 * `strapi <args>` in cms/. SEED=false: a backup or restore must not add the demo content to the data it
 * moves. Strapi writes a diagnostic log (export_<ms>.log) into cms/; it is moved to `logTo` instead.
 */
export async function strapiCli(args, { logTo }) {
  const before = new Set(readdirSync(CMS_DIR).filter((f) => TRANSFER_LOG.test(f)));
  try {
    await run('npx', ['strapi', ...args], {
      cwd: CMS_DIR,
      env: { SEED: 'false', STRAPI_TELEMETRY_DISABLED: 'true', STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true' },
    });
  } finally {
    for (const log of readdirSync(CMS_DIR).filter((f) => TRANSFER_LOG.test(f) && !before.has(f))) renameSync(join(CMS_DIR, log), logTo);
  }
}
