import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, where the end-to-end suite spends its time: the spec files with the most test time (the sum of
 * their tests' durations, retries included), so the next cut to the `npm test` budget starts from figures, not guesses.
 */
export default class SpecTimesReporter implements Reporter {
  private readonly perSpec = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/e2e\//, '');
    const entry = this.perSpec.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += result.retry === 0 ? 1 : 0;
    this.perSpec.set(file, entry);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.perSpec].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log(`\n▶ e2e test time per spec (${Math.round(total / 1000)} s in all, ${Math.round(result.duration / 1000)} s wall)`);
    for (const [file, { ms, tests }] of rows.slice(0, 15)) {
      console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${String(tests).padStart(3)} tests  ${file}`);
    }
  }
}
