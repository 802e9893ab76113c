// The responsiveness part of the bench:web report (scripts/lib/responsiveness.mjs measures it): per interaction, the
// in-page Event Timing (INP's measure) and the time until its effect showed, at the load event and once the islands
// are bound, and the time from the load event to the islands bound — each against its target.
import { median } from './lighthouse-runs.mjs';
import { EVENT_TIMING_FLOOR } from './responsiveness.mjs';

/** Issue 29's targets: islands bound after the load event (median, worst), a tap at load vs the same tap later. */
export const RESPONSIVENESS_TARGETS = { islandsMedianMs: 100, islandsWorstMs: 150, eventTimingMs: 200, atLoadRatio: 1.2 };

const met = (ok) => (ok ? '✓' : '✗');
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const show = (value) => (value <= EVENT_TIMING_FLOOR ? `< ${EVENT_TIMING_FLOOR} ms` : `${Math.round(value)} ms`);

/** The runs' Event Timing (the runs that stayed on the page) and effect times, with their medians. */
function figures(runs) {
  const latencies = runs.filter((run) => !run.navigated).map((run) => run.latency);
  const effects = runs.map((run) => run.toEffect).filter((value) => typeof value === 'number');
  const painted = runs.map((run) => run.painted).filter((value) => typeof value === 'number');
  return {
    latencies,
    latency: latencies.length ? median(latencies) : null,
    opened: runs.length - latencies.length,
    effect: effects.length ? median(effects) : null,
    lost: runs.length - effects.length,
    painted: painted.length ? median(painted) : null,
    afterLoad: median(runs.map((run) => run.afterLoad).filter((value) => typeof value === 'number')),
    paintedList: runs.map((run) => (typeof run.painted === 'number' ? `${Math.round(run.painted)} ms` : run.navigated ? 'page' : '—')).join(', '),
    list: runs.map((run) => (run.navigated ? 'page' : show(run.latency))).join(', '),
  };
}

function latencyCell(f, t) {
  if (f.latency === null) return 'page opened';
  const head = `${show(f.latency)} ${met(Math.max(...f.latencies) <= t.eventTimingMs)} · worst ${show(Math.max(...f.latencies))}`;
  return f.opened ? `${head}; ${f.opened} of ${f.opened + f.latencies.length} opened the linked page` : head;
}

const effectCell = (f, total) =>
  `${f.effect === null ? '—' : `${Math.round(f.effect)} ms`}${f.lost ? ` (${f.lost} of ${total} never showed ✗)` : ''}`;
const paintedCell = (f) => (f.painted === null ? '—' : `${Math.round(f.painted)} ms`);
const ratioOf = (now, later) => (now !== null && later ? now / later : null);

/**
 * Tap or keystroke → next paint (Event Timing, target: every run ≤ 200 ms) and tap → effect on screen, at the load
 * event and once the islands are bound, with the ratio of the two (target ≤ 1.2×) — measured in the page, from the
 * input's own timestamp (by the driver's clock where the tap opened another page); the driver's figures beside them.
 */
function interactionsTable(results, t) {
  const rows = results.map(({ name, atLoad, afterIslands }) => {
    const now = figures(atLoad);
    const later = figures(afterIslands);
    const inPage = ratioOf(now.painted, later.painted);
    const driverRatio = ratioOf(now.effect, later.effect);
    const ratio = inPage ?? driverRatio;
    return [
      name,
      latencyCell(now, t),
      `${atLoad.filter((run) => run.bound).length} of ${atLoad.length}${Number.isFinite(now.afterLoad) ? `; tap ${Math.round(now.afterLoad)} ms after the load event` : ''}`,
      paintedCell(now),
      latencyCell(later, t),
      paintedCell(later),
      ratio === null ? '—' : `${ratio.toFixed(2)}× ${met(ratio <= t.atLoadRatio && !now.lost)}${inPage === null ? ' (driver)' : ''}`,
      `${effectCell(now, atLoad.length)} / ${effectCell(later, afterIslands.length)}${driverRatio === null ? '' : ` (${driverRatio.toFixed(2)}×)`}`,
      `${now.list} / ${later.list}`,
      `${now.paintedList} / ${later.paintedList}`,
    ];
  });
  return table(
    [
      'Interaction',
      'At the load event: Event Timing, median',
      'Islands bound at that tap',
      'Tap → effect on screen',
      'Once bound: Event Timing, median',
      'Tap → effect on screen',
      'Effect at load ÷ once bound',
      'Tap → effect seen by the test driver, at load / once bound (ratio)',
      'Event Timing runs (at load / bound)',
      'Effect on screen runs (at load / bound)',
    ],
    rows,
  );
}

/** Load event → islands bound, over every run that saw both. */
function islandsDelay(results, t) {
  const delays = results
    .flatMap(({ atLoad, afterIslands }) => [...atLoad, ...afterIslands])
    .map((run) => run.toIslands)
    .filter((value) => typeof value === 'number');
  if (!delays.length) return '';
  const [mid, worst] = [median(delays), Math.max(...delays)];
  return `Load event → islands bound (4× CPU): median ${Math.round(mid)} ms ${met(mid <= t.islandsMedianMs)}, worst ${Math.round(worst)} ms ${met(worst <= t.islandsWorstMs)} over ${delays.length} runs (targets ≤ ${t.islandsMedianMs} ms and ≤ ${t.islandsWorstMs} ms; negative: bound before the load event).`;
}

/** The "Responsiveness right after load" subsection of the bench:web report. */
export function responsivenessReport(results, { responseRuns, targets = RESPONSIVENESS_TARGETS }) {
  return [
    '### Responsiveness right after load (tap or keystroke → next paint)',
    '',
    `A phone (412×823, touch) with the CPU slowed 4× (CDP \`Emulation.setCPUThrottlingRate\`), network unthrottled: each run opens the page anew (empty cache), waits for its load event and acts at once — a touch where the element was laid out on an earlier load, with no lookup on the loading page (median delay from the load event to the touch reaching the page in the third column) — and again, once the islands are bound ("islands bound": the page's \`load\` islands in view, \`<html data-islands="ready">\`). Event Timing is the page's own \`PerformanceEventTiming\`: the longest entry of the interaction (those with its \`interactionId\`, as INP takes them), which ends at the next paint; target ≤ ${targets.eventTimingMs} ms for every run. "Effect on screen" is measured in the page: from the input's own timestamp (when the touch or key reached the browser, where Event Timing starts) to the end of the first frame that shows what it does (the menu open, the theme changed, the case's dialog, the letter in the field) — a tap made before its island is bound is held and made again when it is (web/src/site/lib/islands/early-input.ts), so there it includes the wait for it. Target: the effect at load ≤ ${targets.atLoadRatio}× the effect once bound (by the driver's figures where the tap opened another page). "Seen by the test driver" is the wall-clock time from the driver's call to its seeing the effect: it also holds the driver's own round trips to the page (polling for the effect), which a busy page at load makes longer (~0.2 s at 4×; the keystroke row, whose letter shows at once, is that floor). Event Timing reports nothing under ${EVENT_TIMING_FLOOR} ms. ${responseRuns} runs each.`,
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
