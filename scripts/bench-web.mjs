// `npm run bench:web [-- --spa] [--runs=N]`: Lighthouse 12 on the production build of the public site, served
// locally with its own CMS (throw-away SQLite, seeded) and mail sink. Mobile, Lighthouse's default simulated
// throttling, N runs (default 3) per route; prints the medians and writes them, with the date, the machine and the
// targets, to docs/benchmarks.md (between the bench:web markers only: the rest of that file belongs to other benchmarks).
// Every run is a first visit (Lighthouse clears the origin's storage), so the LGPD consent banner is on screen, as
// for a real new visitor. Beside each page it measures the same HTML with no script at all (the limit), and the
// time from a tap or keystroke to the next paint right after load, with the CPU slowed 4× (Event Timing).
// --spa also builds the same site as a plain SPA (no prerendered HTML) and measures it beside; --only=responsiveness
// measures the taps right after load alone; --report-only writes the report again from the last full run's figures.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { startCms } from './lib/cms-process.mjs';
import { writeSection } from './lib/benchmarks-doc.mjs';
import { webSection } from './lib/bench-web-report.mjs';
import { scriptBytes, siteScripts } from './lib/first-load-js.mjs';
import { writeNoJsCopy } from './lib/no-js-copy.mjs';
import { htmlParts } from './lib/html-parts.mjs';
import { servedGzipBytes } from './lib/served-gzip.mjs';
import { machine, machineLine } from './lib/bench-report.mjs';
import { measureResponsiveness } from './lib/responsiveness.mjs';
import { measureNextPage } from './lib/next-page.mjs';
import { responsivenessOnlySection } from './lib/responsiveness-report.mjs';
import { lighthouseRuns, median, summarize } from './lib/lighthouse-runs.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { run, stopAll, waitForHttp } from './lib/proc.mjs';
import { ROOT, buildDomain, buildWeb, compileCms, installAll } from './lib/steps.mjs';
import { startMailSink } from './mail-sink.mjs';
import { startWebServer } from './serve-web.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SPA = process.argv.includes('--spa');
// --only=responsiveness: the build and the taps right after load alone (no Lighthouse), into their own section.
const ONLY = arg('only');
const RUNS = Number(arg('runs') ?? 3);
// --route=TEXT: Lighthouse on the prerendered routes whose path holds TEXT (TEXT$: is TEXT; A|B: either), printed only
// (nothing written): a probe.
const ROUTE = arg('route');
const RESPONSE_RUNS = Number(arg('response-runs') ?? 5);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
// Its own ports (BENCH_PORT_BASE shifts them), so it can run beside `npm start` and the tests.
const base = Number(process.env.BENCH_PORT_BASE || 14400);
const P = { cms: base, web: base + 1, webSpa: base + 2, smtp: base + 3, mailUi: base + 4, webNoJs: base + 5 };
const REPORTS = join(ROOT, '.cache', 'bench-web');
const DOC = join(ROOT, 'docs', 'benchmarks.md');
/** The last full run's figures (`--report-only`: docs/benchmarks.md written again from them, nothing measured). */
const FIGURES = join(REPORTS, 'figures.json');

const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1200,
  cls: 0.01,
  tbt: 100,
  homeJsKb: 150,
  servicesJsKb: 100,
  responseMs: 200,
  htmlKb: 40,
  nextPageLcpMs: 300,
};

/** The benchmarked routes: spec §2's marketing pages, one seeded article (the CMS's first), a case page, the two app pages and the seeded launch landing page. */
async function routes(cmsUrl) {
  const body = await (await fetch(`${cmsUrl}/api/articles?pagination[pageSize]=1`)).json();
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error('the CMS has no published article to measure');
  // The seeded launch page (issue 54: a client's launch, in its focused frame) rather than whichever page was written last.
  const pages = (await (await fetch(`${cmsUrl}/api/landing-pages?pagination[pageSize]=10`)).json()).data ?? [];
  const landing = (pages.find((page) => page.owner?.kind === 'launch') ?? pages[0])?.slug;
  if (!landing) throw new Error('the CMS has no published landing page to measure');
  // A case page: the seeded case with the most pictures (cover, gallery and chart), the heaviest of its kind.
  const cases = (await (await fetch(`${cmsUrl}/api/cases?pagination[pageSize]=100&populate[gallery]=true`)).json()).data ?? [];
  const richest = [...cases].sort((a, b) => (b.gallery?.length ?? 0) - (a.gallery?.length ?? 0))[0]?.slug;
  if (!richest) throw new Error('the CMS has no published case to measure');
  return [
    '/',
    '/servicos',
    '/contato',
    '/marketing-digital-imobiliario',
    '/blog',
    `/blog/${slug}`,
    '/cases',
    `/cases/${richest}`,
    '/agendamento',
    `/lp/${landing}`,
  ];
}

/**
 * The same site built as a plain SPA (VITE_SPA_BUILD=1, read by web/react-router.config.ts): no prerendered page, one
 * index.html answering every route, each route's data read from the API in the browser. Into web/build/spa.
 */
