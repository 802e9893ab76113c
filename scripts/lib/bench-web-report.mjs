// The bench:web report: Markdown for docs/benchmarks.md from the medians scripts/bench-web.mjs measured.
import { cpus, totalmem } from 'node:os';
import { median } from './lighthouse-runs.mjs';
import { EVENT_TIMING_FLOOR } from './responsiveness.mjs';
import { nextPageTable } from './next-page.mjs';

const met = (ok) => (ok ? '✓' : '✗');
const kb = (bytes) => bytes / 1024;
const ms = (value) => `${(value / 1000).toFixed(2)} s`;
/** The first-load JS limits of the issue: `/` and `/servicos`; the other pages have none of their own. */
const jsLimits = (t) => ({ '/': t.homeJsKb, '/servicos': t.servicesJsKb });

function cells(row, withTargets, t) {
  const mark = (ok) => (withTargets ? ` ${met(ok)}` : '');
  const limit = jsLimits(t)[row.route];
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
    `${kb(row.html.decoded).toFixed(0)} KB${mark(row.html.decoded <= t.htmlKb * 1024)} / ${kb(row.html.gzip).toFixed(1)} KB`,
  ];
}

const HEAD = ['Route', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP', 'CLS', 'TBT', 'First-load JS (gzip)', 'HTML (decoded / gzip)'];
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

function failingList(rows, runs) {
  const lines = [];
  for (const row of rows) {
    for (const [category, audits] of Object.entries(row.failing)) {
      const list = audits.map((a) => `\`${a.id}\`${a.count < runs ? ` (${a.count}/${runs} runs)` : ''} — ${a.title}`).join('; ');
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

/**
 * Tap or keystroke → next paint against the 200 ms target: at the load event, and once the islands are bound. A tap
 * that followed a link to another page (its island not bound yet) has no latency of its own: it is counted apart.
 */
function responsivenessTable(results, t) {
  const show = (value) => (value <= EVENT_TIMING_FLOOR ? `< ${EVENT_TIMING_FLOOR} ms` : `${Math.round(value)} ms`);
  const figures = (runs) => {
    const latencies = runs.filter((run) => !run.navigated).map((run) => run.latency);
    const opened = runs.length - latencies.length;
    const mid = latencies.length ? median(latencies) : null;
    const head = mid === null ? 'page opened' : `${show(mid)} ${met(mid <= t.responseMs)} · worst ${show(Math.max(...latencies))}`;
    const effects = runs.map((run) => run.toEffect).filter((value) => typeof value === 'number');
    const lost = runs.length - effects.length;
    const effect = `${effects.length ? `${Math.round(median(effects))} ms` : '—'}${lost ? ` (${lost} of ${runs.length} never showed ✗)` : ''}`;
    return { head: opened && mid !== null ? `${head}; ${opened} of ${runs.length} opened the linked page` : head, effect, runs: runs.map((run) => (run.navigated ? 'page' : show(run.latency))).join(', ') };
  };
  const rows = results.map(({ name, atLoad, afterIslands }) => {
    const now = figures(atLoad);
    const later = figures(afterIslands);
    return [name, now.head, `${atLoad.filter((run) => run.bound).length} of ${atLoad.length}`, now.effect, later.head, later.effect, `${now.runs} / ${later.runs}`];
  });
  return table(['Interaction', 'At the load event: next paint, median', 'Islands bound at that tap', 'Tap → effect seen', 'Once the islands are bound: next paint', 'Tap → effect seen', 'Runs (at load / bound)'], rows);
}

/** Load event → islands bound, over every run that saw both. */
function islandsDelay(results) {
  const delays = results.flatMap(({ atLoad, afterIslands }) => [...atLoad, ...afterIslands]).map((run) => run.toIslands).filter((value) => typeof value === 'number');
  if (!delays.length) return '';
  return `Load event → islands bound (4× CPU): median ${Math.round(median(delays))} ms, worst ${Math.round(Math.max(...delays))} ms over ${delays.length} runs (negative: bound before the load event).`;
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

/**
 * The bench:web section of docs/benchmarks.md: the medians against the targets, the failing audits, the LCP elements,
 * the no-JS limit, responsiveness, and the plain-SPA comparison when measured.
 */
export function webSection({ pre, noJs, responsiveness, nextPage, spa, load }, { targets: t, runs, responseRuns }) {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const parts = [
    '## Web: Lighthouse (`npm run bench:web`)',
    '',
    `Measured ${date} UTC on ${machine(pre, load)}.`,
    '',
    `Production build (prerendered pages) served by \`scripts/serve-web.mjs\` with the API proxied to a local, freshly seeded CMS. Lighthouse defaults: mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown); ${runs} runs per route, medians shown. Every run is a first visit (Lighthouse clears the origin's storage before each run), so the LGPD consent banner is on screen, as a new visitor sees the page. First-load JS: gzip size (level 9, as served) of every script of the site the page requested while it loaded, with no interaction — the islands that ran at load, when idle or when visible included.`,
    '',
    `Targets: Performance ≥ ${t.performance}, Accessibility ${t.accessibility}, Best Practices ${t.bestPractices}, SEO ${t.seo}, LCP ≤ ${ms(t.lcp)}, CLS ≤ ${t.cls}, TBT ≤ ${t.tbt} ms, first-load JS of \`/\` ≤ ${t.homeJsKb} KB and of \`/servicos\` ≤ ${t.servicesJsKb} KB gzip, every tap or keystroke answered (next paint) in ≤ ${t.responseMs} ms, the page's HTML ≤ ${t.htmlKb} KB decoded (✓ met, ✗ missed). HTML: the page as served, decoded, and its gzip (level 9) — what a first visit downloads before its first paint.`,
    '',
    table(HEAD, pre.map((row) => cells(row, true, t))),
    '',
    'Accessibility, Best Practices and SEO audits that failed (any run):',
    '',
    failingList(pre, runs),
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
    `A phone (412×823, touch) with the CPU slowed 4× (CDP \`Emulation.setCPUThrottlingRate\`), network unthrottled: each run opens the page anew (empty cache), waits for its load event and acts at once — and again, once the islands are bound (the loader waits for the browser's reports of the first paint and of the main image on screen, so a tap in the first moments after the load event can find a link not yet taken over: it then opens the linked page, as without JavaScript); the latency is the longest Event Timing entry of the interaction (pointerdown/up and click, or keydown/up), which ends at the next paint; "effect seen" is the wall-clock time from the tap until what it does is on screen (the menu open, the theme changed, the case's dialog or page, the letter in the field) — a tap made before the islands run is kept and made again when they do, so there it includes the wait for them; it also includes the test driver's own round trips (~0.2 s at 4×: the keystroke row, whose letter shows at once, is that floor). Event Timing reports nothing under ${EVENT_TIMING_FLOOR} ms. ${responseRuns} runs each.`,
    '',
    responsivenessTable(responsiveness, t),
    '',
    islandsDelay(responsiveness),
    '',
    '### The next page after a hover-prepared click',
    '',
    `A desktop visitor (1366×900, CPU slowed 4×, banner answered) rests the pointer on a link for 1.5 s, then clicks; the figure is the LCP of the page that opens, from its own navigation start, against ≤ ${t.nextPageLcpMs} ms. Chromium under the DevTools protocol never activates a prerender (PrerenderingDisabledByDevTools) and falls back to a prefetch of the HTML: "Served as" says which happened, so the figure is a ceiling of what a visitor's prerendered page costs. ${responseRuns} runs each.`,
    '',
    nextPage ? nextPageTable(nextPage, t.nextPageLcpMs) : '(not measured in this run)',
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
      failingList(spa, runs),
    );
  }
  return parts.join('\n');
}
