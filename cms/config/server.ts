export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Public URL of this CMS; used to build absolute media URLs and links in e-mails.
  url: env('PUBLIC_URL', `http://localhost:${env.int('PORT', 1337)}`),
  app: {
    keys: env.array('APP_KEYS'),
  },
});
