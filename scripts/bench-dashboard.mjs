// `npm run bench:dashboard [-- --runs=N]`: how soon the dashboard can be used after signing in, on the production build
// served locally with its own CMS (throw-away SQLite, seeded), in Debian's Chromium driven by Playwright.
//
// "Interactive" is measured as a person meets it: the sign-in page is open and loaded (its own code cached, nothing of
// the dashboard), the admin clicks 'Entrar'; the clock stops at the first frame where the first screen (Início) shows
// its blocks, the funnel's 'Leads' and the content's 'Rascunhos' among them, and nothing in it is loading (no skeleton,
// no busy list, no progress bar). Each run is a new browser context: empty HTTP cache, no session.
// The median of N runs (default 5) is written, with the date and the machine, between the bench:dashboard markers of
// docs/benchmarks.md (the rest of that file belongs to other benchmarks).
//
// It also walks Início → Cases → Leads → Agendamentos → Resultados → Auditoria and counts, per move, the scripts and API
// requests the browser made: a move should fetch that screen's code and data only.
//
// Then 'Mídia' with 2,000 files (scripts/lib/bench-media-library.mjs), written between the bench:dashboard-media markers.
// `--only=signin` or `--only=media` runs one of the two.
import { cpus, loadavg, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeSection } from './lib/benchmarks-doc.mjs';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { runMain } from './lib/proc.mjs';
import { scratchCms } from './lib/scratch-cms.mjs';
import { ROOT, buildDomain, buildWeb, compileCms, installAll } from './lib/steps.mjs';
import { startWebServer } from './serve-web.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.mjs';
import { benchMediaLibrary } from './lib/bench-media-library.mjs';

