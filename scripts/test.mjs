// `npm test`: quality gates first (tsc for every TypeScript package, ESLint for web, cms, domain and scripts), then
// the domain's unit tests and the web's (Vitest), CMS integration tests on a real Strapi (throw-away SQLite, or PostgreSQL when
// DATABASE_CLIENT=postgres), then Playwright end-to-end in Debian's Chromium against the built site and a real
// CMS. `--only=lint|domain|web|scripts|cms|e2e` runs one part (CI uses --only=cms for PostgreSQL), or several:
// `--only=domain,cms`. The unit tests and the CMS suite run side by side; the time of each part is printed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { assertPrerequisites } from './lib/prerequisites.mjs';
import { startCms } from './lib/cms-process.mjs';
import { TEST_PORTS as P, assertPortsFree } from './lib/ports.mjs';
import { run, stopAll, waitForHttp } from './lib/proc.mjs';
import { startHttpsAssetHost } from './lib/https-asset-host.mjs';
import { qualityGates } from './lib/quality-gates.mjs';
import { ROOT, buildDomain, buildWeb, compileCms, installAll } from './lib/steps.mjs';
import { checkHtml, htmlFiles } from './check-html.mjs';
import { PAGE_BUDGET, pagesOverBudget } from './lib/page-weight.mjs';
import { startLandingPrerender } from './rebuild-webhook.mjs';
import { startMailSink } from './mail-sink.mjs';
import { startWebServer } from './serve-web.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const wants = (part) => !only || only.split(',').includes(part);
/** Extra arguments (e.g. a spec name) are passed to the runner of the single part chosen with --only. */
const passThrough = process.argv.slice(2).filter((a) => !a.startsWith('--only='));

async function domainUnit() {
  console.log('\n▶ domain unit tests (Vitest): the shared rules and zod schemas');
  await run('npm', ['test', '--silent'], { cwd: join(ROOT, 'domain') });
}

async function webUnit() {
  console.log('\n▶ web unit tests (Vitest)');
  await run('npm', ['test', '--silent'], { cwd: join(ROOT, 'web') });
}

/**
 * Runs one suite. With `capture` (it runs beside other suites, whose output streams) its output is kept and printed
 * whole when it ends, passed or failed: a CI log then reads one suite after the other.
 */
async function suite(title, cmd, args, { capture = false, ...options }) {
  console.log(`\n▶ ${title}${capture ? ': running beside other suites, its output is printed when it ends' : ''}`);
  if (!capture) return run(cmd, args, options);
  try {
    process.stdout.write(`\n▶ ${title}: output\n${await run(cmd, args, { ...options, capture: true })}`);
  } catch (error) {
    process.stdout.write(`\n▶ ${title}: output\n${error.output ?? ''}`);
    throw error;
  }
}

const scriptTests = ({ capture = false } = {}) =>
  suite(
    'tests of the scripts (node:test): static server headers, backups',
    process.execPath,
    ['--test', '--test-concurrency=1', ...(passThrough.length ? passThrough : ['scripts/tests/'])],
    {
      cwd: ROOT,
      capture,
    },
  );

async function cmsIntegration({ capture = false } = {}) {
  await compileCms();
  const database = process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'SQLite';
  await suite(`CMS integration tests on a real Strapi (${database})`, 'npx', ['jest', '--runInBand', ...passThrough], {
    cwd: join(ROOT, 'cms'),
    env: { SMTP_PORT: String(P.smtp) },
    capture,
  });
}

