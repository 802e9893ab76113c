// The site server's security headers (scripts/serve-web.mjs), per kind of path, and nginx's (web/nginx.conf) being the
// same. A small site in a temp folder and a stand-in CMS (a plain HTTP server: this tests the static server, not Strapi).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';

import { pageHashesMap } from '../csp-page-hashes.mjs';
import { PUBLIC_TAG_SOURCES } from '../../domain/dist/public-csp.js';
import { HSTS, PERMISSIONS_POLICY, REFERRER_POLICY } from '../lib/security-headers.mjs';
import { httpsFromEnv, startWebServer } from '../serve-web.mjs';
import { NGINX_CONF, findNginx, startNginx } from '../lib/nginx-runner.mjs';

// Inline scripts as a prerendered page has them; the hashes below are computed here, not by the code under test.
const CONSENT = "window.dataLayer=window.dataLayer||[];gtag('consent','default',{ad_storage:'denied'});";
const CONTEXT = 'window.__reactRouterContext = {"basename":"/"};';
const MODULE = 'import "/assets/app.js";';
const SERVICES = 'window.__page = "servicos";';
const SHELL = 'window.__page = "shell";';
const NOT_FOUND = 'window.__page = "404";';
const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (...scripts) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><script>${scripts[0]}</script>` +
  `<script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body>` +
  scripts
    .slice(1)
    .map((s) => (s === MODULE ? `<script type="module" async="">${s}</script>` : `<script>${s}</script>`))
    .join('') +
  '</body></html>';

function makeSite() {
  const root = mkdtempSync(join(tmpdir(), 'site-headers-'));
  // Readable by nginx's workers, which run as another user when the test runs as root.
  chmodSync(root, 0o755);
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'servicos'));
  writeFileSync(join(root, 'index.html'), page(CONSENT, CONTEXT, MODULE));
  // Windows line endings in a script: the browser hashes it with LF.
  writeFileSync(join(root, 'servicos', 'index.html'), page(CONSENT, SERVICES.replace(';', ';\r\n')));
  writeFileSync(join(root, '__spa-fallback.html'), page(CONSENT, SHELL));
  mkdirSync(join(root, '404'));
  writeFileSync(join(root, '404', 'index.html'), page(CONSENT, NOT_FOUND));
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("app");\n'.repeat(50));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** Pages published after the build, as the stand-in CMS's `GET /api/site-routes/check` knows them. */
const PUBLISHED_AFTER_BUILD = new Set(['/blog/artigo-novo', '/blog/artigo-publicado-depois-do-build']);

/**
 * The stand-in CMS: answers with headers of its own (as Strapi's security middleware does) and echoes what it got;
 * its site-routes check answers as the real one does (200 and nginx's internal redirect to the client app, or 404).
 */
function startCms() {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://cms');
    if (url.pathname === '/api/site-routes/check') {
      const exists = PUBLISHED_AFTER_BUILD.has(url.searchParams.get('path'));
      res.writeHead(exists ? 200 : 404, { 'content-type': 'application/json', ...(exists ? { 'x-accel-redirect': '/__spa-fallback.html' } : {}) });
      res.end(JSON.stringify({ data: exists ? { path: url.searchParams.get('path') } : null }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-cms': 'yes' });
    res.end(JSON.stringify({ url: req.url, host: req.headers.host, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const SECURITY = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'content-security-policy',
  'x-frame-options',
  'x-robots-tag',
  'cache-control',
];

/** A plain HTTP request (fetch() would decode gzip and refuse a Host header): status, headers as received, body. */
function get(base, path, headers = {}) {
  return new Promise((resolve, reject) => {
    httpGet(new URL(path, base), { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          headers: { get: (name) => res.headers[name] ?? null },
          body: (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'),
        });
      });
    }).on('error', reject);
  });
}

/** The bytes as sent to a browser that takes gzip, not decoded. */
function getRaw(base, path) {
  return new Promise((resolve, reject) => {
    httpGet(new URL(path, base), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'] ?? null, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/**
 * A page with its copy compressed at build time (web/scripts/precompress.ts), told apart from what a server compresses
 * itself by its bytes (gzip level 1 here; the servers use 9).
 */
function addPrecompressedPage(root) {
  const dir = join(root, 'precomprimida');
  mkdirSync(dir, { recursive: true });
  const html = page(CONSENT, SERVICES);
  writeFileSync(join(dir, 'index.html'), html);
  const copy = gzipSync(Buffer.from(html.repeat(3)), { level: 1 });
  writeFileSync(join(dir, 'index.html.gz'), copy);
  return { dir, html, copy };
}

/** A CSP as a map of directive → its sources. */
function directives(csp) {
  assert.ok(csp, 'no Content-Security-Policy');
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const listen = (server) => `http://127.0.0.1:${server.address().port}`;

