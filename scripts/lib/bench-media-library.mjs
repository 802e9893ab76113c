// The 'Mídia' part of `npm run bench:dashboard` (issue 55: "the media list of 2,000 files pages from the server and
// stays interactive ≤ 1 s"). The scratch CMS gets `count` upload rows (scripts/lib/seed-media-files.mjs); then
// - the API: GET /api/media-library/files as the signed-in admin, one request at a time, each query ITERATIONS times
//   after a warm-up (the first page, a far page, the unused filter, a search): p50/p95;
// - the screen: each run a new browser context (cold HTTP cache) holding a fresh session in localStorage opens
//   /admin/dashboard/midia; the clock (the page's own, from its navigation start) stops at the first frame where the
//   first page of files is listed, nothing is loading and the search box and the 'Mostrar' filter are enabled. Then
//   the filter is changed ('Sem texto alternativo': from the click on the option to the first frame with the new page,
//   nothing loading) and a file's number is typed into the search (from the input to the first frame listing it alone;
//   this one holds the search box's 300 ms pause, use-debounced-search.ts, before the CMS is asked).
import { loadavg } from 'node:os';

import { machine, machineLine, median } from './bench-report.mjs';
import { percentile } from '../bench-volume.mjs';
import { seedMediaFiles } from './seed-media-files.mjs';

const ITERATIONS = 30;
const PAGE = 24;
const MEDIA_TARGET_MS = 1000;
const SESSION_KEY = 'alicerce:session';

const ms = (value) => `${Math.round(value)} ms`;

async function signIn(cmsUrl, { email, password }) {
  const res = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { jwt: body.jwt, refreshToken: body.refreshToken, user: { id: body.user.id, email: body.user.email, username: body.user.username } };
}

/** The CMS's images as templates, then `count` rows modelled on them. */
async function seed(cmsUrl, auth, { count, publicDir, env }) {
  const res = await fetch(`${cmsUrl}/api/upload/files`, { headers: auth });
  if (!res.ok) throw new Error(`GET /api/upload/files: ${res.status}`);
  const started = performance.now();
  const seeded = await seedMediaFiles({ count, templates: await res.json(), publicDir, env });
  return { ...seeded, ms: performance.now() - started };
}

const API_QUERIES = [
  { name: 'first page (24, newest first)', query: `page=1&pageSize=${PAGE}` },
  { name: 'page 50', query: `page=50&pageSize=${PAGE}` },
  { name: "filter 'Sem uso', first page", query: `page=1&pageSize=${PAGE}&filter=unused` },
  { name: 'search "arquivo-12", first page', query: `page=1&pageSize=${PAGE}&q=arquivo-12` },
];

async function measureApi(cmsUrl, auth) {
  const out = [];
  for (const { name, query } of API_QUERIES) {
    const once = async () => {
      const started = performance.now();
      const res = await fetch(`${cmsUrl}/api/media-library/files?${query}`, { headers: auth });
      const body = await res.json();
      if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, total: body.meta.pagination.total, bytes: JSON.stringify(body).length };
    };
    for (let i = 0; i < 3; i++) await once();
    const runs = [];
    for (let i = 0; i < ITERATIONS; i++) runs.push(await once());
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    out.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), total: runs[0].total, kb: runs[0].bytes / 1024 });
    console.log(`  API ${name.padEnd(36)} p50 ${ms(percentile(times, 50)).padStart(7)}  p95 ${ms(percentile(times, 95)).padStart(7)}`);
  }
  return out;
}

/**
 * Runs in the page: 'Mídia' usable — its heading with the library's count, a full first page of cards, nothing
 * loading, search and filter enabled; with `changedFrom`, also a first card other than that one (the new answer drawn).
 */
function mediaReady({ size, changedFrom = null, only = null }) {
  const doc = globalThis.document;
  const main = doc.querySelector('main');
  if (!main || doc.querySelector('[role="progressbar"], [aria-busy="true"], .MuiSkeleton-root')) return false;
  if (!/^Mídia \(\d+\)/.test(main.querySelector('h2')?.textContent ?? '')) return false;
  const cards = [...main.querySelectorAll('ul[aria-label="Arquivos da biblioteca"] > li h3')].map((h) => h.textContent);
  if (only !== null) return cards.length === 1 && cards[0].startsWith(only);
  if (cards.length < size || (changedFrom !== null && cards[0] === changedFrom)) return false;
  const search = main.querySelector('input[type="search"]');
  const filter = main.querySelector('[role="combobox"]');
  return Boolean(search && !search.disabled && filter && filter.getAttribute('aria-disabled') !== 'true');
}

const firstCard = (page) => page.locator('ul[aria-label="Arquivos da biblioteca"] > li h3').first().textContent();

