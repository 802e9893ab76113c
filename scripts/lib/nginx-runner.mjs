// The real nginx with the production web/nginx.conf, for the scripts tests and the scale check: the template filled as
// the image's entrypoint fills it, then only this machine's paths and a free loopback port in place of the container's.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX_CONF = readFileSync(new URL('../../web/nginx.conf', import.meta.url), 'utf8');

/** An nginx binary to run the real config with, if this machine has one (CI may not: then those tests are skipped). */
export function findNginx() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
  try {
    candidates.push(execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim());
  } catch {
    // not on PATH
  }
  return candidates.find((bin) => bin && existsSync(bin));
}

/** What the image's entrypoint does with the template: ${NAME} of the given variables only. */
export const envsubst = (text, env) => text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name) => (name in env ? env[name] : whole));

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const listening = (port) =>
  new Promise((resolve) =>
    connect(port, '127.0.0.1')
      .once('connect', function () {
        this.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false)),
  );

/**
 * Starts nginx with web/nginx.conf filled with `env` (CMS_HOST, CMS_UPSTREAM, REAL_IP_FROM), serving `root`, the CSP
 * map `pageHashes` (the text of page-hashes.map) and `http` (more directives of the http block, e.g. an upstream).
 * `accessLog` ({ file, format }): an access log in that nginx log format (off otherwise; the shipped config sets none).
 * Resolves once it listens: `base` (http://127.0.0.1:port) and `stop()`.
 */
export async function startNginx({ env, root, pageHashes = '', http = '', accessLog }) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  // Readable by nginx's workers, which run as another user when the test runs as root.
  chmodSync(dir, 0o755);
  const port = await freePort();
  mkdirSync(join(dir, 'csp'));
  mkdirSync(join(dir, 'conf.d'));
  writeFileSync(join(dir, 'csp', 'page-hashes.map'), `${pageHashes}\n`);
  const site = envsubst(NGINX_CONF, env)
    .replaceAll('/etc/nginx/csp/page-hashes.map', join(dir, 'csp', 'page-hashes.map'))
    .replaceAll('root /usr/share/nginx/html;', `root ${root};`)
    .replace(/listen 80( default_server)?;/g, `listen 127.0.0.1:${port}$1;`);
  if (/\$\{/.test(site)) throw new Error('a ${…} left unfilled in nginx.conf');
  writeFileSync(join(dir, 'conf.d', 'default.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(dir, name)};`).join('\n  ');
  const log = accessLog ? `log_format checks '${accessLog.format}';\n  access_log ${accessLog.file} checks;` : 'access_log off;';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;\ndaemon off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} warn;\nevents {}\nhttp {\n  ${temp}\n  ${log}\n` +
      '  types { text/html html; text/javascript js; image/svg+xml svg; application/json json; }\n' +
      `  ${http}\n  include ${join(dir, 'conf.d', 'default.conf')};\n}\n`,
  );
  const nginx = spawn(findNginx(), ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr.on('data', (chunk) => (stderr += chunk));
  const stop = () => {
    nginx.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && !(await listening(port)); i++) {
    if (nginx.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!(await listening(port))) {
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    stop();
    throw new Error(`nginx does not answer on ${port}: ${stderr}${log}`);
  }
  return { base: `http://127.0.0.1:${port}`, stop };
}
