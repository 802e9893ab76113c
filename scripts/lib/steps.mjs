// The install and build steps shared by `npm start`, `npm test` and CI. Each is skipped when its inputs are unchanged.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './proc.mjs';
import { hashInputs, isFresh, writeStamp } from './stamps.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const PACKAGES = ['domain', 'cms', 'web', 'tests'];

const log = (msg) => console.log(`\n▶ ${msg}`);
const installEnv = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', STRAPI_TELEMETRY_DISABLED: 'true', npm_config_fund: 'false', npm_config_audit: 'false' };

/** `npm ci` in a package folder when its lockfile changed since the last install. */
export async function install(pkg) {
  const dir = join(ROOT, pkg);
  const stamp = join(dir, 'node_modules', '.alicerce-install');
  const hash = hashInputs(dir, ['package.json', 'package-lock.json']);
  if (isFresh(stamp, hash)) return;
  log(`installing ${pkg}/ (first run or changed lockfile${pkg === 'cms' ? '; better-sqlite3 compiles from source, ~2 min' : ''})`);
  // npm install, not npm ci: the registry here lacks some optional platform binaries, which npm ci reports as an out-of-sync lockfile.
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, env: installEnv });
  writeStamp(stamp, hash);
}

export async function installAll() {
  for (const pkg of PACKAGES) await install(pkg);
}

async function build(name, cwd, inputs, outputs, cmd, args, env = {}) {
  const stamp = join(ROOT, '.cache', `build-${name}`);
  const hash = hashInputs(ROOT, inputs) + JSON.stringify(env);
  if (isFresh(stamp, hash) && outputs.every((o) => existsSync(join(ROOT, o)))) return;
  log(`building ${name}`);
  await run(cmd, args, { cwd: join(ROOT, cwd), env });
  writeStamp(stamp, hash);
}

export const buildDomain = () => build('domain', 'domain', ['domain/src', 'domain/package-lock.json'], ['domain/dist/index.js'], 'npm', ['run', 'build', '--silent']);

/** Server code only (what the tests run). */
export const compileCms = () =>
  build('cms-server', 'cms', ['cms/src', 'cms/config', 'cms/tsconfig.json', 'domain/dist'], ['cms/dist/src/index.js'], 'npx', ['tsc', '-p', 'tsconfig.json']);

/** Server code + Strapi's admin panel (what `npm start` serves). */
export const buildCmsWithPanel = () =>
  build('cms-panel', 'cms', ['cms/src', 'cms/config', 'cms/package-lock.json', 'domain/dist'], ['cms/dist/build/index.html'], 'npx', ['strapi', 'build']);

export const buildWeb = () =>
  build('web', 'web', ['web/src', 'web/public', 'web/package-lock.json', 'web/vite.config.ts', 'web/react-router.config.ts', 'domain/src'], ['web/build/client/index.html'], 'npm', ['run', 'build', '--silent']);
