// Serves the prerendered site (web/build/client): a file, else <path>/index.html, else the SPA fallback
// (admin and not-yet-prerendered routes). /api/* is proxied to the CMS so the site calls the API on its own origin.
// Every other response carries the security headers of scripts/lib/security-headers.mjs (the same as web/nginx.conf).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSET_CACHE, inlineScriptHashes, mediaOriginsFor, pageKind, securityHeaders } from './lib/security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8', '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json',
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

function resolveFile(root, pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(root, safe), join(root, safe, 'index.html')];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

function proxy(req, res, cmsUrl) {
  const target = new URL(req.url, cmsUrl);
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
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
 * `mediaOrigins`: where the CMS's media are served from (default CMS_PUBLIC_URL, else the CMS itself);
 * `https`: the site is behind TLS (default httpsFromEnv()).
 */
export function startWebServer({
  root,
  port,
  cmsUrl,
  host = '0.0.0.0',
  mediaOrigins = process.env.CMS_PUBLIC_URL ? [new URL(process.env.CMS_PUBLIC_URL).origin] : mediaOriginsFor(cmsUrl),
  https = httpsFromEnv(),
}) {
  const rootDir = resolve(root);
  const fallback = join(rootDir, '__spa-fallback.html');
  const gzipped = perFileVersion((file) => gzipSync(readFileSync(file)));
  const scriptHashes = perFileVersion((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://site');
    const kind = pageKind(pathname);
    if (kind === 'api') return proxy(req, res, cmsUrl);
    // Live from the CMS (what is published now); the file written by the build when the CMS cannot answer.
    if (pathname === '/sitemap.xml') {
      return liveSitemap(cmsUrl).then((xml) => (xml === null ? serveFile(req, res, pathname, kind) : sendXml(req, res, xml, kind)));
    }
    return serveFile(req, res, pathname, kind);
  });

  function sendXml(req, res, xml, kind) {
    res.writeHead(200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'no-cache',
      ...securityHeaders({ kind, scriptHashes: [], mediaOrigins, https }),
    });
    res.end(req.method === 'HEAD' ? undefined : xml);
  }

  function serveFile(req, res, pathname, kind) {
    // The admin app is the SPA shell whatever the path: no file under /admin/ is ever served.
    const file = (kind === 'admin' ? undefined : resolveFile(rootDir, pathname)) ?? fallback;
    const ext = extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? ASSET_CACHE : 'no-cache',
      ...securityHeaders({ kind, scriptHashes: ext === '.html' ? scriptHashes(file) : [], mediaOrigins, https }),
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = gzipped(file);
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, headers);
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