/** Runs in the page: when (page clock) the last request whose address has `part` ended, or null. */
const answeredAt = (page, part) =>
  page.evaluate((p) => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes(p));
    return entries.length ? entries.at(-1).responseEnd : null;
  }, part);

/** Runs in the page: stamps the next `type` event's time (the page clock) in globalThis.__at. */
const stampNext = (page, type) =>
  page.evaluate((t) => globalThis.addEventListener(t, (e) => (globalThis.__at = e.timeStamp), { capture: true, once: true }), type);

async function signedInPage(browser, session) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.addInitScript(([key, value]) => globalThis.localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)]);
  return { context, page: await context.newPage() };
}

/**
 * The address /admin/dashboard/midia opened in a new context (cold HTTP cache, signed in): ms from the navigation's
 * start to the first page listed and usable, and where that time went (the page clock).
 */
async function coldOpen(browser, siteUrl, session) {
  const { context, page } = await signedInPage(browser, session);
  try {
    await page.goto(`${siteUrl}/admin/dashboard/midia`, { waitUntil: 'commit' });
    await page.waitForFunction(mediaReady, { size: PAGE }, { polling: 'raf', timeout: 30_000 });
    return await page.evaluate(() => {
      const open = performance.now();
      const resources = performance.getEntriesByType('resource');
      const files = resources.find((e) => e.name.includes('/api/media-library/files'));
      const scripts = resources.filter((e) => e.initiatorType === 'script' || /\.js($|\?)/.test(e.name));
      return {
        open,
        domContentLoaded: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
        scriptsEnd: Math.max(...scripts.map((e) => e.responseEnd)),
        scripts: scripts.length,
        scriptKb: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024,
        filesAsked: files?.startTime ?? NaN,
        filesAnswered: files?.responseEnd ?? NaN,
        thumbnails: [...globalThis.document.querySelectorAll('ul[aria-label="Arquivos da biblioteca"] img')].filter(
          (img) => img.complete && img.naturalWidth > 0,
        ).length,
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * The dashboard open on Início (loaded, idle), then 'Mídia' from the navigation (its code not loaded yet, as on an
 * editor's first visit), a filter change and a search: ms each, from the input's own timestamp, and when the CMS's
 * answer arrived within it.
 */
async function inApp(browser, siteUrl, session) {
  const { context, page } = await signedInPage(browser, session);
  try {
    await page.goto(`${siteUrl}/admin/dashboard/inicio`, { waitUntil: 'networkidle' });
    const link = page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Mídia', exact: true });
    await link.waitFor();
    await stampNext(page, 'click');
    await link.click();
    await page.waitForFunction(mediaReady, { size: PAGE }, { polling: 'raf', timeout: 30_000 });
    const move = await page.evaluate(() => performance.now() - globalThis.__at);
    const moveApi = (await answeredAt(page, '/api/media-library/files')) - (await page.evaluate(() => globalThis.__at));

    const before = await firstCard(page);
    await page.getByRole('combobox', { name: 'Mostrar' }).click();
    const option = page.getByRole('option', { name: 'Sem texto alternativo', exact: true });
    await option.waitFor();
    await stampNext(page, 'click');
    await option.click();
    await page.waitForFunction(mediaReady, { size: PAGE, changedFrom: before }, { polling: 'raf', timeout: 30_000 });
    const filter = await page.evaluate(() => performance.now() - globalThis.__at);
    const filterApi = (await answeredAt(page, 'filter=no-alt')) - (await page.evaluate(() => globalThis.__at));

    await stampNext(page, 'input');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('arquivo-1234');
    await page.waitForFunction(mediaReady, { size: 1, only: 'arquivo-1234-' }, { polling: 'raf', timeout: 30_000 });
    const typed = await page.evaluate(() => performance.now() - globalThis.__at);
    const typedApi = (await answeredAt(page, 'q=arquivo-1234')) - (await page.evaluate(() => globalThis.__at));
    return { move, moveApi, filter, filterApi, typed, typedApi };
  } finally {
    await context.close();
  }
}

/** Seeds the library, measures the API and `runs` cold opens of the screen; returns the doc section's markdown. */
export async function benchMediaLibrary({ browser, siteUrl, cmsUrl, admin, publicDir, env, runs, count = 2000 }) {
  const m = machine();
  const started = new Date();
  const session = await signIn(cmsUrl, admin);
  const auth = { Authorization: `Bearer ${session.jwt}` };
  console.log(`\n▶ 'Mídia' at volume: seeding ${count} upload rows`);
  const seeded = await seed(cmsUrl, auth, { count, publicDir, env });
  const api = await measureApi(cmsUrl, auth);
  // One of each before measuring: the CMS's first answers (its caches, SQLite's pages) are not the screen's.
  await coldOpen(browser, siteUrl, await signIn(cmsUrl, admin));
  await inApp(browser, siteUrl, await signIn(cmsUrl, admin));
  const results = [];
  for (let i = 0; i < runs; i++) {
    const cold = await coldOpen(browser, siteUrl, await signIn(cmsUrl, admin));
    const warm = await inApp(browser, siteUrl, await signIn(cmsUrl, admin));
    console.log(
      `  run ${i + 1}: address opened → listed ${ms(cold.open)} (scripts done ${ms(cold.scriptsEnd)}, list asked ${ms(cold.filesAsked)}, answered ${ms(cold.filesAnswered)}); ` +
        `from Início ${ms(warm.move)} (API ${ms(warm.moveApi)}), filter ${ms(warm.filter)} (API ${ms(warm.filterApi)}), search ${ms(warm.typed)} (API ${ms(warm.typedApi)})`,
    );
    results.push({ ...cold, ...warm });
  }
  return mediaSection({ m, started, seeded, api, results });
}

function mediaSection({ m, started, seeded, api, results }) {
  const col = (key) => results.map((r) => r[key]);
  const within = (key) => median(col(key)) <= MEDIA_TARGET_MS;
  const row = (label, key, apiKey, target = true) =>
    `| ${label} | **${ms(median(col(key)))}** | ${ms(Math.min(...col(key)))} | ${ms(Math.max(...col(key)))} | ${apiKey ? ms(median(col(apiKey))) : '—'} | ${target ? `≤ ${MEDIA_TARGET_MS} ms ${within(key) ? '✓' : '✗'}` : '—'} |`;
  const missed = ['open', 'move', 'filter', 'typed'].filter((key) => !within(key));
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `## Dashboard: 'Mídia' with ${seeded.count.toLocaleString('en-US')} files (\`npm run bench:dashboard -- --only=media\`)

Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine(m)}, ${load} at the end; Chromium (Debian) through Playwright, 1366×768, the production build served locally with its own seeded CMS (SQLite).

Data set: the seeded CMS's library plus ${seeded.count.toLocaleString('en-US')} upload rows written into its \`files\` table in ${(seeded.ms / 1000).toFixed(1)} s (\`scripts/lib/seed-media-files.mjs\`: valid rows with full formats metadata, each original and thumbnail a link to one of the ${seeded.templates} seeded images' files, every third without alt text). The list endpoint reads the whole library and one usage index per request and cuts the page in memory (\`docs/media-library.md\`).

\`GET /api/media-library/files\` as the signed-in admin, one request at a time, ${ITERATIONS} times each after a warm-up:

| Request | p50 | p95 | Files matching | Answer |
| --- | ---: | ---: | ---: | ---: |
${api.map((r) => `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.total} | ${r.kb.toFixed(1)} KB |`).join('\n')}

The screen, ${results.length} runs, each step in a new browser context (cold HTTP cache) with a fresh session in localStorage. "Listed" = the first frame with the first ${PAGE} files, nothing loading, the search box and the 'Mostrar' filter enabled.
- Address: /admin/dashboard/midia opened in the browser, from the navigation's start (the whole dashboard's code loaded, the session checked, then the list).
- From Início: the dashboard open on Início, idle; from the click on 'Mídia' in the navigation ('Mídia''s code not loaded yet).
- Then on that screen: the click on the filter's 'Sem texto alternativo' to its page drawn, and typing a file's number into 'Buscar' to that file listed alone (300 ms of it is the search box's pause before it asks the CMS).
"CMS answered" = when the list's answer had arrived, counted from the same start (the rest is the browser's work).

| Step | Median | Min | Max | CMS answered (median) | Target |
|---|---|---|---|---|---|
${row('Address opened → first page listed', 'open', 'filesAnswered')}
${row("From Início: click 'Mídia' → first page listed", 'move', 'moveApi')}
${row("Filter 'Sem texto alternativo' → its page drawn", 'filter', 'filterApi')}
${row('Search "arquivo-1234" → listed alone', 'typed', 'typedApi')}

${missed.length === 0 ? `Met: every median ≤ ${MEDIA_TARGET_MS} ms.` : `**Missed** (${missed.length} of 4 medians over ${MEDIA_TARGET_MS} ms) — see the note below.`} Opening the address: the dashboard's scripts (${median(col('scripts'))}, ${median(col('scriptKb')).toFixed(0)} KB as transferred) had arrived at ${ms(median(col('scriptsEnd')))} and the list was asked at ${ms(median(col('filesAsked')))} (medians). Thumbnails loaded when the page was first listed (median): ${median(col('thumbnails'))} of ${PAGE} (they keep loading after; the list is usable without them).`;
}
