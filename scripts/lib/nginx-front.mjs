// The production proxy in front of CMS replicas for `npm run scale-check`: Debian's nginx running the shipped
// web/nginx.conf (scripts/lib/nginx-runner.mjs fills it as the image does), its site server proxying /api/ to an
// upstream of the replicas — round robin, as cms:1337 resolving to each replica does in docker-compose.yml — with the
// config's own X-Forwarded-For, retry rules and limits. A check tells the replicas apart through nginx's access log
// (a test-only log format: the request's X-Check-Id and the upstream address(es) that answered it).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from './nginx-runner.mjs';

/** Starts nginx in front of `replicas` ([{ name, url }]); resolves with its url, the replicas that answered, and stop. */
export async function startNginxFront(replicas) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-front-'));
  const log = join(dir, 'upstreams.log');
  const nameOf = new Map(replicas.map(({ name, url }) => [new URL(url).host, name]));
  const nginx = await startNginx({
    root: dir,
    // REAL_IP_FROM: an address no client here has, so every client is its own loopback address (none can forge one).
    env: { CMS_HOST: 'cms.scale-check.test', CMS_UPSTREAM: 'http://cms_replicas', MEDIA_UPSTREAM: 'http://127.0.0.1:9', REAL_IP_FROM: '192.0.2.1' },
    http: `upstream cms_replicas { ${replicas.map(({ url }) => `server ${new URL(url).host};`).join(' ')} }`,
    accessLog: { file: log, format: '$http_x_check_id $upstream_addr' },
  });
  /** Check id → the upstream addresses that were tried for it, in order (more than one: nginx retried). */
  const tried = () => {
    const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    return new Map(lines.map((line) => line.split(' ')).map(([id, ...upstreams]) => [id, upstreams.join('').split(',')]));
  };
  // nginx writes a request's line once it has answered: a moment after the client has its answer.
  const settled = () => new Promise((resolve) => setTimeout(() => resolve(tried()), 200));
  return {
    url: nginx.base,
    /** The replica (its name) that gave each answer, by the X-Check-Id its request carried. */
    async replicasOf(answers) {
      const log = await settled();
      return answers.map((answer) => nameOf.get(log.get(answer.checkId)?.at(-1)) ?? '?');
    },
    /** How many requests nginx passed on to another replica after the first failed. */
    async retries() {
      return [...(await settled()).values()].filter((upstreams) => upstreams.length > 1).length;
    },
    close: async () => {
      nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
