// The site's security headers, defined once for the Node site server (scripts/serve-web.mjs). nginx in production
// (web/nginx.conf) spells out the same values; scripts/tests/serve-web-headers.test.mjs holds the two together.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Powerful features nothing on the site uses, off for every frame (only names every current browser knows: unknown ones are logged as errors). */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** A landing page's address serves each visitor their A/B variant: no shared cache may keep one for everyone. */
export const LANDING_CACHE = 'private, no-store';

/** Script types the browser does not run (JSON-LD and other data blocks) need no hash. */
const DATA_BLOCK = /^(application\/(ld\+)?json|text\/plain)$/i;

/**
 * 'sha256-…' sources for the inline scripts of an HTML document, in order, without repeats. The text is hashed as
 * the browser's parser sees it (CR LF and lone CR become LF), so the hashes match what the page runs.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (DATA_BLOCK.test(type)) continue;
    const text = body.replace(/\r\n?/g, '\n');
    const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** A request path decoded and normalised, as the file lookup and the browser's router see it: /%61dmin/ is /admin/. */
function servedPath(pathname) {
  try {
    return posix.normalize(decodeURIComponent(pathname));
  } catch {
    // Malformed escapes: judged as written (no file matches them anyway).
    return posix.normalize(pathname);
  }
}

/**
 * What a request path is for the headers: the CMS's API (proxied, it sends its own headers), the CMS's media (proxied,
 * with the media headers below), the admin app, or the public site — judged on the served path (servedPath).
 */
export function pageKind(pathname) {
  const path = servedPath(pathname);
  if (path.startsWith('/api/')) return 'api';
  // The site links the CMS's uploads on its own origin (web/src/shared/lib/media-sources.ts).
  if (path.startsWith('/uploads/')) return 'media';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return 'public';
}

const list = (...parts) => parts.flat().filter(Boolean).join(' ');

/** Media origins that `https:` does not already cover (a CMS on plain http in development). */
const plainMediaOrigins = (mediaOrigins) => mediaOrigins.filter((origin) => !origin.startsWith('https:'));

/**
 * Public pages run the admin's tag snippets (after LGPD consent), which the site's own code inserts as new <script>
 * elements. 'strict-dynamic' trusts exactly that: scripts created by scripts the page already trusts (its inline
 * scripts, by hash, and the modules they import), from any host. Scripts written into the HTML (an injection) and
 * inline event handlers have no hash and never run. 'self' in script-src only serves browsers without 'strict-dynamic'
 * (CSP 2), which ignore it.
 *
 * What the tags then fetch, draw and frame may go anywhere over https (and wss): the sources of connect-src, img-src,
 * frame-src, style-src and font-src are the rule of domain/src/public-csp.ts (PUBLIC_TAG_SOURCES), which the dashboard
 * warns with; scripts/tests/serve-web-headers.test.mjs holds these lines to it. Case images may be on any https host.
 */
function publicPolicy({ scriptHashes, mediaOrigins, https }) {
  return [
    "default-src 'self'",
    `script-src ${list(scriptHashes, "'strict-dynamic' 'self'")}`,
    "style-src 'self' 'unsafe-inline' https:",
    `img-src ${list("'self' data: blob:", plainMediaOrigins(mediaOrigins), 'https:')}`,
    "font-src 'self' data: https:",
    "connect-src 'self' https: wss:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * The admin app runs no snippets and no third party: only its own code and its API. It shows images from the CMS's
 * media and from any https host (a case's image URLs). Never framed.
 */
function adminPolicy({ scriptHashes, mediaOrigins, https }) {
  return [
    "default-src 'self'",
    `script-src ${list(scriptHashes, "'self'")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self' data: blob:", plainMediaOrigins(mediaOrigins), 'https:')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The image formats the CMS's upload rule allows (cms/src/utils/upload-allow-list.ts); nginx.conf's $cms_media_kind. */
const ALLOWED_IMAGE = /\.(jpe?g|png|webp|avif|gif)$/i;
export const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * A CMS upload served on the site's origin: never sniffed, a CSP that allows nothing but the image and sandboxes the
 * file, and anything but an allowed image downloaded instead of displayed — no file there runs as a page of the site.
 * The same as the CMS sends (cms/src/middlewares/upload-headers.ts) and nginx sends on both hosts; they replace the
 * CMS's copies. The CMS's other headers pass through, as for /api/*.
 */
function mediaHeaders(path) {
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': UPLOADS_CSP,
    ...(ALLOWED_IMAGE.test(servedPath(path)) ? {} : { 'content-disposition': 'attachment' }),
  };
}

/**
 * Headers of a response of the site (every path but /api/*), lower-case names. `path`: the request's, for /uploads/*.
 * `scriptHashes`: those of the HTML file served (none for other files). `mediaOrigins`: where the CMS's media are
 * served from. `https`: the site is served over TLS (production): HSTS and upgrade-insecure-requests.
 */
export function securityHeaders({ kind, path = '', scriptHashes = [], mediaOrigins = [], https = false }) {
  if (kind === 'api') return {};
  if (kind === 'media') return mediaHeaders(path);
  const admin = kind === 'admin';
  const options = { scriptHashes, mediaOrigins, https };
  return {
    ...(https ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'content-security-policy': admin ? adminPolicy(options) : publicPolicy(options),
    'x-frame-options': admin ? 'DENY' : 'SAMEORIGIN',
    ...(admin ? { 'x-robots-tag': 'noindex' } : {}),
  };
}

/**
 * Origins the CMS's media come from (it answers absolute URLs on its PUBLIC_URL). A CMS on loopback is published as
 * http://localhost:<port> by scripts/lib/cms-process.mjs while the site proxies to 127.0.0.1: both spellings count.
 */
export function mediaOriginsFor(cmsUrl) {
  const url = new URL(cmsUrl);
  const twins = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };
  const origins = [url.origin];
  if (twins[url.hostname]) origins.push(`${url.protocol}//${twins[url.hostname]}${url.port ? `:${url.port}` : ''}`);
  return origins;
}
