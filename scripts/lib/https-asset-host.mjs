// A second origin for the end-to-end tests, as the site meets them in production: the agency's CDN serving case images
// and a tag vendor's collector receiving beacons, pixels and frames. HTTPS on loopback with a self-signed certificate
// made at start (openssl); the browser is told to accept it (ignoreHTTPSErrors in the specs that use it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

import { ROOT } from './steps.mjs';

const IMAGES = join(ROOT, 'cms', 'seed-assets', 'cases');
/** A 1×1 transparent GIF, what tracking pixels answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'asset-host-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'].concat([
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * GET /img/<file>.jpg: a photo of the seed (cms/seed-assets/cases). /beacon/*, /pixel/*, /frame/*: recorded, answered
 * as a collector would (204, a GIF, a page). GET /seen?prefix=/beacon/abc: the recorded paths starting with it.
 */
export function startHttpsAssetHost(port) {
  const seen = [];
  const server = createServer(selfSignedCertificate(), (req, res) => {
    const url = new URL(req.url, 'https://asset-host');
    const path = url.pathname;
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (path === '/seen') {
      const prefix = url.searchParams.get('prefix') ?? '';
      return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(seen.filter((p) => p.startsWith(prefix))));
    }
    if (path.startsWith('/img/')) {
      try {
        const image = readFileSync(join(IMAGES, basename(path)));
        return res.writeHead(200, { ...cors, 'content-type': 'image/jpeg' }).end(image);
      } catch {
        return res.writeHead(404, cors).end();
      }
    }
    if (/^\/(beacon|pixel|frame)\//.test(path)) {
      seen.push(path);
      if (path.startsWith('/pixel/')) return res.writeHead(200, { ...cors, 'content-type': 'image/gif' }).end(PIXEL);
      if (path.startsWith('/frame/')) return res.writeHead(200, { ...cors, 'content-type': 'text/html' }).end('<!doctype html><title>frame</title>');
      return res.writeHead(204, cors).end();
    }
    res.writeHead(404, cors).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
