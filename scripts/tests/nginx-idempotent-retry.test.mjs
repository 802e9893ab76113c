// nginx (the real web/nginx.conf) in front of two CMS replicas, one of which dies on every request it gets (it reads
// the request, then drops the connection unanswered, as a replica killed mid-request does): POSTs that carry an
// Idempotency-Key (lead and booking forms) are passed to the other replica, those without one are not (a 502: the dead
// one may have stored them), and reads are retried as before — on the site's /api/ and on the CMS's own host alike.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { findNginx, startNginx } from '../lib/nginx-runner.mjs';

/** A stand-in replica; `dies`: it reads each request whole, then destroys the connection without an answer. */
function replica({ dies }) {
  const seen = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method, body });
      if (dies) return req.socket.destroy();
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ body, key: req.headers['idempotency-key'] ?? null, forwardedFor: req.headers['x-forwarded-for'] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, seen, port: server.address().port })));
}

function send(base, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const FRONTS = [
  { name: "the site's /api/", headers: {} },
  { name: 'the CMS host (CMS_HOST)', headers: { host: 'cms.example.com' } },
];

for (const front of FRONTS)
  describe(
    `nginx in front of two replicas, one dying mid-request: ${front.name}`,
    { skip: findNginx() ? false : 'no nginx binary here (set NGINX_BIN to run it)' },
    () => {
      let root;
      let dead;
      let alive;
      let nginx;

      before(async () => {
        root = mkdtempSync(join(tmpdir(), 'nginx-retry-'));
        [dead, alive] = await Promise.all([replica({ dies: true }), replica({ dies: false })]);
        // As cms:1337 resolving to both replicas; max_fails=0 keeps the dead one in the rotation (nginx would otherwise set
        // it aside for 10 s after its first failure), so that each request of a pair meets it in turn.
        nginx = await startNginx({
          root,
          env: { CMS_HOST: 'cms.example.com', CMS_UPSTREAM: 'http://cms_replicas', MEDIA_UPSTREAM: 'http://127.0.0.1:9', REAL_IP_FROM: '10.9.9.9' },
          http: `upstream cms_replicas { server 127.0.0.1:${dead.port} max_fails=0; server 127.0.0.1:${alive.port} max_fails=0; }`,
        });
      });
      after(() => {
        nginx?.stop();
        dead?.server.close();
        alive?.server.close();
        rmSync(root, { recursive: true, force: true });
      });

      /** Four requests one after the other (each replica gets every other one); with the replica counts they reached. */
      async function four(options) {
        const before = { dead: dead.seen.length, alive: alive.seen.length };
        const answers = [];
        for (let i = 0; i < 4; i++) {
          const request = typeof options === 'function' ? options(i) : options;
          answers.push(await send(nginx.base, '/api/leads', { ...request, headers: { ...front.headers, ...request.headers } }));
        }
        return { answers, dead: dead.seen.length - before.dead, alive: alive.seen.length - before.alive };
      }

      test('a POST with an Idempotency-Key that reached the dying replica is answered by the other, same key and body', async () => {
        const { answers, dead: onDead } = await four((i) => ({
          method: 'POST',
          headers: { 'idempotency-key': `chave-${i}` },
          body: JSON.stringify({ data: { email: `lead-${i}@teste.example` } }),
        }));
        assert.ok(onDead >= 2, `the dying replica got ${onDead} of the 4 POSTs: the test meant it to get every other one`);
        assert.deepEqual(
          answers.map((a) => a.status),
          [201, 201, 201, 201],
        );
        answers.forEach((answer, i) => {
          const echoed = JSON.parse(answer.body);
          assert.equal(echoed.key, `chave-${i}`);
          assert.equal(echoed.body, JSON.stringify({ data: { email: `lead-${i}@teste.example` } }));
          assert.equal(echoed.forwardedFor, '127.0.0.1');
        });
      });

      test('a POST without an Idempotency-Key is never sent twice: 502 when its replica dies', async () => {
        const {
          answers,
          dead: onDead,
          alive: onAlive,
        } = await four({ method: 'POST', body: JSON.stringify({ data: { email: 'sem-chave@teste.example' } }) });
        assert.ok(onDead >= 1, 'the dying replica got none of the POSTs');
        assert.equal(answers.filter((a) => a.status === 502).length, onDead);
        assert.equal(answers.filter((a) => a.status === 201).length, onAlive);
        assert.equal(onDead + onAlive, 4, 'a POST without a key reached both replicas');
      });

      test('a GET is retried on the other replica, as before', async () => {
        const { answers, dead: onDead } = await four({ method: 'GET' });
        assert.ok(onDead >= 1, 'the dying replica got none of the GETs');
        assert.deepEqual(
          answers.map((a) => a.status),
          [200, 200, 200, 200],
        );
      });
    },
  );
