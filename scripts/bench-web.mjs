// `npm run bench:web [-- --spa] [--runs=N]`: Lighthouse 12 on the production build of the public site, served
// locally with its own CMS (throw-away SQLite, seeded) and mail sink. Mobile, Lighthouse's default simulated
// throttling, N runs (default 3) per route; prints the medians and writes them, with the date, the machine and the
// targets, to docs/benchmarks.md (between the bench:web markers only: the rest of that file belongs to other benchmarks).
// Every run is a first visit (Lighthouse clears the origin's storage), so the LGPD consent banner is on screen, as
// for a real new visitor. Beside each page it measures the same HTML with no script at all (the limit), and the
// time from a tap or keystroke to the next paint right after load, with the CPU slowed 4× (Event Timing).
// --spa also builds the same site as a plain SPA (no prerendered HTML) and measures it beside.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { startCms } from './lib/cms-process.mjs';
import { writeSection } from './lib/benchmarks-doc.mjs';
import { scriptBytes, siteScripts } from './lib/first-load-js.mjs';
import { writeNoJsCopy } from './lib/no-js-copy.mjs';
import { EVENT_TIMING_FLOOR, measureResponsiveness } from './lib/responsiveness.mjs';
import { lighthouseRuns, median, summarize } from './lib/lighthouse-runs.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { run, stopAll, waitForHttp } from './lib/proc.mjs';
import { ROOT, buildDomain, buildWeb, compileCms, installAll } from './lib/steps.mjs';
import { startMailSink } from './mail-sink.mjs';
import { startWebServer } from './serve-web.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SPA = process.argv.includes('--spa');
const RUNS = Number(arg('runs') ?? 3);
const RESPONSE_RUNS = Number(arg('response-runs') ?? 5);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
// Its own ports (BENCH_PORT_BASE shifts them), so it can run beside `npm start` and the tests.
const base = Number(process.env.BENCH_PORT_BASE || 14400);
const P = { cms: base, web: base + 1, webSpa: base + 2, smtp: base + 3, mailUi: base + 4, webNoJs: base + 5 };
const REPORTS = join(ROOT, '.cache', 'bench-web');
const DOC = join(ROOT, 'docs', 'benchmarks.md');

const TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1200, cls: 0.01, tbt: 100, homeJsKb: 150, servicesJsKb: 100, responseMs: 200 };
const met = (ok) => (ok ? '✓' : '✗');
const kb = (bytes) => bytes / 1024;

/** The benchmarked routes: spec §2's marketing pages, one seeded article (the CMS's first) and the two app pages. */
async function routes(cmsUrl) {
  const body = await (await fetch(`${cmsUrl}/api/articles?pagination[pageSize]=1`)).json();
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error('the CMS has no published article to measure');
  return ['/', '/servicos', '/contato', '/marketing-digital-imobiliario', '/blog', `/blog/${slug}`, '/cases', '/agendamento'];
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

async function measure(label, origin, route, root) {
  const url = `${origin}${route}`;
  await warmUp(url);
  const started = Date.now();
  const results = await lighthouseRuns(url, { runs: RUNS, chromePath: CHROME });
  const slug = `${label}${route === '/' ? '-home' : route.replace(/\//g, '-')}`;
  results.forEach(({ html }, i) => writeFileSync(join(REPORTS, `${slug}-${i + 1}.html`), html));
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
    failing: failingAudits(runs),
    lcpElement: runs[0].lcpElement,
    runs,
  };
  console.log(`  ${label} ${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${Math.round(row.lcp)} ms, CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbt)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return row;
}

/** Per category, the audits that failed in at least one run, with how many runs they failed in. */
function failingAudits(runs) {
  const out = {};
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const counts = new Map();
    for (const run of runs) for (const audit of run.failing[category]) counts.set(audit.id, { ...audit, count: (counts.get(audit.id)?.count ?? 0) + 1 });
    if (counts.size) out[category] = [...counts.values()];
  }
  return out;
}

const ms = (value) => `${(value / 1000).toFixed(2)} s`;
/** The first-load JS limits of the issue: `/` and `/servicos`; the other pages have none of their own. */
const JS_LIMITS = { '/': TARGETS.homeJsKb, '/servicos': TARGETS.servicesJsKb };

function cells(row, withTargets) {
  const t = TARGETS;
  const mark = (ok) => (withTargets ? ` ${met(ok)}` : '');
  const limit = JS_LIMITS[row.route];
  const js = `${kb(row.js.gzip).toFixed(1)} KB${withTargets && limit ? ` ${met(kb(row.js.gzip) <= limit)}` : ''}`;
  return [
    `\`${row.route}\``,
    `${row.performance}${mark(row.performance >= t.performance)}`,
    `${row.accessibility}${mark(row.accessibility >= t.accessibility)}`,
    `${row.bestPractices}${mark(row.bestPractices >= t.bestPractices)}`,
    `${row.seo}${mark(row.seo >= t.seo)}`,
    `${ms(row.lcp)}${mark(row.lcp <= t.lcp)}`,
    `${row.cls.toFixed(3)}${mark(row.cls <= t.cls)}`,
    `${Math.round(row.tbt)} ms${mark(row.tbt <= t.tbt)}`,
    js,
  ];
}

