import type { Context, Next } from 'koa';
import path from 'path';
import { formatForName } from '../utils/upload-allow-list';

/**
 * Media files (`/uploads/*`) are served from the CMS's origin, the same origin as Strapi's panel: whatever is
 * there must never run as a page or a script. Every answer under /uploads/ gets
 * - `X-Content-Type-Options: nosniff` (a browser never treats a file as another type than the one served),
 * - a CSP that allows nothing but the image itself, in a sandbox (a file opened directly runs no script and
 *   gets an opaque origin),
 * - `Content-Disposition: attachment` unless its extension is one of the allowed images (utils/upload-allow-list.ts),
 *   so a file that reached the library another way is downloaded, never displayed.
 * An <img> on the site is not affected: the CSP of an image's own answer does not apply to the page showing it.
 * Production's nginx (web/nginx.conf, CMS_HOST) sends the same headers.
 */
export const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const UPLOADS_PATH = /^\/uploads\//i;

/** The path as the static file server resolves it (decoded, `//` and `..` folded): `/%75ploads/x` is /uploads/x. */
function servedPath(rawPath: string) {
  try {
    return path.posix.normalize(decodeURIComponent(rawPath));
  } catch {
    return path.posix.normalize(rawPath);
  }
}

export default () => async (ctx: Context, next: Next) => {
  const served = servedPath(ctx.path);
  if (UPLOADS_PATH.test(served)) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', UPLOADS_CSP);
    if (!formatForName(served)) ctx.set('Content-Disposition', 'attachment');
  }
  await next();
};
