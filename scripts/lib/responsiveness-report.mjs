// The responsiveness part of the bench:web report (scripts/lib/responsiveness.mjs measures it): per interaction, the
// in-page Event Timing (INP's measure) and the time until its effect showed, at the load event and once the islands
// are bound, and the time from the load event to the islands bound — each against its target.
import { median } from './lighthouse-runs.mjs';
import { EVENT_TIMING_FLOOR } from './responsiveness.mjs';

/** Issue 29's targets: islands bound after the load event (median, worst), a tap at load vs the same tap later. */
export const RESPONSIVENESS_TARGETS = { islandsMedianMs: 100, islandsWorstMs: 150, eventTimingMs: 200, atLoadRatio: 1.2 };

const met = (ok) => (ok ? '✓' : '✗');
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const show = (value) => (value <= EVENT_TIMING_FLOOR ? `< ${EVENT_TIMING_FLOOR} ms` : `${Math.round(value)} ms`);

/** The runs' Event Timing (the runs that stayed on the page) and effect times, with their medians. */
function figures(runs) {
  const latencies = runs.filter((run) => !run.navigated).map((run) => run.latency);
  const effects = runs.map((run) => run.toEffect).filter((value) => typeof value === 'number');
  return {
    latencies,
    latency: latencies.length ? median(latencies) : null,
    opened: runs.length - latencies.length,
    effect: effects.length ? median(effects) : null,
    lost: runs.length - effects.length,
    list: runs.map((run) => (run.navigated ? 'page' : show(run.latency))).join(', '),
  };
}

function latencyCell(f, t) {
  if (f.latency === null) return 'page opened';
  const head = `${show(f.latency)} ${met(Math.max(...f.latencies) <= t.eventTimingMs)} · worst ${show(Math.max(...f.latencies))}`;
  return f.opened ? `${head}; ${f.opened} of ${f.opened + f.latencies.length} opened the linked page` : head;
}

const effectCell = (f, total) => `${f.effect === null ? '—' : `${Math.round(f.effect)} ms`}${f.lost ? ` (${f.lost} of ${total} never showed ✗)` : ''}`;

/**
 * Tap or keystroke → next paint (Event Timing, target: every run ≤ 200 ms) and tap → effect seen, at the load event
 * and once the islands are bound, with the ratio of the two effect times (target ≤ 1.2×).
 */
function interactionsTable(results, t) {
  const rows = results.map(({ name, atLoad, afterIslands }) => {
    const now = figures(atLoad);
    const later = figures(afterIslands);
    const ratio = now.effect !== null && later.effect ? now.effect / later.effect : null;
    return [
      name,
      latencyCell(now, t),
      `${atLoad.filter((run) => run.bound).length} of ${atLoad.length}`,
      effectCell(now, atLoad.length),
      latencyCell(later, t),
      effectCell(later, afterIslands.length),
      ratio === null ? '—' : `${ratio.toFixed(2)}× ${met(ratio <= t.atLoadRatio)}`,
      `${now.list} / ${later.list}`,
    ];
  });
  return table(
    ['Interaction', 'At the load event: Event Timing, median', 'Islands bound at that tap', 'Tap → effect seen', 'Once bound: Event Timing, median', 'Tap → effect seen', 'Effect at load ÷ once bound', 'Runs (at load / bound)'],
    rows,
  );
}

/** Load event → islands bound, over every run that saw both. */
function islandsDelay(results, t) {
  const delays = results.flatMap(({ atLoad, afterIslands }) => [...atLoad, ...afterIslands]).map((run) => run.toIslands).filter((value) => typeof value === 'number');
  if (!delays.length) return '';
  const [mid, worst] = [median(delays), Math.max(...delays)];
  return `Load event → islands bound (4× CPU): median ${Math.round(mid)} ms ${met(mid <= t.islandsMedianMs)}, worst ${Math.round(worst)} ms ${met(worst <= t.islandsWorstMs)} over ${delays.length} runs (targets ≤ ${t.islandsMedianMs} ms and ≤ ${t.islandsWorstMs} ms; negative: bound before the load event).`;
}

/** The "Responsiveness right after load" subsection of the bench:web report. */
export function responsivenessReport(results, { responseRuns, targets = RESPONSIVENESS_TARGETS }) {
  return [
    '### Responsiveness right after load (tap or keystroke → next paint)',
    '',
    `A phone (412×823, touch) with the CPU slowed 4× (CDP \`Emulation.setCPUThrottlingRate\`), network unthrottled: each run opens the page anew (empty cache), waits for its load event and acts at once — and again, once the islands are bound ("islands bound": the page's \`load\` islands in view, \`<html data-islands="ready">\`). Event Timing is the page's own \`PerformanceEventTiming\`: the longest entry of the interaction (those with its \`interactionId\`, as INP takes them), which ends at the next paint; target ≤ ${targets.eventTimingMs} ms for every run. "Effect seen" is the wall-clock time from the tap until what it does is on screen (the menu open, the theme changed, the case's dialog or page, the letter in the field) — a tap made before its island is bound is held and made again when it is (web/src/lib/islands/early-input.ts), so there it includes the wait for it; it also includes the test driver's own round trips (~0.2 s at 4×: the keystroke row, whose letter shows at once, is that floor). Target: the effect at load ≤ ${targets.atLoadRatio}× the effect once bound. Event Timing reports nothing under ${EVENT_TIMING_FLOOR} ms. ${responseRuns} runs each.`,
    '',
    interactionsTable(results, targets),
    '',
    islandsDelay(results, targets),
  ].join('\n');
}

/**
 * `npm run bench:web -- --only=responsiveness`: the same subsection alone, with its date and machine, for its own
 * part of docs/benchmarks.md (the full run's Lighthouse figures are left as they are).
 */
export function responsivenessOnlySection(results, { responseRuns, machine, chromium }) {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  return [
    '## Web: responsiveness right after load (`npm run bench:web -- --only=responsiveness`)',
    '',
    `Measured ${date} UTC on ${machine}; Chromium ${chromium}. Production build served by \`scripts/serve-web.mjs\` with a local, freshly seeded CMS, as the full bench.`,
    '',
    responsivenessReport(results, { responseRuns }).replace(/^### [^\n]*\n\n/, ''),
  ].join('\n');
}
