import type { Core } from '@strapi/strapi';
import fs from 'fs';
import path from 'path';

type Env = Core.Config.Shared.ConfigParams['env'];

// The media library's folder (cms/public/uploads) is never committed; the local upload provider refuses to
// start without it, so it is created here (config is read before any plugin starts). dist/config → cms/;
// PUBLIC_DIR as in config/server.ts.
fs.mkdirSync(path.join(path.resolve(__dirname, '..', '..', process.env.PUBLIC_DIR || 'public'), 'uploads'), { recursive: true });

/**
 * Media on S3-compatible storage (AWS S3, MinIO, R2…) when S3_BUCKET is set, so every replica serves every upload;
 * otherwise the local provider (public/uploads, one machine). Responsive formats and WebP copies go the same way.
 * S3_PUBLIC_URL is the address the files are read from (a CDN, or the bucket's own URL: e.g.
 * http://minio:9000/midia with path-style); the CMS's and the site's CSP allow it (config/middlewares.ts,
 * scripts/serve-web.mjs). S3_ACL only when the bucket still uses ACLs (e.g. public-read); by default none is sent.
 */
const s3Upload = (env: Env) =>
  env('S3_BUCKET')
    ? {
        provider: 'aws-s3',
        providerOptions: {
          baseUrl: env('S3_PUBLIC_URL'),
          rootPath: env('S3_ROOT_PATH', ''),
          s3Options: {
            region: env('S3_REGION', 'us-east-1'),
            ...(env('S3_ENDPOINT') ? { endpoint: env('S3_ENDPOINT') } : {}),
            forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
            ...(env('S3_ACCESS_KEY_ID')
              ? { credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') } }
              : {}),
            params: { Bucket: env('S3_BUCKET'), ACL: env('S3_ACL') || undefined },
          },
        },
      }
    : {};

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Short-lived access tokens + refresh tokens (sessions kept in the database, revocable on logout).
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: env.int('ACCESS_TOKEN_LIFESPAN', 15 * 60),
        maxRefreshTokenLifespan: 30 * 24 * 60 * 60,
        idleRefreshTokenLifespan: 14 * 24 * 60 * 60,
      },
      ratelimit: {
        interval: 60_000,
        max: env.int('AUTH_RATE_LIMIT_MAX', 10),
      },
      register: {
        // Only these fields are accepted on /api/auth/local/register: never a role.
        allowedFields: [],
      },
    },
  },
  upload: {
    config: {
      ...s3Upload(env),
      // The media library's allow list (src/utils/upload-allow-list.ts) is checked in the upload service, on the
      // whole request at once. Strapi's own lists would drop the refused files of a request and store the others,
      // so they stay empty; an empty one also stops Strapi's "no upload security configuration" warning per upload.
      security: { deniedTypes: [] },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        // A few kept-open SMTP connections instead of one new connection per message: a burst of leads
        // queues its notifications on them rather than opening hundreds of connections at once.
        pool: true,
        maxConnections: env.int('SMTP_MAX_CONNECTIONS', 3),
        // A server that hangs fails an attempt in seconds, not nodemailer's 2 min (connect) and 10 min (silence): well
        // under the outbox's 60 s lease (src/outbox/smtp-mailer.ts), and a team invite, sent while the admin waits,
        // answers its error instead of hanging the request.
        connectionTimeout: env.int('SMTP_CONNECTION_TIMEOUT_MS', 10_000),
        greetingTimeout: env.int('SMTP_GREETING_TIMEOUT_MS', 10_000),
        socketTimeout: env.int('SMTP_SOCKET_TIMEOUT_MS', 20_000),
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false) && !env('SMTP_USERNAME'),
        ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Alicerce Digital <nao-responda@alicerce.example>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'contato@alicerce.example'),
      },
    },
  },
});
