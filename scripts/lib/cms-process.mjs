// Starts the compiled Strapi app (cms/dist) as a child process with the given settings.
import { join } from 'node:path';
import { readEnvFile } from './cms-env.mjs';
import { service } from './proc.mjs';
import { ROOT } from './steps.mjs';

export function startCms({ port, smtpPort, siteUrl, databaseFilename, serveAdminPanel = true, extraEnv = {}, logFile }) {
  const fileEnv = readEnvFile(join(ROOT, 'cms', '.env'));
  return service('cms', 'node', [join(ROOT, 'scripts', 'lib', 'cms-main.cjs')], {
    cwd: join(ROOT, 'cms'),
    env: {
      ...fileEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      SITE_URL: siteUrl,
      CORS_ORIGINS: [siteUrl, fileEnv.CORS_ORIGINS].filter(Boolean).join(','),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SERVE_ADMIN_PANEL: String(serveAdminPanel),
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      BROWSER: 'false',
      ...(databaseFilename ? { DATABASE_FILENAME: databaseFilename } : {}),
      ...extraEnv,
    },
    logFile,
  });
}
