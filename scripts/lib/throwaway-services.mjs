// Throw-away backing services for `npm run scale-check` and the replica bench, each on a free loopback port with its
// data in `dir`: a PostgreSQL cluster (Debian's packages; also behind scripts/with-postgres.mjs, which
// scripts/ci-postgres.sh and scripts/bench-volume-postgres.sh run through), a redis-server persisting nothing, and
// s3rver (an S3-compatible server, from cms/node_modules) with one bucket. Each returns `stop()`.
import { chmodSync, chownSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { join } from 'node:path';
import { run, service } from './proc.mjs';
import { ROOT } from './steps.mjs';

/** A free loopback port, as the OS hands one out. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const asRoot = process.getuid?.() === 0;
/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
const pg = (bin, args) => (asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args], { capture: true }) : run(bin, args, { capture: true }));

/**
 * A PostgreSQL cluster in `dir` on a free loopback port, with the databases `databases` created (trust, user postgres).
 * `url` is the first database's, `base` the server's (append /<database>); `bin` the folder of its programs.
 */
export async function startPostgres(dir, databases = ['alicerce_scale']) {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const home = join(dir, 'pg');
  mkdirSync(home);
  chmodSync(dir, 0o755);
  chmodSync(home, 0o755);
  if (asRoot) chownSync(home, Number((await run('id', ['-u', 'postgres'], { capture: true })).trim()), 0);
  await pg(`${bin}/initdb`, ['-D', join(home, 'data'), '-U', 'postgres', '-A', 'trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  await pg(`${bin}/pg_ctl`, [
    '-D',
    join(home, 'data'),
    '-o',
    `-p ${port} -k ${home} -c listen_addresses=127.0.0.1`,
    '-l',
    join(home, 'pg.log'),
    '-w',
    'start',
  ]);
  const base = `postgres://postgres@127.0.0.1:${port}`;
  for (const name of databases) await run(`${bin}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name], { capture: true });
  const url = `${base}/${databases[0]}`;
  return {
    url,
    base,
    bin,
    /** Rows of `sql` (one column each, as text). */
    query: async (sql) => (await run(`${bin}/psql`, ['-At', '-v', 'ON_ERROR_STOP=1', url, '-c', sql], { capture: true })).split('\n').filter(Boolean),
    stop: () => pg(`${bin}/pg_ctl`, ['-D', join(home, 'data'), '-m', 'immediate', 'stop']).catch(() => {}),
  };
}

export async function startRedis(dir) {
  const port = await freePort();
  const child = service(
    'redis',
    process.env.REDIS_SERVER ?? '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { logFile: join(dir, 'redis.log') },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise((resolve) =>
      net
        .connect(port, '127.0.0.1')
        .once('connect', function () {
          this.destroy();
          resolve(true);
        })
        .once('error', () => resolve(false)),
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start (see ${join(dir, 'redis.log')})`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: async () => child.exitCode === null && child.kill('SIGKILL') };
}

export async function startS3(dir, bucket) {
  const S3rver = createRequire(join(ROOT, 'cms', 'package.json'))('s3rver');
  const directory = join(dir, 's3');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${bucket}`;
  const walk = (folder) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(folder, e.name)) : [join(folder, e.name)]));
  const SUFFIX = '._S3rver_object';
  return {
    publicUrl,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: publicUrl,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** The keys of the objects in the bucket. */
    objectKeys: () =>
      walk(join(directory, bucket))
        .filter((f) => f.endsWith(SUFFIX))
        .map((f) => f.slice(join(directory, bucket).length + 1, -SUFFIX.length)),
    stop: () => server.close().catch(() => {}),
  };
}
