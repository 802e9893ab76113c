import type { Core } from '@strapi/strapi';
import cronTasks from './cron-tasks';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Loopback unless HOST says otherwise (docker-compose sets 0.0.0.0: nginx reaches it over the compose network).
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public URL of this CMS; used to build absolute media URLs and links in e-mails.
  url: env('PUBLIC_URL', `http://localhost:${env.int('PORT', 1337)}`),
  // The client IP (rate limits) is the last X-Forwarded-For entry, set by the one proxy hop in front (the site
  // server, nginx) — only when that peer is in TRUSTED_PROXIES: src/middlewares/trusted-proxy.ts drops the header
  // of any other peer first.
  proxy: { koa: true, maxIpsCount: 1 },
  app: {
    keys: env.array('APP_KEYS'),
  },
  // Media files live under <public>/uploads. Scripts that run a CMS of their own (backup test, benchmark)
  // point this at a temp folder, since a restore replaces the whole uploads folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  // Scheduled jobs (config/cron-tasks.ts): the personal-data retention job.
  cron: { enabled: true, tasks: cronTasks },
});
