// Serves the prerendered site (web/build/client): a file, else <path>/index.html; /admin/* and an article or case
// published after the build get the client-rendered app (__spa-fallback.html); a landing page (/lp/…) is served only
// while the CMS says it is published (its file, or the app for one published after the build), else the 404 page, or
// the 410 page once its end date has passed; any other path the 404 page with the status 404. /api/* and /uploads/* are proxied to the CMS so the site calls the API, and shows the CMS's media, on its
// own origin.
// Every other response carries the security headers of scripts/lib/security-headers.mjs (the same as web/nginx.conf).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSET_CACHE, LANDING_CACHE, inlineScriptHashes, mediaOriginsFor, pageKind, securityHeaders } from './lib/security-headers.mjs';
import { plainAddress, splitBucket } from './lib/split-bucket.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/**
 * HSTS (and upgrade-insecure-requests) only where the site is served over TLS: HSTS=on, or NODE_ENV=production
 * unless HSTS=off. Local runs (npm start, npm test) are plain http on localhost, where HSTS would only get in the way.
 */
export function httpsFromEnv(env = process.env) {
  if (env.HSTS === 'on') return true;
  if (env.HSTS === 'off') return false;
  return env.NODE_ENV === 'production';
}

/**
 * `derive(file)` computed once per version of each file: a rebuild under a running server changes the pages, and
 * their CSP hashes and gzipped bodies must change with them (stale ones together would refuse the page's scripts).
 */
function perFileVersion(derive) {
  const cache = new Map();
  return (file) => {
    const { mtimeMs, size } = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.value;
    const value = derive(file);
    cache.set(file, { mtimeMs, size, value });
    return value;
  };
}

/**
 * The page's copy compressed at build time (`<file>.gz`, Zopfli: web/scripts/precompress.ts), as nginx's gzip_static
 * sends it; none when it is missing or older than the page (a page written again without it).
 */
function precompressed(file) {
  const copy = `${file}.gz`;
  if (!existsSync(copy) || statSync(copy).mtimeMs < statSync(file).mtimeMs) return null;
  return readFileSync(copy);
}

function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined; // A malformed escape names no file.
  }
  // The 404 and 410 pages answer unknown and ended paths (with their status); they are no pages of their own.
  if (/^\/(404|410)\/?(index\.html)?$/.test(decoded)) return undefined;
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(root, safe), join(root, safe, 'index.html')];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

/** Pages that exist once something is published: the CMS says whether a path the build did not prerender exists now. */
const CONTENT_PAGE = /^\/(blog|cases)\/[^/]+\/?$/;

/**
 * A landing page's file (/lp/<slug>, a hero variant's /lp/<slug>/__v/<key>, a launch's thank-you /lp/<slug>/obrigado): the CMS is asked on every request, so
 * one unpublished or ended since the build is a 404 or a 410 at once, never its stale file.
 */
const LANDING_PAGE = /^\/lp\/[^/]+(\/__v\/[^/]+|\/obrigado)?\/?$/;

/**
 * 'exists', 'missing', 'gone' (410: an ended landing page) or 'unknown' (the CMS could not answer) for a content path;
 * `headers`: passed on to the check (a landing page's split bucket and the visitor's cookies). `file`: the path of the
 * file the CMS named (X-Accel-Redirect without its internal prefix), when it named one.
 */
async function publishedPage(cmsUrl, pathname, headers = {}) {
  try {
    const url = new URL('/api/site-routes/check', cmsUrl);
    url.searchParams.set('path', pathname);
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(3000) });
    const file = response.headers.get('x-accel-redirect')?.replace(/^\/__landing(?=\/)/, '') ?? null;
    if (response.ok) return { state: 'exists', file };
    return { state: response.status === 404 ? 'missing' : response.status === 410 ? 'gone' : 'unknown', file: null };
  } catch {
    return { state: 'unknown', file: null };
  }
}

/** The request passed to the CMS; `own`: headers of the site's that replace the CMS's copies (lower-case names). */
function proxy(req, res, cmsUrl, own = {}) {
  const target = new URL(req.url, cmsUrl);
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress } },
    (up) => {
      const passed = Object.fromEntries(Object.entries(up.headers).filter(([name]) => !(name in own)));
      res.writeHead(up.statusCode ?? 502, { ...passed, ...own });
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' });
    res.end(JSON.stringify({ data: null, error: { status: 502, name: 'BadGateway', message: 'CMS indisponível' } }));
  });
  req.pipe(upstream);
}

/** The CMS's live sitemap (GET /api/sitemap.xml), or null when it is down, slow or answers anything else. */
async function liveSitemap(cmsUrl) {
  try {
    const response = await fetch(new URL('/api/sitemap.xml', cmsUrl), { signal: AbortSignal.timeout(3000) });
    const xml = await response.text();
    return response.ok && xml.includes('<urlset') ? xml : null;
  } catch {
    return null;
  }
}

/**
 * Where the CMS's media are served from: CMS_PUBLIC_URL (else the CMS at `cmsUrl` itself), and the origin of the
 * media bucket, S3_PUBLIC_URL, when the CMS keeps its uploads in one (its files link there).
 */
