// The system programs the suites run for real, checked in the first second of `npm test` (and of the PostgreSQL
// run), so a new machine learns what to install at once instead of minutes later inside a suite. The README's quick
// start carries the same install line (INSTALL_LINE); scripts/tests/prerequisites.test.mjs holds them together.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** Where a program is: the path set in `override` (which must exist), else `standard`, else a lookup on PATH. */
function locate(override, standard, name) {
  if (override) return existsSync(override) ? override : undefined;
  if (standard && existsSync(standard)) return standard;
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Debian's PostgreSQL: some version folder under `dir` with its initdb. */
const postgresBin = (dir) => {
  try {
    return readdirSync(dir)
      .map((v) => `${dir}/${v}/bin/initdb`)
      .find((initdb) => existsSync(initdb));
  } catch {
    return undefined;
  }
};

/** Each program: the Debian package that brings it, which parts of `npm test` run it, and how to find it. */
export const PREREQUISITES = [
  { what: 'Chromium', pkg: 'chromium', parts: ['e2e'], find: (env) => locate(env.CHROMIUM_PATH, '/usr/bin/chromium', 'chromium') },
  { what: 'redis-server', pkg: 'redis-server', parts: ['cms'], find: (env) => locate(env.REDIS_SERVER, '/usr/bin/redis-server', 'redis-server') },
  { what: 'Java (the HTML checker)', pkg: 'default-jre-headless', parts: ['e2e'], find: (env) => locate(env.JAVA_BIN, undefined, 'java') },
  { what: 'nginx', pkg: 'nginx', parts: ['scripts'], find: (env) => locate(env.NGINX_BIN, '/usr/sbin/nginx', 'nginx') },
  { what: 'PostgreSQL', pkg: 'postgresql', parts: ['postgres'], find: (env) => postgresBin(env.POSTGRES_LIB_DIR || '/usr/lib/postgresql') },
];

/** What the README's quick start says to install (held equal by scripts/tests/prerequisites.test.mjs). @internal */
export const INSTALL_LINE = `apt-get install -y ${PREREQUISITES.map((p) => p.pkg).join(' ')}`;

/** The prerequisites missing for the given parts of the run (all of them when `parts` is empty). */
export function missingPrerequisites(parts, env = process.env) {
  return PREREQUISITES.filter((p) => (!parts.length || p.parts.some((part) => parts.includes(part))) && !p.find(env));
}

/** Stops the process with one line naming what to install, when anything the chosen parts run is missing. */
export function assertPrerequisites(parts, { env = process.env, command = 'npm test' } = {}) {
  const missing = missingPrerequisites(parts, env);
  if (!missing.length) return;
  console.error(
    `✖ ${command} needs ${missing.map((p) => p.what).join(', ')} — install with: sudo apt-get update && sudo apt-get install -y ${missing.map((p) => p.pkg).join(' ')} (README, "Quick start")`,
  );
  process.exit(1);
}
