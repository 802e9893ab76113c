/** Site origins allowed to call the API from a browser (comma-separated CORS_ORIGINS). */
export default ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', ['http://localhost:4173', 'http://localhost:5173']),
      headers: ['Content-Type', 'Authorization', 'Idempotency-Key', 'Origin', 'Accept'],
      keepHeaderOnError: true,
    },
  },
  'strapi::poweredBy',
  // After security headers and CORS (a stored answer carries them too), before everything else.
  'global::public-cache',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '256kb',
      formLimit: '256kb',
      textLimit: '256kb',
      formidable: { maxFileSize: 20 * 1024 * 1024 },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