export function mediaOriginsFromEnv(cmsUrl, env = process.env) {
  const cms = env.CMS_PUBLIC_URL ? [new URL(env.CMS_PUBLIC_URL).origin] : mediaOriginsFor(cmsUrl);
  return env.S3_PUBLIC_URL ? [...cms, new URL(env.S3_PUBLIC_URL).origin] : cms;
}

/**
 * `mediaOrigins`: where the CMS's media are served from (default mediaOriginsFromEnv());
 * `https`: the site is behind TLS (default httpsFromEnv()).
 */
export function startWebServer({ root, port, cmsUrl, host = '0.0.0.0', mediaOrigins = mediaOriginsFromEnv(cmsUrl), https = httpsFromEnv() }) {
  const rootDir = resolve(root);
  const fallback = join(rootDir, '__spa-fallback.html');
  const notFoundPage = join(rootDir, '404', 'index.html');
  const gonePage = join(rootDir, '410', 'index.html');
  const gzipped = perFileVersion((file) => precompressed(file) ?? gzipSync(readFileSync(file), { level: 9 }));
  const scriptHashes = perFileVersion((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://site');
    const kind = pageKind(pathname);
    if (kind === 'api') return proxy(req, res, cmsUrl);
    if (kind === 'media') return proxy(req, res, cmsUrl, securityHeaders({ kind, path: pathname }));
    // Live from the CMS (what is published now); the file written by the build when the CMS cannot answer.
    if (pathname === '/sitemap.xml') {
      return liveSitemap(cmsUrl).then((xml) => (xml === null ? serveFile(req, res, pathname, kind) : sendXml(req, res, xml, kind)));
    }
    serveFile(req, res, pathname, kind).catch((error) => {
      console.error(`site: ${pathname}: ${error.message}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  function sendXml(req, res, xml, kind) {
    res.writeHead(200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'no-cache',
      ...securityHeaders({ kind, scriptHashes: [], mediaOrigins, https }),
    });
    res.end(req.method === 'HEAD' ? undefined : xml);
  }

  async function serveFile(req, res, pathname, kind) {
    // The admin app is the client-rendered app whatever the path: no file under /admin/ is ever served.
    if (kind === 'admin') return send(req, res, pathname, kind, fallback, 200);
    if (LANDING_PAGE.test(pathname)) return serveLandingPage(req, res, pathname, kind);
    const file = resolveFile(rootDir, pathname);
    if (file) return send(req, res, pathname, kind, file, 200);
    // A missing script or style is a 404 that no cache keeps (never an HTML page kept for a year as a script).
    if (pathname.startsWith('/assets/')) {
      res.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        ...securityHeaders({ kind, mediaOrigins, https }),
      });
      return res.end(req.method === 'HEAD' ? undefined : 'Not found');
    }
    if (CONTENT_PAGE.test(pathname)) {
      const { state } = await publishedPage(cmsUrl, pathname);
      if (state === 'exists') return send(req, res, pathname, kind, fallback, 200);
      // The CMS is down: the app still tries (and says so), with a status that asks crawlers to come back.
      if (state === 'unknown') return send(req, res, pathname, kind, fallback, 503, { 'retry-after': '60' });
    }
    return send(req, res, pathname, kind, existsSync(notFoundPage) ? notFoundPage : fallback, 404);
  }

  /**
   * The file the CMS names for this visitor: the split (the same bucket as nginx's split_clients, from the address and
   * the browser) or the variant a consented visitor's cookie remembers. Never cached by a shared cache, never a cookie.
   */
  async function serveLandingPage(req, res, pathname, kind) {
    const headers = { 'x-split-bucket': String(splitBucket(plainAddress(req.socket.remoteAddress), req.headers['user-agent'] ?? '')) };
    for (const name of ['cookie', 'user-agent']) if (req.headers[name]) headers[name] = req.headers[name];
    const { state, file: named } = await publishedPage(cmsUrl, pathname, headers);
    const file = resolveFile(rootDir, named ?? pathname);
    const landing = { 'cache-control': LANDING_CACHE };
    if (state === 'gone') return send(req, res, pathname, kind, existsSync(gonePage) ? gonePage : fallback, 410);
    if (state === 'exists' || (state === 'unknown' && file)) return send(req, res, pathname, kind, file ?? fallback, 200, landing);
    if (state === 'unknown') return send(req, res, pathname, kind, fallback, 503, { 'retry-after': '60' });
    return send(req, res, pathname, kind, existsSync(notFoundPage) ? notFoundPage : fallback, 404);
  }

  function send(req, res, pathname, kind, file, status, extraHeaders = {}) {
    const ext = extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') && status === 200 ? ASSET_CACHE : 'no-cache',
      ...securityHeaders({ kind, scriptHashes: ext === '.html' ? scriptHashes(file) : [], mediaOrigins, https }),
      ...extraHeaders,
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = gzipped(file);
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  }
  return new Promise((ok, fail) => {
    server.on('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.WEB_PORT ?? 4173);
  const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
  await startWebServer({ root: new URL('../web/build/client', import.meta.url).pathname, port, cmsUrl });
  console.log(`site: http://localhost:${port} (API proxied to ${cmsUrl})`);
}