const HEAD = ['Route', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP', 'CLS', 'TBT', 'First-load JS (gzip)'];
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

function failingList(rows) {
  const lines = [];
  for (const row of rows) {
    for (const [category, audits] of Object.entries(row.failing)) {
      const list = audits.map((a) => `\`${a.id}\`${a.count < RUNS ? ` (${a.count}/${RUNS} runs)` : ''} — ${a.title}`).join('; ');
      lines.push(`- \`${row.route}\` ${category}: ${list}`);
    }
  }
  return lines.length ? lines.join('\n') : '- none: every Accessibility, Best Practices and SEO audit passed on every route and run.';
}

/** The LCP element of each route (first run): what the LCP figure waits for. */
function lcpList(rows) {
  return rows
    .map((row) => `- \`${row.route}\`: ${row.lcpElement ? `\`${row.lcpElement.selector}\` “${row.lcpElement.label.replace(/\s+/g, ' ').trim()}”` : 'none reported'}`)
    .join('\n');
}

/** The page beside the same HTML without any script: how far the islands are from the limit. */
function noJsComparison(pre, noJs) {
  const head = ['Route', 'Performance', 'FCP', 'LCP', 'TBT', 'CLS'];
  const pair = (a, b) => `${a} / ${b}`;
  const rows = pre.map((p, i) => {
    const n = noJs[i];
    return [`\`${p.route}\``, pair(p.performance, n.performance), pair(ms(p.fcp), ms(n.fcp)), pair(ms(p.lcp), ms(n.lcp)), pair(`${Math.round(p.tbt)} ms`, `${Math.round(n.tbt)} ms`), pair(p.cls.toFixed(3), n.cls.toFixed(3))];
  });
  return table(head, rows);
}

/** Tap or keystroke → next paint, median of the runs, against the 200 ms target. */
function responsivenessTable(results) {
  const show = (value) => (value <= EVENT_TIMING_FLOOR ? `< ${EVENT_TIMING_FLOOR} ms` : `${Math.round(value)} ms`);
  const rows = results.map(({ name, latencies }) => {
    const mid = median(latencies);
    return [name, `${show(mid)} ${met(mid <= TARGETS.responseMs)}`, show(Math.max(...latencies)), latencies.map(show).join(', ')];
  });
  return table(['Interaction', 'Median', 'Worst', 'Runs'], rows);
}

function comparison(pre, spa) {
  const head = ['Route', 'Performance', 'LCP', 'CLS', 'TBT', 'SEO', 'First-load JS (gzip)', 'JS loaded (transfer)'];
  const pair = (a, b) => `${a} / ${b}`;
  const rows = pre.map((p, i) => {
    const s = spa[i];
    return [
      `\`${p.route}\``,
      pair(p.performance, s.performance),
      pair(ms(p.lcp), ms(s.lcp)),
      pair(p.cls.toFixed(3), s.cls.toFixed(3)),
      pair(`${Math.round(p.tbt)} ms`, `${Math.round(s.tbt)} ms`),
      pair(p.seo, s.seo),
      pair(`${kb(p.js.gzip).toFixed(1)} KB`, `${kb(s.js.gzip).toFixed(1)} KB`),
      pair(`${kb(p.scriptTransfer).toFixed(1)} KB`, `${kb(s.scriptTransfer).toFixed(1)} KB`),
    ];
  });
  return table(head, rows);
}

function machine(rows, load) {
  const first = rows[0].runs[0];
  const cpu = cpus();
  return [
    `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM`,
    `Node ${process.version}, Chromium ${first.chromium}, Lighthouse ${first.lighthouse}`,
    `Lighthouse CPU benchmark index ${Math.round(median(rows.flatMap((r) => r.runs.map((run) => run.benchmarkIndex))))} (median), load average ${load.toFixed(2)} at the start`,
  ].join('; ');
}

