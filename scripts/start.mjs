// `npm start`: installs what is missing, builds what changed, then runs the mail sink, the CMS (SQLite,
// seeded on first run) and the prerendered site. Ctrl-C stops everything it started. Ports: CMS_PORT, WEB_PORT,
// SMTP_PORT, MAIL_UI_PORT or `npm start -- --cms-port=1437 --web-port=… --smtp-port=… --mail-ui-port=…`.
import { join } from 'node:path';
import { ensureCmsEnv, readEnvFile } from './lib/cms-env.mjs';
import { startCms } from './lib/cms-process.mjs';
import { assertPortsFree, startPorts } from './lib/ports.mjs';
import { stopAll, waitForHttp } from './lib/proc.mjs';
import { ROOT, buildCmsWithPanel, buildDomain, buildWeb, installAll } from './lib/steps.mjs';
import { startMailSink } from './mail-sink.mjs';
import { startLandingPrerender } from './rebuild-webhook.mjs';
import { startWebServer } from './serve-web.mjs';

const shutdown = (code = 0) => {
  stopAll();
  setTimeout(() => process.exit(code), 300);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  const P = startPorts();
  await assertPortsFree(P);
  if (ensureCmsEnv(ROOT)) console.log('cms/.env created with fresh secrets');
  await installAll();
  await buildDomain();
  await buildCmsWithPanel();

  const siteUrl = `http://localhost:${P.web}`;
  await startMailSink({ smtpPort: P.smtp, uiPort: P.mailUi });
  // A landing page published in the dashboard is prerendered seconds later (scripts/rebuild-webhook.mjs).
  const landingPrerender = await startLandingPrerender(`http://127.0.0.1:${P.cms}`, { log: console.log });
  const cms = startCms({ port: P.cms, smtpPort: P.smtp, siteUrl, extraEnv: landingPrerender.cmsEnv });
  cms.on('exit', (code) => {
    console.error(`\nThe CMS stopped (exit code ${code}); stopping everything.`);
    shutdown(1);
  });
  await waitForHttp(`http://127.0.0.1:${P.cms}/_health`);
  // The site is prerendered from the running CMS's content (rebuilt only when code or content changed).
  await buildWeb(`http://127.0.0.1:${P.cms}`, siteUrl);
  landingPrerender.receiver.resume();
  await startWebServer({ root: join(ROOT, 'web', 'build', 'client'), port: P.web, cmsUrl: `http://127.0.0.1:${P.cms}` });

  const env = readEnvFile(join(ROOT, 'cms', '.env'));
  const devAdmin = { email: env.SEED_ADMIN_EMAIL || 'admin@alicerce.example', password: env.SEED_ADMIN_PASSWORD || 'Alicerce@2026' };
  // The CMS creates the panel's super-admin on a start that finds none: PANEL_ADMIN_*, else the dev admin's (cms/src/bootstrap/panel-admin.ts).
  const panelAdmin =
    env.PANEL_ADMIN_EMAIL || env.PANEL_ADMIN_PASSWORD ? { email: env.PANEL_ADMIN_EMAIL, password: env.PANEL_ADMIN_PASSWORD } : devAdmin;
  console.log(`
  Alicerce Digital is running (Ctrl-C stops everything)

  Site                 ${siteUrl}
  Site admin           ${siteUrl}/admin/login
  CMS (REST API)       http://localhost:${P.cms}/api
  Strapi panel         http://localhost:${P.cms}/admin
  Mail sink            http://localhost:${P.mailUi}      (SMTP on 127.0.0.1:${P.smtp})

  Dev admin (site dashboard)
    e-mail             ${devAdmin.email}
    password           ${devAdmin.password}
  Strapi panel super-admin (created on the first start)
    e-mail             ${panelAdmin.email}
    password           ${panelAdmin.password}
`);
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`);
  shutdown(1);
}
