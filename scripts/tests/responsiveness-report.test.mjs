// The responsiveness part of the bench:web report (scripts/lib/responsiveness-report.mjs) marks each figure against
// issue 29's targets: islands bound after the load event, Event Timing at load, a tap at load vs the same tap later.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { responsivenessReport } from '../lib/responsiveness-report.mjs';

const run = (latency, toEffect, toIslands, extra = {}) => ({ latency, toEffect, painted: null, toIslands, bound: false, navigated: false, ...extra });
const row = (text, name) => text.split('\n').find((line) => line.startsWith(`| ${name} |`));

test('a tap at load within 1.2× of the same tap once bound, every Event Timing ≤ 200 ms and islands bound in time: all ✓', () => {
  const atLoad = [run(80, 330, 60, { painted: 90, afterLoad: 20 }), run(120, 360, 90, { painted: 130, afterLoad: 40 })];
  const afterIslands = [run(64, 300, 70, { painted: 95 }), run(72, 310, 80, { painted: 105 })];
  const text = responsivenessReport([{ name: 'menu', atLoad, afterIslands }], { responseRuns: 2 });
  assert.match(
    row(text, 'menu'),
    /\| 100 ms ✓ · worst 120 ms \| 0 of 2; tap 30 ms after the load event \| 110 ms \| 68 ms ✓ · worst 72 ms \| 100 ms \| 1\.10× ✓ \| 345 ms \/ 305 ms \(1\.13×\) \|/,
  );
  assert.match(row(text, 'menu'), /\| 90 ms, 130 ms \/ 95 ms, 105 ms \|$/);
  assert.match(text, /Load event → islands bound \(4× CPU\): median 75 ms ✓, worst 90 ms ✓ over 4 runs/);
});

test('the ratio is the in-page one: a driver that is slower at load does not make it ✗, a page that is does', () => {
  const slowDriver = responsivenessReport(
    [{ name: 'key', atLoad: [run(24, 600, 50, { painted: 40 })], afterIslands: [run(24, 250, 50, { painted: 38 })] }],
    { responseRuns: 1 },
  );
  assert.match(row(slowDriver, 'key'), /\| 1\.05× ✓ \| 600 ms \/ 250 ms \(2\.40×\) \|/);
  const slowPage = responsivenessReport(
    [{ name: 'card', atLoad: [run(100, 600, 50, { painted: 420 })], afterIslands: [run(100, 450, 50, { painted: 150 })] }],
    { responseRuns: 1 },
  );
  assert.match(row(slowPage, 'card'), /\| 2\.80× ✗ \|/);
});

test('one slow run at load, a tap at load twice as slow as later, islands late: each marked ✗; a tap never answered is counted', () => {
  const atLoad = [run(40, 800, 400, { painted: 700 }), run(240, null, 500)];
  const afterIslands = [run(40, 400, 90, { painted: 350 }), run(48, 400, 160, { painted: 350 })];
  const text = responsivenessReport([{ name: 'theme', atLoad, afterIslands }], { responseRuns: 2 });
  assert.match(row(text, 'theme'), /\| 140 ms ✗ · worst 240 ms \| 0 of 2 \| 700 ms \|/);
  assert.match(row(text, 'theme'), /\| 2\.00× ✗ \| 800 ms \(1 of 2 never showed ✗\) \/ 400 ms/);
  assert.match(row(text, 'theme'), /\| 700 ms, — \/ 350 ms, 350 ms \|$/);
  assert.match(text, /median 280 ms ✗, worst 500 ms ✗/);
});

test('a tap never answered at load is ✗ even when the answered ones were quick', () => {
  const text = responsivenessReport(
    [{ name: 'menu', atLoad: [run(40, 300, 50, { painted: 60 }), run(40, null, 50)], afterIslands: [run(40, 300, 50, { painted: 60 })] }],
    { responseRuns: 2 },
  );
  assert.match(row(text, 'menu'), /\| 1\.00× ✗ \|/);
});

test('a link followed before its island ran has no Event Timing of its own: "page opened", the ratio by the driver', () => {
  const text = responsivenessReport(
    [{ name: 'case', atLoad: [run(null, 900, null, { navigated: true })], afterIslands: [run(null, 600, null, { navigated: true })] }],
    { responseRuns: 1 },
  );
  assert.match(
    row(text, 'case'),
    /\| page opened \| 0 of 1 \| — \| page opened \| — \| 1\.50× ✗ \(driver\) \| 900 ms \/ 600 ms \(1\.50×\) \| page \/ page \| page \/ page \|/,
  );
});