function section(pre, noJs, responsiveness, spa, load) {
  const t = TARGETS;
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const parts = [
    '## Web: Lighthouse (`npm run bench:web`)',
    '',
    `Measured ${date} UTC on ${machine(pre, load)}.`,
    '',
    `Production build (prerendered pages) served by \`scripts/serve-web.mjs\` with the API proxied to a local, freshly seeded CMS. Lighthouse defaults: mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown); ${RUNS} runs per route, medians shown. Every run is a first visit (Lighthouse clears the origin's storage before each run), so the LGPD consent banner is on screen, as a new visitor sees the page. First-load JS: gzip size (level 9, as served) of every script of the site the page requested while it loaded, with no interaction — the islands that ran at load, when idle or when visible included.`,
    '',
    `Targets: Performance ≥ ${t.performance}, Accessibility ${t.accessibility}, Best Practices ${t.bestPractices}, SEO ${t.seo}, LCP ≤ ${ms(t.lcp)}, CLS ≤ ${t.cls}, TBT ≤ ${t.tbt} ms, first-load JS of \`/\` ≤ ${t.homeJsKb} KB and of \`/servicos\` ≤ ${t.servicesJsKb} KB gzip, every tap or keystroke answered (next paint) in ≤ ${t.responseMs} ms (✓ met, ✗ missed).`,
    '',
    table(HEAD, pre.map((row) => cells(row, true))),
    '',
    'Accessibility, Best Practices and SEO audits that failed (any run):',
    '',
    failingList(pre),
    '',
    'LCP element of each route (first run):',
    '',
    lcpList(pre),
    '',
    '### The same HTML with no JavaScript (the limit)',
    '',
    'Each page beside a copy of itself with every script removed (JSON-LD kept), served the same way: the difference is what the islands cost. Cells: page / no JS.',
    '',
    noJsComparison(pre, noJs),
    '',
    '### Responsiveness right after load (tap or keystroke → next paint)',
    '',
    `A phone (412×823, touch) with the CPU slowed 4× (CDP \`Emulation.setCPUThrottlingRate\`), network unthrottled: each run opens the page anew (empty cache), waits for its load event and acts at once; the latency is the longest Event Timing entry of the interaction (pointerdown/up and click, or keydown/up), which ends at the next paint. Event Timing reports nothing under ${EVENT_TIMING_FLOOR} ms. ${RESPONSE_RUNS} runs each.`,
    '',
    responsivenessTable(responsiveness),
  ];
  if (spa) {
    parts.push(
      '',
      '### Prerendered vs plain SPA (`npm run bench:web -- --spa`)',
      '',
      'The same site built as a plain SPA (`VITE_SPA_BUILD=1`: no prerendered page, one `index.html` for every route, route data read from the API in the browser). Cells: prerendered / SPA. First-load JS is counted the same way for both (the site’s scripts requested during the load, gzip -9); JS loaded is what Lighthouse saw transferred.',
      '',
      comparison(pre, spa),
      '',
      'SPA audits that failed (any run):',
      '',
      failingList(spa),
    );
  }
  return parts.join('\n');
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
  startCms({ port: P.cms, smtpPort: P.smtp, siteUrl: origins[0], databaseFilename: join(dataDir, 'bench.db'), serveAdminPanel: false, extraEnv: { CORS_ORIGINS: origins.join(',') } });
  await waitForHttp(`${cmsUrl}/_health`);
  await buildWeb(cmsUrl);

  const clientDir = join(ROOT, 'web', 'build', 'client');
  mkdirSync(REPORTS, { recursive: true });
  const web = await startWebServer({ root: clientDir, port: P.web, cmsUrl, host: '127.0.0.1' });
  cleanups.push(() => web.close());
  const list = await routes(cmsUrl);

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
  for (const { name, latencies } of responsiveness) console.log(`  ${name}: ${latencies.map((v) => Math.round(v)).join(', ')} ms`);

  let spa = null;
  if (SPA) {
    const spaDir = await buildSpa(cmsUrl);
    const spaWeb = await startWebServer({ root: spaDir, port: P.webSpa, cmsUrl, host: '127.0.0.1' });
    cleanups.push(() => spaWeb.close());
    console.log(`\n▶ Lighthouse, ${RUNS} runs per route (plain SPA)`);
    spa = [];
    for (const route of list) spa.push(await measure('spa', origins[1], route, spaDir));
  }

  const text = section(pre, noJs, responsiveness, spa, load);
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
