import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/** With media in a bucket (S3_PUBLIC_URL, config/plugins.ts) the Strapi panel may show images from its origin too. */
const security = (env: Env) => {
  const publicUrl = env('S3_PUBLIC_URL');
  const media = env('S3_BUCKET') && publicUrl ? new URL(publicUrl).origin : null;
  if (!media) return 'strapi::security';
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io', media],
          'media-src': ["'self'", 'data:', 'blob:', media],
        },
      },
    },
  };
};

/** Site origins allowed to call the API from a browser (comma-separated CORS_ORIGINS). */
export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // First: X-Forwarded-* of peers outside TRUSTED_PROXIES are dropped before anything reads the client IP.
  'global::trusted-proxy',
  // In production the Strapi panel's routes never reach leads, bookings or consent records (403, any panel role).
  'global::panel-personal-data',
  'strapi::logger',
  'strapi::errors',
  security(env),
  // Media under /uploads/: nosniff, a sandboxing CSP, and non-images downloaded, never displayed.
  'global::upload-headers',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', ['http://localhost:4173', 'http://localhost:5173']),
      // If-Match / If-None-Match / X-Edit-Resolution: the version an editor loaded (cms/src/editing, issue 51).
      headers: ['Content-Type', 'Authorization', 'Idempotency-Key', 'Origin', 'Accept', 'If-Match', 'If-None-Match', 'X-Edit-Resolution'],
      // The site sends a bearer token, never a cookie: no origin may make credentialed requests (Strapi's default allows them).
      credentials: false,
      // Error answers (400 with the pt-BR message, 429) keep the CORS headers, so the site can show them.
      keepHeadersOnError: true,
    },
  },
  // No 'strapi::poweredBy': the CMS does not announce what it runs (X-Powered-By).
  // After security headers and CORS (a stored answer carries them too), before everything else.
  'global::public-cache',
  'strapi::query',
  // Around the body parser: a multipart body it cannot read is a 400, not a 500.
  'global::body-errors',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '256kb',
      formLimit: '256kb',
      textLimit: '256kb',
      formidable: { maxFileSize: 20 * 1024 * 1024 },
    },
  },
  // Right after the body parser: NUL, lone surrogates and deep nesting → 400 before any controller.
  'global::input-guard',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
