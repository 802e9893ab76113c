// Runs Strapi's own CLI (export/import) on the CMS configured in cms/.env — or, when set in the environment,
// on DATABASE_* / PUBLIC_DIR — for the backup and restore commands.
import { join } from 'node:path';
import { run } from './proc.mjs';
import { ROOT } from './steps.mjs';

export const CMS_DIR = join(ROOT, 'cms');

/** `strapi <args>` in cms/. SEED=false: a backup or restore must not add the demo content to the data it moves. */
export function strapiCli(args) {
  return run('npx', ['strapi', ...args], {
    cwd: CMS_DIR,
    env: { SEED: 'false', STRAPI_TELEMETRY_DISABLED: 'true', STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true' },
  });
}
