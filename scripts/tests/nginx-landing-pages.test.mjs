// nginx (the real web/nginx.conf) serving landing pages: it asks the CMS about every /lp/ path (a stand-in answering
// as cms/src/api/site-route does), serves the prerendered file of a published page (a hero variant's too), the 404
// page with the status 404 for an unknown or unpublished one and the 410 page with the status 410 for an ended one.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { findNginx, startNginx } from '../lib/nginx-runner.mjs';

/** The CMS's check: 'lancamento' is published with variants a and b, 'feirao' has ended, anything else is unknown. */
function cms() {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://cms').searchParams.get('path') ?? '';
    const match = /^\/lp\/([a-z0-9-]+)(?:\/__v\/([abc])|\/(obrigado))?\/?$/.exec(path);
    const answer = (status, headers = {}) => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end('{}');
    if (match?.[1] === 'feirao') return answer(410);
    // A launch's thank-you (issue 54): 'lancamento' is a launch's page, 'agencia' the agency's own (none).
    if (match?.[3]) return match[1] === 'lancamento' ? answer(200, { 'x-accel-redirect': '/__landing/lp/lancamento/obrigado' }) : answer(404);
    if (match?.[1] === 'lancamento' && (match[2] ?? 'a') !== 'c')
      return answer(200, { 'x-accel-redirect': `/__landing/lp/lancamento${match[2] ? `/__v/${match[2]}` : ''}` });
    return answer(404);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })));
}

const page = (root, path, text) => {
  mkdirSync(join(root, path), { recursive: true });
  writeFileSync(join(root, path, 'index.html'), `<!doctype html><title>${text}</title>`);
};

describe('nginx and the landing pages', { skip: findNginx() ? false : 'no nginx binary here (set NGINX_BIN to run it)' }, () => {
  let root;
  let upstream;
  let nginx;
  const get = async (path) => {
    const response = await fetch(new URL(path, nginx.base), { redirect: 'manual' });
    return { status: response.status, body: await response.text() };
  };

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'nginx-landing-'));
    chmodSync(root, 0o755); // readable by nginx's workers, which run as another user when the test runs as root
    page(root, 'lp/lancamento', 'variante a');
    page(root, 'lp/lancamento/__v/b', 'variante b');
    page(root, 'lp/lancamento/obrigado', 'obrigado do lançamento');
    page(root, 'lp/feirao', 'arquivo antigo do feirão');
    page(root, '404', 'página não encontrada');
    page(root, '410', 'página encerrada');
    writeFileSync(join(root, '__spa-fallback.html'), '<!doctype html><title>app</title>');
    upstream = await cms();
    nginx = await startNginx({
      root,
      env: {
        CMS_HOST: 'cms.example.com',
        CMS_UPSTREAM: `http://127.0.0.1:${upstream.port}`,
        MEDIA_UPSTREAM: 'http://127.0.0.1:9',
        REAL_IP_FROM: '10.9.9.9',
      },
    });
  });
  after(() => {
    nginx?.stop();
    upstream?.server.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('a published page and its variant b are their prerendered files', async () => {
    assert.deepEqual(await get('/lp/lancamento'), { status: 200, body: '<!doctype html><title>variante a</title>' });
    assert.deepEqual(await get('/lp/lancamento/__v/b'), { status: 200, body: '<!doctype html><title>variante b</title>' });
  });

  test("a launch's thank-you is its prerendered file; another page's is the 404 page", async () => {
    assert.deepEqual(await get('/lp/lancamento/obrigado'), { status: 200, body: '<!doctype html><title>obrigado do lançamento</title>' });
    assert.equal((await get('/lp/agencia/obrigado')).status, 404);
    assert.equal((await get('/lp/lancamento/outra-coisa')).status, 404);
  });

  test('an ended page is the 410 page, never its old file; an unknown page or variant the 404 page', async () => {
    assert.deepEqual(await get('/lp/feirao'), { status: 410, body: '<!doctype html><title>página encerrada</title>' });
    assert.equal((await get('/lp/nao-existe')).status, 404);
    assert.equal((await get('/lp/lancamento/__v/c')).body, '<!doctype html><title>página não encontrada</title>');
    assert.equal((await get('/__landing/lp/lancamento')).status, 404);
  });
});