const testsRequire = createRequire(new URL('../tests/package.json', import.meta.url));
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? 5);
const ONLY = arg('only');
// Its own ports (BENCH_DASHBOARD_PORT_BASE shifts them), so it can run beside `npm start`, the tests and the other benches.
const base = Number(process.env.BENCH_DASHBOARD_PORT_BASE || 14700);
const P = { cms: base, web: base + 1, smtp: base + 2, mailUi: base + 3 };
const ADMIN = { email: 'admin@alicerce.example', password: 'Alicerce@2026' };
const DOC = join(ROOT, 'docs', 'benchmarks.md');
const TARGET_MS = 1000;
const MOVES = [
  { label: 'Cases', path: '/admin/dashboard/cases', ready: 'cases' },
  { label: 'Leads', path: '/admin/dashboard/leads', ready: 'leads' },
  { label: 'Agendamentos', path: '/admin/dashboard/agendamentos', ready: 'agendamentos' },
  { label: 'Resultados', path: '/admin/dashboard/resultados', ready: 'resultados' },
  { label: 'Auditoria', path: '/admin/dashboard/auditoria', ready: 'auditoria' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs in the page: whether `screen` is usable — its list or table drawn with content, nothing loading, its main
 * controls enabled. Kept to what a person sees (roles and names), not to component internals.
 */
function screenReady(screen) {
  const doc = globalThis.document;
  const loading = doc.querySelector('[role="progressbar"], [aria-busy="true"], .MuiSkeleton-root');
  if (loading) return false;
  const enabled = (el) => el && !el.disabled && el.getAttribute('aria-disabled') !== 'true';
  const main = doc.querySelector('main');
  if (!main) return false;
  switch (screen) {
    case 'inicio':
      // Início (the first screen since issue 57): its blocks drawn, the funnel's among them for the admin.
      return (
        main.querySelector('h2')?.textContent === 'Início' &&
        [...main.querySelectorAll('section h3')].some((h) => h.textContent === 'Leads') &&
        [...main.querySelectorAll('section h3')].some((h) => h.textContent.startsWith('Rascunhos'))
      );
    case 'cases':
      return (
        doc.querySelectorAll('ul[aria-label="Lista de cases"] > li').length > 0 &&
        // 'Novo Case' is a link to the editor's own page (a button before the dashboard had a URL per screen).
        enabled([...main.querySelectorAll('button, a')].find((b) => b.textContent.trim() === 'Novo Case')) &&
        enabled(main.querySelector('input[type="search"]'))
      );
    case 'leads':
    case 'agendamentos':
      // The grid (computer) or the cards (phone) with rows, or the empty text; the filters usable.
      return Boolean(main.querySelector('[role="grid"], ul[aria-label]')) && enabled(main.querySelector('input[type="search"]'));
    case 'resultados':
      return Boolean(main.querySelector('[aria-label="Indicadores"], table, [role="table"]')) || /Nenhum dado no período/.test(main.textContent);
    case 'auditoria':
      // The count in the heading comes with the first page (a new CMS's log may be empty).
      return (
        /^Auditoria \(\d+\)/.test(main.querySelector('h2')?.textContent ?? '') &&
        Boolean(main.querySelector('ul[aria-label="Registro de auditoria"]'))
      );
    default:
      return false;
  }
}

/** One cold sign-in: a fresh context (empty cache), the login page loaded, then 'Entrar' → Início usable, in ms. */
async function signInOnce(browser, siteUrl, { moves = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  await page.goto(`${siteUrl}/admin/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha').fill(ADMIN.password);
  const entrar = page.getByRole('button', { name: 'Entrar' });
  await entrar.waitFor();
  const before = requests.length;
  // The click's own timestamp, read in the page (the same clock as the rAF that finds the screen ready).
  await page.evaluate(() => {
    globalThis.addEventListener('click', (event) => (globalThis.__clickAt = event.timeStamp), { capture: true, once: true });
  });
  await entrar.click();
  await page.waitForFunction(screenReady, 'inicio', { polling: 'raf', timeout: 30_000 });
  const ms = await page.evaluate(() => performance.now() - globalThis.__clickAt);
  const afterLogin = requests.slice(before);
  const result = {
    ms,
    scripts: afterLogin.filter((r) => r.type === 'script').length,
    api: afterLogin.filter((r) => r.url.includes('/api/')).map((r) => new URL(r.url).pathname),
  };
  if (moves) result.moves = await walkScreens(page, requests);
  await context.close();
  return result;
}

/** From Cases, each screen of MOVES through the navigation: what each move fetched (scripts, API paths). */
async function walkScreens(page, requests) {
  const out = [];
  const nav = page.getByRole('navigation', { name: 'Navegação do painel' });
  for (const move of MOVES) {
    await page.waitForLoadState('networkidle');
    const before = requests.length;
    const started = Date.now();
    await nav.getByRole('link', { name: move.label, exact: true }).click();
    await page.waitForURL(`**${move.path}`);
    await page.waitForFunction(screenReady, move.ready, { polling: 'raf', timeout: 30_000 });
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const made = requests.slice(before);
    const scripts = made.filter((r) => r.type === 'script').map((r) => new URL(r.url).pathname.split('/').pop());
    const api = [...new Set(made.filter((r) => r.url.includes('/api/')).map((r) => new URL(r.url).pathname))];
    out.push({ label: move.label, ms, scripts, api });
    console.log(`  → ${move.label}: ${Math.round(ms)} ms, ${scripts.length} scripts, API ${api.join(', ') || '—'}`);
  }
  return out;
}

function section({ runs, walk, date }) {
  const times = runs.map((r) => r.ms);
  const med = median(times);
  const machine = `${cpus().length} × ${cpus()[0]?.model?.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, load ${loadavg()[0].toFixed(2)} at the end`;
  const lines = [
    '## Dashboard: sign-in to a usable first screen (`npm run bench:dashboard`)',
    '',
    `Measured ${date} on ${machine}; Chromium (Debian) through Playwright, 1366×768, the production build served locally with its own seeded CMS.`,
    '',
    "Interactive = from the click on 'Entrar' (the sign-in page already loaded, nothing of the dashboard in the cache) to the first frame where Início shows its blocks (Leads and Rascunhos among them), nothing loading; before issue 57 the first screen was Cases (its list with a case, 'Novo Case' and the search box enabled). Each run in a new browser context (cold HTTP cache, no session).",
    '',
    `| Runs | Median | Min | Max | Target | Scripts after 'Entrar' (median) | API requests after 'Entrar' (median) |`,
    '|---|---|---|---|---|---|---|',
    `| ${runs.length} | **${Math.round(med)} ms** | ${Math.round(Math.min(...times))} ms | ${Math.round(Math.max(...times))} ms | ≤ ${TARGET_MS} ms | ${median(runs.map((r) => r.scripts))} | ${median(runs.map((r) => r.api.length))} |`,
    '',
    med <= TARGET_MS ? `Met: ${Math.round(med)} ms ≤ ${TARGET_MS} ms.` : `**Missed**: ${Math.round(med)} ms > ${TARGET_MS} ms — see the note below.`,
    '',
    `API requests of the first run after 'Entrar': ${runs[0].api.join(', ')}.`,
    '',
    'Moving between screens (warm: the dashboard already open), what each move fetched:',
    '',
    '| Move | Usable after | Scripts fetched | API requests |',
    '|---|---|---|---|',
    ...walk.map(
      (m) =>
        `| → ${m.label} | ${Math.round(m.ms)} ms | ${m.scripts.length}${m.scripts.length ? ` (${m.scripts.join(', ')})` : ''} | ${m.api.join(', ') || '—'} |`,
    ),
  ];
  return lines.join('\n');
}

/** The sign-in runs (cold, RUNS of them after one unmeasured) and the walk through the screens, written to the doc. */
async function benchSignIn(browser, siteUrl) {
  // One sign-in before measuring: the CMS's first answers (its caches, SQLite's pages) are not the dashboard's.
  await signInOnce(browser, siteUrl);
  console.log(`\n▶ ${RUNS} cold sign-ins at 1366×768`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await signInOnce(browser, siteUrl, { moves: i === RUNS - 1 });
    console.log(`  run ${i + 1}: ${Math.round(result.ms)} ms (${result.scripts} scripts, ${result.api.length} API requests after 'Entrar')`);
    runs.push(result);
  }
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const body = section({ runs, walk: runs.at(-1).moves, date });
  writeSection(DOC, 'dashboard', body);
  console.log(`\n✔ median ${Math.round(median(runs.map((r) => r.ms)))} ms (target ≤ ${TARGET_MS} ms), written to docs/benchmarks.md`);
}

await runMain('bench:dashboard', async () => {
  ensureCmsEnv(ROOT);
  await installAll();
  await buildDomain();
  await compileCms();
  await assertPortsFree({ web: P.web });
  const siteUrl = `http://localhost:${P.web}`;
  const cms = await scratchCms({
    name: 'bench-dashboard-cms',
    ports: P,
    extraEnv: { SITE_URL: siteUrl, CORS_ORIGINS: siteUrl, SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password },
  });
  let web;
  let browser;
  try {
    await cms.start();
    await buildWeb(cms.url, siteUrl);
    web = await startWebServer({ root: join(ROOT, 'web', 'build', 'client'), port: P.web, cmsUrl: cms.url });
    const playwright = await import(pathToFileURL(testsRequire.resolve('@playwright/test')).href);
    const { chromium } = playwright.chromium ? playwright : playwright.default;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    if (ONLY !== 'media') await benchSignIn(browser, siteUrl);
    if (ONLY !== 'signin') {
      const media = await benchMediaLibrary({
        browser,
        siteUrl,
        cmsUrl: cms.url,
        admin: ADMIN,
        publicDir: cms.paths.publicDir,
        env: { DATABASE_FILENAME: cms.paths.database },
        runs: RUNS,
      });
      writeSection(DOC, 'dashboard-media', media);
      console.log("\n✔ 'Mídia' written to docs/benchmarks.md");
    }
  } finally {
    await browser?.close();
    web?.close();
    await cms.dispose();
  }
});
