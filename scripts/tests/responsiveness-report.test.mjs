// The responsiveness part of the bench:web report (scripts/lib/responsiveness-report.mjs) marks each figure against
// issue 29's targets: islands bound after the load event, Event Timing at load, a tap at load vs the same tap later.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { responsivenessReport } from '../lib/responsiveness-report.mjs';

const run = (latency, toEffect, toIslands, extra = {}) => ({ latency, toEffect, toIslands, bound: false, navigated: false, ...extra });
const row = (text, name) => text.split('\n').find((line) => line.startsWith(`| ${name} |`));

test('a tap at load within 1.2× of the same tap once bound, every Event Timing ≤ 200 ms and islands bound in time: all ✓', () => {
  const text = responsivenessReport([{ name: 'menu', atLoad: [run(80, 330, 60), run(120, 360, 90)], afterIslands: [run(64, 300, 70), run(72, 310, 80)] }], { responseRuns: 2 });
  assert.match(row(text, 'menu'), /\| 100 ms ✓ · worst 120 ms \| 0 of 2 \| 345 ms \| 68 ms ✓ · worst 72 ms \| 305 ms \| 1\.13× ✓ \|/);
  assert.match(text, /Load event → islands bound \(4× CPU\): median 75 ms ✓, worst 90 ms ✓ over 4 runs/);
});

test('one slow run at load, a tap at load twice as slow as later, islands late: each marked ✗; a tap never answered is counted', () => {
  const text = responsivenessReport([{ name: 'theme', atLoad: [run(40, 800, 400), run(240, null, 500)], afterIslands: [run(40, 400, 90), run(48, 400, 160)] }], { responseRuns: 2 });
  assert.match(row(text, 'theme'), /\| 140 ms ✗ · worst 240 ms \| 0 of 2 \| 800 ms \(1 of 2 never showed ✗\) \|/);
  assert.match(row(text, 'theme'), /\| 2\.00× ✗ \|/);
  assert.match(text, /median 280 ms ✗, worst 500 ms ✗/);
});

test('a link followed before its island ran has no Event Timing of its own: "page opened"', () => {
  const text = responsivenessReport([{ name: 'case', atLoad: [run(null, 900, null, { navigated: true })], afterIslands: [run(null, 600, null, { navigated: true })] }], { responseRuns: 1 });
  assert.match(row(text, 'case'), /\| page opened \| 0 of 1 \| 900 ms \| page opened \| 600 ms \| 1\.50× ✗ \| page \/ page \|/);
});
