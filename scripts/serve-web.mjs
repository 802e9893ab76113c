// Serves the prerendered site (web/build/client): a file, else <path>/index.html, else the SPA fallback
// (admin and not-yet-prerendered routes). /api/* is proxied to the CMS so the site calls the API on its own origin.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8', '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

function securityHeaders(pathname) {
  const admin = pathname.startsWith('/admin');
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(admin ? { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'", 'x-robots-tag': 'noindex' } : {}),
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
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ data: null, error: { status: 502, name: 'BadGateway', message: 'CMS indisponível' } }));
  });
  req.pipe(upstream);
}

export function startWebServer({ root, port, cmsUrl, host = '0.0.0.0' }) {
  const rootDir = resolve(root);
  const fallback = join(rootDir, '__spa-fallback.html');
  const gzipCache = new Map();
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://site');
    if (pathname.startsWith('/api/')) return proxy(req, res, cmsUrl);
    const file = resolveFile(rootDir, pathname) ?? fallback;
    const ext = extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...securityHeaders(pathname),
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)));
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      return res.end(req.method === 'HEAD' ? undefined : gzipCache.get(file));
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
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