async function buildSpa(cmsUrl) {
  console.log('\n▶ building the plain-SPA comparison (web/build/spa)');
  await run('npm', ['run', 'build', '--silent'], { cwd: join(ROOT, 'web'), env: { CMS_BUILD_URL: cmsUrl, VITE_SPA_BUILD: '1' } });
  const dir = join(ROOT, 'web', 'build', 'spa', 'client');
  // scripts/serve-web.mjs answers unknown paths with __spa-fallback.html: here, the SPA's index.html.
  copyFileSync(join(dir, 'index.html'), join(dir, '__spa-fallback.html'));
  return dir;
}

/** Loads each page and its assets once, so no run pays the static server's first gzip of a file. */
async function warmUp(url) {
  const headers = { 'accept-encoding': 'gzip' };
  const html = await (await fetch(url, { headers })).text();
  const assets = new Set([...html.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((m) => m[1]));
  await Promise.all([...assets].map((path) => fetch(new URL(path, url), { headers }).then((r) => r.arrayBuffer())));
}

/** The page's HTML as the server sends it: decoded, gzip (what a first visit downloads before its first paint) and its parts. */
async function htmlBytes(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { decoded: body.length, gzip: await servedGzipBytes(url), parts: htmlParts(body.toString('utf8')) };
}

async function measure(label, origin, route, root) {
  const url = `${origin}${route}`;
  await warmUp(url);
  const started = Date.now();
  const results = await lighthouseRuns(url, { runs: RUNS, chromePath: CHROME });
  const slug = `${label}${route === '/' ? '-home' : route.replace(/\//g, '-')}`;
  results.forEach(({ html, trace }, i) => {
    writeFileSync(join(REPORTS, `${slug}-${i + 1}.html`), html);
    if (trace) writeFileSync(join(REPORTS, `${slug}-${i + 1}.trace.json.gz`), gzipSync(JSON.stringify(trace)));
  });
  const runs = results.map(({ lhr, chromium }) => ({ ...summarize(lhr), chromium }));
  const pick = (key) => median(runs.map((run) => run[key]));
  const row = {
    route,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    scriptTransfer: pick('scriptTransfer'),
    // The same scripts load in every run of a page: the first run's, counted from the build.
    js: scriptBytes(root, siteScripts(runs[0].scriptUrls, origin)),
    html: await htmlBytes(url),
    failing: failingAudits(runs),
    lcpElement: runs[0].lcpElement,
    // The long tasks of the run whose TBT is the median (its trace is beside its report in .cache/bench-web).
    tbtRun: runs.indexOf(runs.find((run) => run.tbt === pick('tbt')) ?? runs[0]) + 1,
    runs,
  };
  console.log(
    `  ${label} ${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${Math.round(row.lcp)} ms, CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbt)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  return row;
}

/** Per category, the audits that failed in at least one run, with how many runs they failed in. */
function failingAudits(runs) {
  const out = {};
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const counts = new Map();
    for (const run of runs)
      for (const audit of run.failing[category]) counts.set(audit.id, { ...audit, count: (counts.get(audit.id)?.count ?? 0) + 1 });
    if (counts.size) out[category] = [...counts.values()];
  }
  return out;
}

async function responsivenessOnly(origin) {
  console.log(`\n▶ Responsiveness right after load (4× CPU), ${RESPONSE_RUNS} runs per interaction`);
  const results = await measureResponsiveness(origin, { chromePath: CHROME, runs: RESPONSE_RUNS });
  const text = responsivenessOnlySection(results, { responseRuns: RESPONSE_RUNS, machine: machineLine(machine()), chromium: results.chromium });
  console.log(`\n${text}\n`);
  writeSection(DOC, 'web-responsiveness', text);
  console.log('✔ written to docs/benchmarks.md');
  await cleanUp();
  process.exit(0);
}

/** --route: each matching route's runs (LCP, Performance), then exit without touching docs/benchmarks.md. */
async function probe(origin, list, root) {
  for (const route of list) {
    const result = await measure('probe', origin, route, root);
    console.log(
      `  ${route}: LCP ${result.runs.map((run) => Math.round(run.lcp)).join(' / ')} ms, Performance ${result.runs.map((run) => run.performance).join(' / ')}, ` +
        `FCP ${result.runs.map((run) => Math.round(run.fcp)).join(' / ')} ms, TBT ${result.runs.map((run) => Math.round(run.tbt)).join(' / ')} ms, ` +
        `CLS ${result.runs.map((run) => run.cls.toFixed(3)).join(' / ')}; HTML ${(result.html.decoded / 1024).toFixed(1)} KB / ${(result.html.gzip / 1024).toFixed(1)} KB gzip`,
    );
  }
  await cleanUp();
  process.exit(0);
}

const cleanups = [];
async function cleanUp() {
  for (const fn of cleanups.reverse()) await fn();
  stopAll();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

if (process.argv.includes('--report-only')) {
  const text = webSection(JSON.parse(readFileSync(FIGURES, 'utf8')), { targets: TARGETS, runs: RUNS, responseRuns: RESPONSE_RUNS });
  writeSection(DOC, 'web', text);
  console.log(`${text}\n✔ written to docs/benchmarks.md from ${FIGURES}`);
  process.exit(0);
}

try {
  if (!existsSync(CHROME)) throw new Error(`Chromium not found at ${CHROME} — install it with: apt-get install -y chromium (or set CHROME_PATH)`);
  const load = loadavg()[0];
  ensureCmsEnv(ROOT);
  await installAll();
  await buildDomain();
  await compileCms();
  await assertPortsFree(P);

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cms-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const mail = await startMailSink({ smtpPort: P.smtp, uiPort: P.mailUi });
  cleanups.push(() => mail.close());
  const cmsUrl = `http://127.0.0.1:${P.cms}`;
  const origins = [P.web, P.webSpa].map((port) => `http://127.0.0.1:${port}`);
  startCms({
    port: P.cms,
    smtpPort: P.smtp,
    siteUrl: origins[0],
    databaseFilename: join(dataDir, 'bench.db'),
    serveAdminPanel: false,
    extraEnv: { CORS_ORIGINS: origins.join(',') },
  });
  await waitForHttp(`${cmsUrl}/_health`);
  await buildWeb(cmsUrl);

  const clientDir = join(ROOT, 'web', 'build', 'client');
  mkdirSync(REPORTS, { recursive: true });
  const web = await startWebServer({ root: clientDir, port: P.web, cmsUrl, host: '127.0.0.1' });
  cleanups.push(() => web.close());
  if (ONLY === 'responsiveness') await responsivenessOnly(origins[0]);
  const list = await routes(cmsUrl);
  if (ROUTE)
    await probe(
      origins[0],
      list.filter((route) => ROUTE.split('|').some((text) => (text.endsWith('$') ? route === text.slice(0, -1) : route.includes(text)))),
      clientDir,
    );

  console.log(`\n▶ Lighthouse, ${RUNS} runs per route (prerendered build)`);
  const pre = [];
  for (const route of list) pre.push(await measure('prerendered', origins[0], route, clientDir));

  const noJsDir = join(ROOT, '.cache', 'bench-web-nojs');
  writeNoJsCopy(clientDir, noJsDir, list);
  cleanups.push(() => rmSync(noJsDir, { recursive: true, force: true }));
  const noJsWeb = await startWebServer({ root: noJsDir, port: P.webNoJs, cmsUrl, host: '127.0.0.1' });
  cleanups.push(() => noJsWeb.close());
  console.log(`\n▶ Lighthouse, ${RUNS} runs per route (the same HTML with no JavaScript)`);
  const noJs = [];
  for (const route of list) noJs.push(await measure('nojs', `http://127.0.0.1:${P.webNoJs}`, route, noJsDir));

  console.log(`\n▶ Responsiveness right after load (4× CPU), ${RESPONSE_RUNS} runs per interaction`);
  const responsiveness = await measureResponsiveness(origins[0], { chromePath: CHROME, runs: RESPONSE_RUNS });
  const shown = (runs) => runs.map((run) => (run.navigated ? 'page' : Math.round(run.latency))).join(', ');
  for (const { name, atLoad, afterIslands } of responsiveness)
    console.log(`  ${name}: at load ${shown(atLoad)} ms; islands bound ${shown(afterIslands)} ms`);

  console.log(`\n▶ The next page after a hover-prepared click (4× CPU), ${RESPONSE_RUNS} runs each`);
  const nextPage = await measureNextPage(origins[0], { chromePath: CHROME, runs: RESPONSE_RUNS });
  for (const { name, samples } of nextPage) console.log(`  ${name}: LCP ${samples.map((s) => Math.round(s.lcp)).join(', ')} ms`);

  let spa = null;
  if (SPA) {
    const spaDir = await buildSpa(cmsUrl);
    const spaWeb = await startWebServer({ root: spaDir, port: P.webSpa, cmsUrl, host: '127.0.0.1' });
    cleanups.push(() => spaWeb.close());
    console.log(`\n▶ Lighthouse, ${RUNS} runs per route (plain SPA)`);
    spa = [];
    for (const route of list) spa.push(await measure('spa', origins[1], route, spaDir));
  }

  // The figures first, then the report: a report that cannot be written (`--report-only` writes it again from them)
  // does not cost the half hour of runs.
  const figures = { pre, noJs, responsiveness, nextPage, spa, load };
  writeFileSync(FIGURES, JSON.stringify(figures));
  const text = webSection(figures, { targets: TARGETS, runs: RUNS, responseRuns: RESPONSE_RUNS });
  console.log(`\n${text}\n`);
  writeSection(DOC, 'web', text);
  console.log(`✔ written to docs/benchmarks.md; every Lighthouse report is in .cache/bench-web/`);
  await cleanUp();
  process.exit(0);
} catch (error) {
  console.error(`\n✖ bench:web failed: ${error.message}`);
  await cleanUp().catch(() => {});
  process.exit(1);
}
