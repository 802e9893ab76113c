// Lighthouse 12 runs of one URL in Debian's Chromium, and what the web benchmark keeps of each report.
// Lighthouse and chrome-launcher are test tooling, installed in tests/node_modules: loaded from there.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS } from './chromium.mjs';

const testsRequire = createRequire(new URL('../../tests/package.json', import.meta.url));
const load = async (name) => import(pathToFileURL(testsRequire.resolve(name)).href);

/** Headless, and nothing of Chromium's own background traffic in the measured network. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Audits that pass or fail; informative, manual and not-applicable ones never count against a category. */
const SCORED = new Set(['binary', 'numeric', 'metricSavings', 'error']);

/**
 * `runs` Lighthouse runs of `url`, each in a new Chromium with a new profile, with Lighthouse's defaults: mobile form
 * factor, simulated (Lantern) throttling. Every run is a first visit: Lighthouse itself clears the HTTP cache and some
 * storage between runs but keeps cookies, localStorage and IndexedDB, so run 2 of one browser would be a visitor who
 * was here before with an empty cache — a state no real visitor is in.
 * Returns each run's report (lhr), its HTML report, its trace and the Chromium version (the user agent only says
 * "156.0.0.0").
 */
export async function lighthouseRuns(url, { runs, chromePath }) {
  const [{ default: lighthouse }, { launch }] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  const results = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const chromium = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser.replace(/^\D+\//, '');
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: ['json', 'html'], onlyCategories: CATEGORIES });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      // The run's trace (Chromium's performance trace Lighthouse recorded): what ran in the TBT window, to open in DevTools.
      results.push({ lhr: result.lhr, html: result.report[1], chromium, trace: result.artifacts?.Trace ?? null });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

/** The figures of one run the benchmark table shows, and the audits that kept a category below 100. */
export function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = {};
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    failing[category] = lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
      .map((audit) => ({ id: audit.id, title: audit.title }));
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    // Every script the page loaded (gzip on the wire), chunks requested after the HTML's own list included.
    scriptTransfer: lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    scriptUrls: (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url),
    lcpElement: lcpElement(lhr),
    // The main thread's long tasks (≥ 50 ms, as Lighthouse simulated them at 4× CPU): where TBT comes from.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
      url: task.url ?? '',
      start: task.startTime ?? 0,
      duration: task.duration ?? 0,
    })),
    failing,
    warnings: lhr.runWarnings ?? [],
    lighthouse: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Where the largest contentful paint happened: CSS path and the start of its text (or alt). */
function lcpElement(lhr) {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return node ? { selector: node.selector ?? '', label: (node.nodeLabel ?? '').slice(0, 60) } : null;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