describe('serve-web security headers', () => {
  let root;
  let cms;
  let web;
  let base;

  before(async () => {
    root = makeSite();
    cms = await startCms();
    web = await startWebServer({ root, port: 0, host: '127.0.0.1', cmsUrl: listen(cms), https: false });
    base = listen(web);
  });
  after(() => {
    web?.close();
    cms?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('a public page: nosniff, referrer and permissions policies, not framed by other sites, no HSTS on plain http', async () => {
    const { status, headers } = await get(base, '/');
    assert.equal(status, 200);
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
    assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(headers.get('permissions-policy'), /(^|, )camera=\(\)/);
    assert.match(headers.get('permissions-policy'), /geolocation=\(\)/);
    assert.equal(headers.get('x-frame-options'), 'SAMEORIGIN');
    assert.equal(headers.get('x-robots-tag'), null);
    assert.equal(headers.get('strict-transport-security'), null);
    assert.equal(headers.get('cache-control'), 'no-cache');
    const csp = directives(headers.get('content-security-policy'));
    assert.deepEqual(csp['frame-ancestors'], ["'self'"]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.equal(csp['upgrade-insecure-requests'], undefined);
  });

  test("a public page's CSP allows exactly its own inline scripts (by hash) and what they load ('strict-dynamic')", async () => {
    const script = directives((await get(base, '/')).headers.get('content-security-policy'))['script-src'];
    const hashes = script.filter((source) => source.startsWith("'sha256-"));
    assert.deepEqual(hashes, [sha(CONSENT), sha(CONTEXT), sha(MODULE)]);
    assert.ok(script.includes("'strict-dynamic'"));
    // The JSON-LD data block is not a script; no 'unsafe-inline', no eval.
    assert.ok(!script.includes(sha('{"@context":"https://schema.org"}')));
    assert.ok(!script.includes("'unsafe-inline'") && !script.includes("'unsafe-eval'"));

    const services = directives((await get(base, '/servicos')).headers.get('content-security-policy'))['script-src'];
    assert.deepEqual(
      services.filter((s) => s.startsWith("'sha256-")),
      [sha(CONSENT), sha(SERVICES.replace(';', ';\n'))],
    );
  });

  test("what tags fetch, draw and frame, and case images: the shared rule's sources (domain/src/public-csp.ts), plus the CMS's media", async () => {
    const csp = directives((await get(base, '/')).headers.get('content-security-policy'));
    // The CMS's public URL is http://localhost:<port> while the site proxies to 127.0.0.1:<port>: both are media origins.
    const port = cms.address().port;
    const media = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
    assert.ok(
      media.every((origin) => csp['img-src'].includes(origin)),
      `img-src lacks the CMS's media: ${csp['img-src']}`,
    );
    for (const [directive, sources] of Object.entries(PUBLIC_TAG_SOURCES)) {
      const served = (csp[directive] ?? csp['default-src']).filter((source) => !media.includes(source));
      assert.deepEqual(served, sources, directive);
    }
    // Never a wildcard or plain http for anyone: https only.
    for (const directive of ['img-src', 'connect-src', 'frame-src']) assert.ok(!csp[directive].some((s) => s === '*' || s === 'http:'), directive);
  });

  test('a route that is not prerendered (a new article, a 404) is a public page with the SPA shell and its hashes', async () => {
    const { status, headers, body } = await get(base, '/blog/artigo-publicado-depois-do-build');
    assert.equal(status, 200);
    assert.match(body, /__page = "shell"/);
    assert.equal(headers.get('x-frame-options'), 'SAMEORIGIN');
    const script = directives(headers.get('content-security-policy'))['script-src'];
    assert.deepEqual(
      script.filter((s) => s.startsWith("'sha256-")),
      [sha(CONSENT), sha(SHELL)],
    );
    assert.ok(script.includes("'strict-dynamic'"));
  });

  for (const path of ['/admin', '/admin/login', '/admin/dashboard?aba=leads', '/%61dmin/dashboard', '/servicos/../admin/dashboard']) {
    test(`admin ${path}: never framed, not indexed, only its own scripts, no third party`, async () => {
      const { status, headers, body } = await get(base, path);
      assert.equal(status, 200);
      assert.match(body, /__page = "shell"/);
      assert.equal(headers.get('x-frame-options'), 'DENY');
      assert.equal(headers.get('x-robots-tag'), 'noindex');
      assert.equal(headers.get('x-content-type-options'), 'nosniff');
      assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      const csp = directives(headers.get('content-security-policy'));
      assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
      assert.deepEqual(csp['script-src'], [sha(CONSENT), sha(SHELL), "'self'"]);
      assert.deepEqual(csp['connect-src'], ["'self'"]);
      assert.deepEqual(csp['frame-src'], ["'none'"]);
      // Case images typed as URLs may be on any https host (the dashboard shows them); nothing else leaves the site.
      const port = cms.address().port;
      assert.deepEqual(csp['img-src'], ["'self'", 'data:', 'blob:', `http://127.0.0.1:${port}`, `http://localhost:${port}`, 'https:']);
    });
  }

  test('assets: cached for a year, nosniff, a CSP without page hashes; gzip keeps the headers', async () => {
    const { headers } = await get(base, '/assets/app.js', { 'accept-encoding': 'gzip' });
    assert.equal(headers.get('content-encoding'), 'gzip');
    assert.equal(headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
    assert.ok(!headers.get('content-security-policy').includes("'sha256-"));
    const page = await get(base, '/', { 'accept-encoding': 'gzip' });
    assert.equal(page.headers.get('content-encoding'), 'gzip');
    assert.match(page.body, /__reactRouterContext/);
    assert.ok(page.headers.get('content-security-policy').includes(sha(CONTEXT)));
  });

  test('/api/* is the CMS: its own headers pass through, the site adds none, and the client cannot forge its address', async () => {
    const { headers, body } = await get(base, '/api/site-settings?x=1', { 'x-forwarded-for': '203.0.113.66' });
    assert.equal(headers.get('x-cms'), 'yes');
    assert.equal(headers.get('referrer-policy'), 'no-referrer');
    assert.equal(headers.get('permissions-policy'), null);
    assert.equal(headers.get('content-security-policy'), null);
    const seen = JSON.parse(body);
    assert.equal(seen.url, '/api/site-settings?x=1');
    assert.ok(['127.0.0.1', '::ffff:127.0.0.1'].includes(seen.forwardedFor), `CMS saw X-Forwarded-For ${seen.forwardedFor}`);
  });

  test("a page's precompressed copy is sent as it is; one older than its page (written again without it) never is", async () => {
    const { dir, html, copy } = addPrecompressedPage(root);
    const sent = await getRaw(base, '/precomprimida/');
    assert.equal(sent.encoding, 'gzip');
    assert.deepEqual(sent.body, copy);
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'index.html.gz'), past, past);
    writeFileSync(join(dir, 'index.html'), `${html}\n`);
    const again = await getRaw(base, '/precomprimida/');
    assert.equal(gunzipSync(again.body).toString('utf8'), `${html}\n`);
  });

  test('a rebuild under the running server: a changed page gets the hash of its new script, gzipped or not', async () => {
    const file = join(root, 'servicos', 'index.html');
    const before = readFileSync(file, 'utf8');
    await get(base, '/servicos', { 'accept-encoding': 'gzip' });
    writeFileSync(file, page(CONSENT, 'window.__page = "servicos v2";'));
    try {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
        const answer = await get(base, '/servicos', headers);
        assert.match(answer.body, /servicos v2/);
        const script = directives(answer.headers.get('content-security-policy'))['script-src'];
        assert.ok(script.includes(sha('window.__page = "servicos v2";')));
        assert.ok(!script.includes(sha(SERVICES.replace(';', ';\n'))));
      }
    } finally {
      writeFileSync(file, before);
    }
  });
});

describe('serve-web over TLS (production)', () => {
  test('HSTS is on with HSTS=on or NODE_ENV=production (HSTS=off wins), off otherwise', () => {
    assert.equal(httpsFromEnv({}), false);
    assert.equal(httpsFromEnv({ NODE_ENV: 'development' }), false);
    assert.equal(httpsFromEnv({ HSTS: 'on' }), true);
    assert.equal(httpsFromEnv({ NODE_ENV: 'production' }), true);
    assert.equal(httpsFromEnv({ NODE_ENV: 'production', HSTS: 'off' }), false);
  });

  test('every page and asset then carries HSTS for a year with subdomains, and the CSP upgrades insecure requests', async () => {
    const root = makeSite();
    const cms = await startCms();
    const web = await startWebServer({
      root,
      port: 0,
      host: '127.0.0.1',
      cmsUrl: listen(cms),
      https: true,
      mediaOrigins: ['https://cms.example.com'],
    });
    try {
      for (const path of ['/', '/admin/login', '/assets/app.js', '/favicon.svg']) {
        const { headers } = await get(listen(web), path);
        assert.equal(headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains', path);
        assert.ok('upgrade-insecure-requests' in directives(headers.get('content-security-policy')), path);
      }
      // Media on the CMS's https host need no listing of their own: https: covers them.
      for (const path of ['/', '/admin/login']) {
        assert.deepEqual(
          directives((await get(listen(web), path)).headers.get('content-security-policy'))['img-src'],
          ["'self'", 'data:', 'blob:', 'https:'],
          path,
        );
      }
    } finally {
      web.close();
      cms.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

// ---- nginx (production) sends the same headers -------------------------------------------------------------------

describe('nginx.conf says what serve-web says', () => {
  test("the public policy's sources for what tags fetch, draw and frame are the shared rule's", () => {
    const csp = directives(/map \$page_kind \$csp \{\s*public "([^"]*)";/.exec(NGINX_CONF)?.[1]);
    for (const [directive, sources] of Object.entries(PUBLIC_TAG_SOURCES)) assert.deepEqual(csp[directive] ?? csp['default-src'], sources, directive);
  });

  test('HSTS, referrer and permissions policies have the same values', () => {
    const mapValue = (name) => new RegExp(`map \\$page_kind \\$${name} \\{[^}]*default "([^"]*)";`).exec(NGINX_CONF)?.[1];
    assert.equal(mapValue('hsts'), HSTS);
    assert.equal(mapValue('referrer_policy'), REFERRER_POLICY);
    assert.equal(mapValue('permissions_policy'), PERMISSIONS_POLICY);
    assert.equal(mapValue('nosniff'), 'nosniff');
  });

  test('no location has an add_header of its own (it would drop every server-level header there)', () => {
    const locations = NGINX_CONF.split(/\n\s*location\b/).slice(1);
    for (const block of locations) assert.doesNotMatch(block.split('\n}')[0], /add_header/);
  });
});

describe('nginx with the real web/nginx.conf', { skip: findNginx() ? false : 'no nginx binary here (set NGINX_BIN to run it)' }, () => {
  let root;
  let cms;
  let web;
  let nginx;
  let nginxBase;
  const CMS_HOST = 'cms.example.com';

  before(async () => {
    root = makeSite();
    cms = await startCms();
    // The template as the image fills it (compose's CMS_HOST, the Dockerfile's defaults).
    nginx = await startNginx({
      root,
      pageHashes: pageHashesMap(root),
      env: {
        CMS_HOST,
        CMS_UPSTREAM: listen(cms),
        // The stand-in CMS plays the media bucket's server (MinIO) too.
        MEDIA_UPSTREAM: listen(cms),
        // Not the client of this test: its X-Forwarded-For must be ignored.
        REAL_IP_FROM: '10.9.9.9',
      },
    });
    nginxBase = nginx.base;
    // serve-web as production runs nginx: behind TLS, media on the CMS's host.
    web = await startWebServer({ root, port: 0, host: '127.0.0.1', cmsUrl: listen(cms), https: true, mediaOrigins: [`https://${CMS_HOST}`] });
  });
  after(() => {
    nginx?.stop();
    web?.close();
    cms?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const normalise = (headers) =>
    Object.fromEntries(SECURITY.map((name) => [name, headers.get(name)?.replace(/\s+/g, ' ').replace(/ ;/g, ';') ?? null]));

  for (const path of [
    '/',
    '/servicos',
    '/servicos/',
    '/blog/artigo-novo',
    '/admin',
    '/admin/login',
    '/admin/dashboard?aba=casos',
    '/%61dmin/dashboard',
    '/assets/app.js',
    '/favicon.svg',
  ]) {
    test(`${path}: the same security headers from nginx and serve-web`, async () => {
      const [fromNginx, fromNode] = await Promise.all([get(nginxBase, path), get(listen(web), path)]);
      assert.equal(fromNginx.status, 200);
      assert.equal(fromNginx.body, fromNode.body, 'not the same file served');
      assert.deepEqual(normalise(fromNginx.headers), normalise(fromNode.headers));
    });
  }

  test("a page's precompressed copy (gzip_static): nginx and serve-web send the same bytes, the build's copy", async () => {
    const { copy } = addPrecompressedPage(root);
    for (const server of [nginxBase, listen(web)]) {
      const sent = await getRaw(server, '/precomprimida/');
      assert.equal(sent.encoding, 'gzip', server);
      assert.deepEqual(sent.body, copy, server);
    }
  });

  for (const path of ['/blog/nao-existe', '/cases/nao-existe', '/pagina-que-nao-existe']) {
    test(`${path}: the 404 page with the status 404 from nginx and serve-web alike`, async () => {
      const [fromNginx, fromNode] = await Promise.all([get(nginxBase, path), get(listen(web), path)]);
      assert.equal(fromNginx.status, 404);
      assert.equal(fromNode.status, 404);
      assert.match(fromNginx.body, /__page = "404"/);
      assert.equal(fromNginx.body, fromNode.body);
    });
  }

  test('/api/*: both pass the CMS through with no headers of their own and the address they saw', async () => {
    const [fromNginx, fromNode] = await Promise.all([
      get(nginxBase, '/api/cases', { 'x-forwarded-for': '203.0.113.66' }),
      get(listen(web), '/api/cases', { 'x-forwarded-for': '203.0.113.66' }),
    ]);
    assert.deepEqual(normalise(fromNginx.headers), normalise(fromNode.headers));
    assert.equal(fromNginx.headers.get('x-cms'), 'yes');
    assert.equal(JSON.parse(fromNginx.body).forwardedFor, '127.0.0.1');
  });

  test("site /uploads/*: the CMS's media on the site's origin, never sniffed, sandboxed, non-images downloaded — nginx and serve-web alike", async () => {
    const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
    const media = async (base, path) => {
      const { status, headers, body } = await get(base, path);
      const seen = JSON.parse(body);
      return {
        status,
        cms: headers.get('x-cms'),
        url: seen.url,
        nosniff: headers.get('x-content-type-options'),
        csp: headers.get('content-security-policy'),
        disposition: headers.get('content-disposition'),
        ...Object.fromEntries(
          SECURITY.filter((name) => !['x-content-type-options', 'content-security-policy'].includes(name)).map((name) => [name, headers.get(name)]),
        ),
      };
    };
    const passed = {
      'strict-transport-security': null,
      'referrer-policy': 'no-referrer',
      'permissions-policy': null,
      'x-frame-options': null,
      'x-robots-tag': null,
      'cache-control': null,
    };
    for (const path of ['/uploads/fachada_a1b2.jpg', '/uploads/medium_obra.webp', '/uploads/lazer.AVIF']) {
      const expected = { status: 200, cms: 'yes', url: path, nosniff: 'nosniff', csp: UPLOADS_CSP, disposition: null, ...passed };
      assert.deepEqual(await media(nginxBase, path), expected, `nginx ${path}`);
      assert.deepEqual(await media(listen(web), path), expected, `serve-web ${path}`);
    }
    for (const path of ['/uploads/pagina.html', '/uploads/logo.svg', '/uploads/foto.png.html']) {
      const expected = { status: 200, cms: 'yes', url: path, nosniff: 'nosniff', csp: UPLOADS_CSP, disposition: 'attachment', ...passed };
      assert.deepEqual(await media(nginxBase, path), expected, `nginx ${path}`);
      assert.deepEqual(await media(listen(web), path), expected, `serve-web ${path}`);
    }
  });

  test('CMS host /uploads/*: never sniffed, sandboxed, and anything but an allowed image downloaded', async () => {
    const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
    const media = async (path) => {
      const { status, headers } = await get(nginxBase, path, { host: CMS_HOST });
      return {
        path,
        status,
        nosniff: headers.get('x-content-type-options'),
        csp: headers.get('content-security-policy'),
        disposition: headers.get('content-disposition'),
      };
    };
    for (const path of ['/uploads/fachada_a1b2.jpg', '/uploads/planta_c3.PNG', '/uploads/obra.webp', '/uploads/lazer.avif', '/uploads/gif_d4.gif']) {
      assert.deepEqual(await media(path), { path, status: 200, nosniff: 'nosniff', csp: UPLOADS_CSP, disposition: null });
    }
    for (const path of [
      '/uploads/pagina.html',
      '/uploads/p.js',
      '/uploads/logo.svg',
      '/uploads/tabela.pdf',
      '/uploads/foto.png.html',
      '/%75ploads/pagina.html',
      '/uploads//pagina.html',
    ]) {
      assert.deepEqual(await media(path), { path, status: 200, nosniff: 'nosniff', csp: UPLOADS_CSP, disposition: 'attachment' });
    }
    // The rest of the CMS host carries the CMS's own headers only (the stand-in sends nosniff, no CSP).
    assert.deepEqual(await media('/api/cases'), { path: '/api/cases', status: 200, nosniff: 'nosniff', csp: null, disposition: null });
  });

  test("site /media/*: the bucket's objects on the site's origin (S3_PUBLIC_URL), read-only, with the media headers", async () => {
    const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
    const image = await get(nginxBase, '/media/midia/fachada_a1b2.jpg');
    assert.equal(image.status, 200);
    assert.equal(JSON.parse(image.body).url, '/midia/fachada_a1b2.jpg', 'the bucket server gets the object path without /media');
    assert.deepEqual(
      [image.headers.get('x-content-type-options'), image.headers.get('content-security-policy'), image.headers.get('content-disposition')],
      ['nosniff', UPLOADS_CSP, null],
    );
    assert.equal((await get(nginxBase, '/media/midia/pagina.html')).headers.get('content-disposition'), 'attachment');
    for (const method of ['PUT', 'DELETE', 'POST']) {
      const answer = await fetch(`${nginxBase}/media/midia/fachada_a1b2.jpg`, { method, body: method === 'DELETE' ? undefined : 'x' });
      assert.equal(answer.status, 403, `${method} /media/… reached the bucket`);
    }
  });

  test('the CMS host goes to the CMS (its panel too), with the address nginx saw, never a forged one', async () => {
    const { headers, body } = await get(nginxBase, '/admin/auth/login', { host: CMS_HOST, 'x-forwarded-for': '203.0.113.66' });
    assert.equal(headers.get('x-cms'), 'yes');
    const seen = JSON.parse(body);
    assert.equal(seen.url, '/admin/auth/login');
    assert.equal(seen.host, CMS_HOST);
    assert.equal(seen.forwardedFor, '127.0.0.1');
  });

  test("the CMS host refuses Strapi's first-admin registration in any spelling, and only that", async () => {
    for (const path of ['/admin/register-admin', '/admin/Register-Admin', '/admin/register-admin/', '/admin//register-admin']) {
      const { status, headers } = await get(nginxBase, path, { host: CMS_HOST });
      assert.equal(status, 403, path);
      assert.equal(headers.get('x-cms'), null, `${path} reached the CMS`);
    }
    for (const path of ['/admin/init', '/admin/register', '/admin/register-admin-x']) {
      assert.equal((await get(nginxBase, path, { host: CMS_HOST })).headers.get('x-cms'), 'yes', path);
    }
  });
});
