// The site's security headers, defined once for the Node site server (scripts/serve-web.mjs). nginx in production
// (web/nginx.conf) spells out the same values; scripts/tests/serve-web-headers.test.mjs holds the two together.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';

/**
 * Hosts the marketing tags of the site settings may send data to, draw pixels from and frame (Google Tag Manager,
 * Analytics and Ads, Meta Pixel). Their scripts themselves need no listing: see the script-src of publicPolicy.
 * CSP_TAG_HOSTS (space- or comma-separated) replaces this list; web/Dockerfile carries the same default for nginx.
 */
export const DEFAULT_TAG_HOSTS = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.doubleclick.net',
  'https://www.googleadservices.com',
  'https://www.google.com',
  // Google Ads' remarketing pixel answers from the visitor's country domain: Brazil's, for this site.
  'https://www.google.com.br',
  'https://connect.facebook.net',
  'https://www.facebook.com',
];

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Powerful features nothing on the site uses, off for every frame (only names every current browser knows: unknown ones are logged as errors). */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

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

/**
 * What a request path is for the headers: the CMS's API (proxied, it sends its own headers), the admin app, or the
 * public site. Decoded and normalised first, as the file lookup and the browser's router see it: /%61dmin/ is admin.
 */
export function pageKind(pathname) {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: judged as written (no file matches them anyway).
  }
  path = posix.normalize(path);
  if (path.startsWith('/api/')) return 'api';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return 'public';
}

const list = (...parts) => parts.flat().filter(Boolean).join(' ');

/**
 * Public pages run the admin's tag snippets (after LGPD consent), which the site's own code inserts as new <script>
 * elements. 'strict-dynamic' trusts exactly that: scripts created by scripts the page already trusts (its inline
 * scripts, by hash, and the modules they import), from any host. Scripts written into the HTML (an injection) and
 * inline event handlers have no hash and never run. 'self' and the tag hosts in script-src only serve browsers
 * without 'strict-dynamic' (CSP 2), which ignore it. Data the tags send (connect-src), pixels (img-src) and frames
 * go only to the site, the CMS's media and the listed tag hosts.
 */
function publicPolicy({ scriptHashes, tagHosts, mediaOrigins, https }) {
  return [
    "default-src 'self'",
    `script-src ${list(scriptHashes, "'strict-dynamic' 'self'", tagHosts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self' data: blob:", mediaOrigins, tagHosts)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", tagHosts)}`,
    `frame-src ${list("'self'", tagHosts)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The admin app runs no snippets and no third party: only its own code, its API, and the CMS's media. Never framed. */
function adminPolicy({ scriptHashes, mediaOrigins, https }) {
  return [
    "default-src 'self'",
    `script-src ${list(scriptHashes, "'self'")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self' data: blob:", mediaOrigins)}`,
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

/**
 * Headers of a response of the site (every path but /api/*), lower-case names. `scriptHashes`: those of the HTML file
 * served (none for other files). `https`: the site is served over TLS (production): HSTS and upgrade-insecure-requests.
 */
export function securityHeaders({ kind, scriptHashes = [], tagHosts = DEFAULT_TAG_HOSTS, mediaOrigins = [], https = false }) {
  if (kind === 'api') return {};
  const admin = kind === 'admin';
  const options = { scriptHashes, tagHosts, mediaOrigins, https };
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

/** A host list from the environment: space- or comma-separated; unset means the defaults, empty means none. */
export function parseHostList(value, fallback = DEFAULT_TAG_HOSTS) {
  if (value === undefined) return fallback;
  return value.split(/[\s,]+/).filter(Boolean);
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