/** A third-party tag stand-in for the consent e2e: /tag.js sets a global (the spec counts the requests its browser makes). */
function startScriptHost(port) {
  const server = createServer((req, res) => {
    const tag = new URL(req.url, 'http://x').pathname === '/tag.js';
    res
      .writeHead(tag ? 200 : 404, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      .end(tag ? 'window.__consentTestTag = (window.__consentTestTag || 0) + 1;' : '');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The W3C Nu HTML Checker over every page of the build: 0 errors and 0 warnings (both are listed). */
async function htmlChecker(root) {
  console.log('\n▶ HTML checker (W3C Nu, vnu-jar) over every built page');
  const files = htmlFiles(root);
  const { errors, warnings } = await checkHtml(files, root);
  for (const warning of warnings) console.log(`  warning ${warning}`);
  for (const error of errors) console.error(`  error ${error}`);
  console.log(`  ${files.length} pages, ${errors.length} errors, ${warnings.length} warnings`);
  if (errors.length || warnings.length)
    throw new Error(`the HTML checker found ${errors.length} errors and ${warnings.length} warnings in the built pages`);
}

/** Every built page within the weight budget (scripts/lib/page-weight.mjs says where it comes from). */
function pageWeight(root) {
  const over = pagesOverBudget(htmlFiles(root), root);
  for (const line of over) console.error(`  over budget ${line}`);
  console.log(`  page weight: ${over.length} pages over ${PAGE_BUDGET.decoded / 1024} KB decoded or ${PAGE_BUDGET.gzip / 1024} KB gzip`);
  if (over.length) throw new Error(`${over.length} built pages are over the weight budget`);
}

async function endToEnd() {
  await compileCms();
  await assertPortsFree(P);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-cms-'));
  const siteUrl = `http://localhost:${P.web}`;
  const mail = await startMailSink({ smtpPort: P.smtp, uiPort: P.mailUi });
  // Landing pages changed by the specs are prerendered into the built site as they change, as with `npm start`.
  const landingPrerender = await startLandingPrerender(`http://127.0.0.1:${P.cms}`);
  startCms({
    port: P.cms,
    smtpPort: P.smtp,
    siteUrl,
    databaseFilename: join(dataDir, 'e2e.db'),
    serveAdminPanel: false,
    // Every browser test signs in or sends forms from one IP; the limits themselves are tested in the CMS suite. The
    // dashboard's webhook specs point endpoints at a receiver on loopback (production refuses that whatever is set).
    extraEnv: {
      ...landingPrerender.cmsEnv,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      REGISTER_RATE_LIMIT_MAX: '1000',
      FORGOT_PASSWORD_RATE_LIMIT_MAX: '1000',
      LEAD_RATE_LIMIT_MAX: '1000',
      BOOKING_RATE_LIMIT_MAX: '1000',
      ARTICLE_SCHEDULE_CRON: '*/2 * * * * *',
      ANALYTICS_RATE_LIMIT_MAX: '100000',
    },
  });
  try {
    await timed('e2e: CMS start + site build', async () => {
      await waitForHttp(`http://127.0.0.1:${P.cms}/_health`);
      await buildWeb(`http://127.0.0.1:${P.cms}`, siteUrl);
    });
    landingPrerender.receiver.resume();
    const root = join(ROOT, 'web', 'build', 'client');
    await timed('HTML checker + page weight', async () => {
      await htmlChecker(root);
      pageWeight(root);
    });
    console.log('\n▶ end-to-end tests (Playwright, Debian Chromium)');
    const web = await startWebServer({ root, port: P.web, cmsUrl: `http://127.0.0.1:${P.cms}` });
    // The same site in front of a CMS that is down (nothing listens on deadCms): failure paths of the forms.
    const webWithoutCms = await startWebServer({ root, port: P.webWithoutCms, cmsUrl: `http://127.0.0.1:${P.deadCms}` });
    const scriptHost = await startScriptHost(P.scriptHost);
    // Another origin over HTTPS: case images on a CDN, a tag vendor's collector (scripts/lib/https-asset-host.mjs).
    const assetHost = await startHttpsAssetHost(P.assetHost);
    await timed('e2e (Playwright)', () =>
      run('npx', ['playwright', 'test', ...passThrough], {
        cwd: join(ROOT, 'tests'),
        env: {
          E2E_BASE_URL: siteUrl,
          E2E_OFFLINE_URL: `http://localhost:${P.webWithoutCms}`,
          E2E_CMS_URL: `http://127.0.0.1:${P.cms}`,
          E2E_MAIL_URL: `http://127.0.0.1:${P.mailUi}`,
          E2E_SCRIPT_HOST_URL: `http://127.0.0.1:${P.scriptHost}`,
          E2E_ASSET_HOST_URL: `https://127.0.0.1:${P.assetHost}`,
          CHROMIUM_PATH: CHROMIUM,
        },
      }),
    ).finally(() => {
      web.close();
      webWithoutCms.close();
      scriptHost.close();
      assetHost.close();
    });
  } finally {
    stopAll();
    await mail.close();
    await landingPrerender.receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

assertPrerequisites(only ? only.split(',') : ['lint', 'domain', 'web', 'scripts', 'cms', 'e2e']);

/** How long each part took, printed at the end of the run, passed or not (docs/benchmarks.md keeps a fresh clone's). */
const times = [];
const started = Date.now();
async function timed(name, step) {
  const t0 = Date.now();
  try {
    return await step();
  } finally {
    times.push([name, Date.now() - t0]);
  }
}
/** m:ss, rounded to the second first (59.6 s is 1:00, never 0:60). */
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
function printTimes() {
  console.log("\n▶ time per part (min:s; the unit tests, the scripts' tests and the CMS suite run side by side)");
  for (const [name, ms] of times) console.log(`  ${name.padEnd(34)} ${minutes(ms).padStart(6)}`);
  console.log(`  ${'npm test, in all'.padEnd(34)} ${minutes(Date.now() - started).padStart(6)}`);
}

/**
 * The unit tests (domain, web) keep one core busy; the CMS suite and the scripts' tests mostly wait (on their Strapi,
 * nginx, child processes) and use ports of their own (the CMS suite's are free ones the system gives). On two cores
 * the three lanes run side by side; all end before the run says which failed.
 */
async function unitsAndCms() {
  const units = async () => {
    if (wants('domain')) await timed('domain unit', domainUnit);
    if (wants('web')) await timed('web unit', webUnit);
  };
  const capture = ['domain', 'web', 'scripts'].some(wants);
  const lanes = [
    (wants('domain') || wants('web')) && units(),
    wants('scripts') && timed('scripts', () => scriptTests({ capture: wants('cms') || wants('domain') || wants('web') })),
    wants('cms') && timed('CMS integration', () => cmsIntegration({ capture })),
  ].filter(Boolean);
  const failed = (await Promise.allSettled(lanes)).filter((result) => result.status === 'rejected');
  if (failed.length) throw new Error(failed.map((result) => result.reason.message).join('; '));
}

try {
  ensureCmsEnv(ROOT);
  await timed('install', installAll);
  await timed('build domain', buildDomain);
  if (wants('lint')) await timed('quality gates', qualityGates);
  // Before the lanes: the scripts' tests and the CMS suite both run the compiled CMS.
  if (wants('scripts') || wants('cms')) await timed('compile cms', compileCms);
  await unitsAndCms();
  if (wants('e2e')) await endToEnd();
  printTimes();
  console.log('\n✔ all test suites passed');
  process.exit(0);
} catch (error) {
  printTimes();
  console.error(`\n✖ ${error.message}`);
  stopAll();
  process.exit(1);
}
