// The install and build steps shared by `npm start`, `npm test` and CI. Each is skipped when its inputs are unchanged.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureCmsEnv } from './cms-env.mjs';
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
  // npm install may rewrite the lockfile it read: stamp what is there now, or the next run installs again.
  writeStamp(stamp, hashInputs(dir, ['package.json', 'package-lock.json']));
}

/**
 * All four at once: a fresh clone spends its install mostly waiting on the registry, and cms/'s better-sqlite3
 * compiles on one core meanwhile (one after another took ~5 min here; at once, see docs/benchmarks.md). npm's cache
 * takes concurrent writers; each package has its own node_modules.
 */
export async function installAll() {
  const results = await Promise.allSettled(PACKAGES.map((pkg) => install(pkg)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

async function build(name, cwd, inputs, outputs, cmd, args, env = {}, extraHash = '') {
  const stamp = join(ROOT, '.cache', `build-${name}`);
  const hash = hashInputs(ROOT, inputs) + JSON.stringify(env) + extraHash;
  if (isFresh(stamp, hash) && outputs.every((o) => existsSync(join(ROOT, o)))) return;
  log(`building ${name}`);
  await run(cmd, args, { cwd: join(ROOT, cwd), env });
  writeStamp(stamp, hash);
}

export const buildDomain = () =>
  build('domain', 'domain', ['domain/src', 'domain/package-lock.json'], ['domain/dist/index.js'], 'npm', ['run', 'build', '--silent']);

/** Server code only (what the tests run). */
export const compileCms = () =>
  build('cms-server', 'cms', ['cms/src', 'cms/config', 'cms/tsconfig.json', 'domain/dist'], ['cms/dist/src/index.js'], 'npx', [
    'tsc',
    '-p',
    'tsconfig.json',
  ]);

/** What a script running the compiled CMS (no panel) needs first: cms/.env, the packages, domain/dist and cms/dist. */
export async function prepareCmsServer() {
  ensureCmsEnv(ROOT);
  await installAll();
  await buildDomain();
  await compileCms();
}

/** Server code + Strapi's admin panel (what `npm start` serves). */
export const buildCmsWithPanel = () =>
  build('cms-panel', 'cms', ['cms/src', 'cms/config', 'cms/package-lock.json', 'domain/dist'], ['cms/dist/build/index.html'], 'npx', [
    'strapi',
    'build',
  ]);

/** Rows per page of a CMS list: the CMS's `rest.maxLimit` (cms/config/api.ts). */
const CMS_PAGE_SIZE = 100;

/** The answers of every page of the CMS list `path` (page 1, then as many as `meta.pagination.pageCount` says). */
async function allPages(cmsUrl, path) {
  const answers = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const text = await (await fetch(`${cmsUrl}${path}?pagination[page]=${page}&pagination[pageSize]=${CMS_PAGE_SIZE}`)).text();
    answers.push(text);
    pageCount = JSON.parse(text).meta?.pagination?.pageCount ?? 1;
  }
  return answers.join('\n');
}

/** The lists of the site's proof (testimonials, client logos, team) that the home, /servicos and the case pages show. */
const PROOF_LISTS = ['/api/testimonials', '/api/clients', '/api/team-members'];

/** What the prerender reads from the CMS: a change there (a new article, an edited section) means a rebuild. */
export async function cmsContentHash(cmsUrl) {
  const hash = createHash('sha1');
  // '/api/landing-pages': the published campaign pages, each prerendered at /lp/<slug> once per hero variant — without
  // it, publishing one woke the rebuild (rebuild-webhook.mjs) but the build was skipped as unchanged and no file appeared.
  const lists = ['/api/articles', '/api/page-contents', '/api/landing-pages', ...PROOF_LISTS];
  const reads = [...lists.map((path) => [path, allPages]), ['/api/company', async (url, p) => (await fetch(`${url}${p}`)).text()]];
  for (const [path, read] of reads) {
    try {
      hash.update(await read(cmsUrl, path));
    } catch {
      hash.update(`unreachable ${path}`);
    }
  }
  return hash.digest('hex');
}

/** The prerendered site, reading its build-time content from the CMS at `cmsUrl` (running). */
export const buildWeb = async (cmsUrl = 'http://127.0.0.1:1337', siteUrl = process.env.VITE_SITE_URL) =>
  build(
    'web',
    'web',
    // web/scripts: the build's own steps (prerender list, post-processors) and the one-page renderer it leaves in
    // web/build/render for landing pages published later (scripts/rebuild-webhook.mjs).
    ['web/src', 'web/public', 'web/scripts', 'web/package-lock.json', 'web/vite.config.ts', 'web/react-router.config.ts', 'domain/src'],
    ['web/build/client/index.html', 'web/build/render/prerender-landing.mjs'],
    'npm',
    ['run', 'build', '--silent'],
    // The site URL of canonical tags and sitemap.xml: the same as the CMS's SITE_URL, whose live sitemap replaces the file.
    { CMS_BUILD_URL: cmsUrl, ...(siteUrl ? { VITE_SITE_URL: siteUrl } : {}) },
    await cmsContentHash(cmsUrl),
  );
