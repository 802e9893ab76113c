export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Public URL of this CMS; used to build absolute media URLs and links in e-mails.
  url: env('PUBLIC_URL', `http://localhost:${env.int('PORT', 1337)}`),
  // The site server / nginx proxies /api: trust the one proxy hop in front for the client IP (rate limits).
  proxy: { koa: env.bool('TRUST_PROXY', true), maxIpsCount: 1 },
  app: {
    keys: env.array('APP_KEYS'),
  },
  // Media files live under <public>/uploads. Scripts that run a CMS of their own (backup test, benchmark)
  // point this at a temp folder, since a restore replaces the whole uploads folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
});
