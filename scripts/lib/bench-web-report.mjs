// The bench:web report: Markdown for docs/benchmarks.md from the medians scripts/bench-web.mjs measured.
import { cpus, totalmem } from 'node:os';
import { median } from './lighthouse-runs.mjs';
import { nextPageTable } from './next-page.mjs';
import { responsivenessReport } from './responsiveness-report.mjs';

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
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

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
    .map(
      (row) =>
        `- \`${row.route}\`: ${row.lcpElement ? `\`${row.lcpElement.selector}\` “${row.lcpElement.label.replace(/\s+/g, ' ').trim()}”` : 'none reported'}`,
    )
    .join('\n');
}

/** Each route's long main-thread tasks in its median-TBT run: what TBT is made of, and which file each task ran. */
function longTaskList(rows) {
  // Lighthouse names a task without a script 'Unattributable'.
  const file = (url) => {
    if (!URL.canParse(url ?? '')) return 'the browser (no script)';
    const { pathname } = new URL(url);
    return pathname.split('/').pop() || pathname;
  };
  return rows
    .map((row) => {
      const run = row.runs[(row.tbtRun ?? 1) - 1] ?? row.runs[0];
      const tasks = (run.longTasks ?? []).map((task) => `${file(task.url)} at ${Math.round(task.start)} ms for ${Math.round(task.duration)} ms`);
      return `- \`${row.route}\` (run ${row.tbtRun ?? 1}, TBT ${Math.round(run.tbt)} ms): ${tasks.length ? tasks.join('; ') : 'no task of 50 ms or more'}`;
    })
    .join('\n');
}

/** What each page's HTML is made of (decoded KB), and what would be left with no inline CSS: the ≤ 40 KB target's causes. */
function htmlPartsTable(rows, t) {
  const head = [
    'Route',
    'HTML',
    'Brand face',
    'Inline CSS',
    'Inline SVG',
    'Inline scripts',
    '`<picture>`',
    'Class attributes',
    'Other markup and text',
    'Without the inline CSS',
  ];
  const k = (bytes) => `${kb(bytes).toFixed(1)} KB`;
  return table(
    head,
    rows.map(({ route, html }) => {
      const p = html.parts;
      return [
        `\`${route}\``,
        k(html.decoded),
        k(p.face ?? 0),
        k(p.css),
        k(p.svg),
        k(p.scripts),
        k(p.pictures),
        k(p.classes),
        k(p.rest),
        `${k(html.decoded - p.css - (p.face ?? 0))} ${met(html.decoded - p.css - (p.face ?? 0) <= t.htmlKb * 1024)}`,
      ];
    }),
  );
}

/** The page beside the same HTML without any script: how far the islands are from the limit. */
function noJsComparison(pre, noJs) {
  const head = ['Route', 'Performance', 'FCP', 'LCP', 'TBT', 'CLS'];
  const pair = (a, b) => `${a} / ${b}`;
  const rows = pre.map((p, i) => {
    const n = noJs[i];
    return [
      `\`${p.route}\``,
      pair(p.performance, n.performance),
      pair(ms(p.fcp), ms(n.fcp)),
      pair(ms(p.lcp), ms(n.lcp)),
      pair(`${Math.round(p.tbt)} ms`, `${Math.round(n.tbt)} ms`),
      pair(p.cls.toFixed(3), n.cls.toFixed(3)),
    ];
  });
  return table(head, rows);
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
    `Production build (prerendered pages) served by \`scripts/serve-web.mjs\` with the API proxied to a local, freshly seeded CMS. Protocol: Lighthouse ${pre[0].runs[0].lighthouse} with its defaults — mobile form factor, simulated throttling (slow 4G, 4× CPU slowdown); ${runs} runs per route, medians shown; each run in a new Chromium with a new, empty profile (chrome-launcher's temporary user-data directory), so every run is a first visit: nothing cached (the brand face's file neither) and the LGPD consent banner on screen, as a new visitor sees the page. Run on a quiet host (no build or test beside it: the load average at the start is above); the simulation multiplies the tasks measured on this host, so a busy host reads as TBT. First-load JS: gzip size (level 9, as served) of every script of the site the page requested while it loaded, with no interaction — the islands that ran at load, when idle or when visible included.`,
    '',
    `Targets: Performance ≥ ${t.performance}, Accessibility ${t.accessibility}, Best Practices ${t.bestPractices}, SEO ${t.seo}, LCP ≤ ${ms(t.lcp)}, CLS ≤ ${t.cls}, TBT ≤ ${t.tbt} ms, first-load JS of \`/\` ≤ ${t.homeJsKb} KB and of \`/servicos\` ≤ ${t.servicesJsKb} KB gzip, every tap or keystroke answered (next paint) in ≤ ${t.responseMs} ms, the page's HTML ≤ ${t.htmlKb} KB decoded (✓ met, ✗ missed). HTML: the page as served, decoded, and the gzip body the server sends (the page's copy compressed at build time with Zopfli, web/scripts/precompress.ts) — what a first visit downloads before its first paint.`,
    '',
    table(
      HEAD,
      pre.map((row) => cells(row, true, t)),
    ),
    '',
    'Accessibility, Best Practices and SEO audits that failed (any run):',
    '',
    failingList(pre, runs),
    '',
    'LCP element of each route (first run):',
    '',
    lcpList(pre),
    '',
    "Long main-thread tasks of each route (Lighthouse's long-tasks audit, simulated at 4× CPU; TBT is what each task lasts past 50 ms between the first contentful paint and the page becoming interactive). The run's trace is beside its report, `.cache/bench-web/<route>-<run>.trace.json.gz` (DevTools › Performance › Load profile):",
    '',
    longTaskList(pre),
    '',
    `What each page's HTML is made of (decoded, as served; the last column marks ≤ ${t.htmlKb} KB):`,
    '',
    htmlPartsTable(pre, t),
    '',
    '### The same HTML with no JavaScript (the limit)',
    '',
    'Each page beside a copy of itself with every script removed (JSON-LD kept), served the same way: the difference is what the islands cost. Cells: page / no JS.',
    '',
    noJsComparison(pre, noJs),
    '',
    responsivenessReport(responsiveness, { responseRuns }),
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
