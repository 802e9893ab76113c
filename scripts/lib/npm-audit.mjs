// What one `npm audit --omit=dev --audit-level=high --json` run says, and what `npm run audit:deps` does with the
// runs of every package. Kept apart from the script so the decision is tested without the network
// (scripts/tests/audit-deps.test.mjs).

/** Severities that fail the check (npm's --audit-level=high). */
export const FAILING_SEVERITIES = ['high', 'critical'];

/** npm's error codes when the advisory service is not reachable (no network, DNS, refused, timed out). */
const NETWORK_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ESOCKETTIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED', 'EPROXY']);

/**
 * One run → { kind: 'ok' | 'vulnerable' | 'unreachable' | 'error', ... }:
 * - ok / vulnerable: the service answered; `counts` per severity, `packages` that are high or critical.
 * - unreachable: the service did not answer with a report (an HTTP error such as 405, or a network error).
 * - error: anything else (no lockfile, output that is not npm's JSON): the check could not run and must fail.
 */
export function readAudit({ status, stdout }) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { kind: 'error', reason: `npm audit exited with ${status} without a JSON report` };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const packages = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => FAILING_SEVERITIES.includes(v?.severity))
      .map(([name, v]) => `${name} (${v.severity})`)
      .sort();
    const failing = FAILING_SEVERITIES.reduce((sum, s) => sum + (Number(counts[s]) || 0), 0);
    return failing > 0 ? { kind: 'vulnerable', counts, packages } : { kind: 'ok', counts };
  }
  if (typeof report?.statusCode === 'number') return { kind: 'unreachable', reason: `HTTP ${report.statusCode}` };
  const code = report?.error?.code ?? report?.code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^E(4|5)\d\d$/.test(code))) return { kind: 'unreachable', reason: code };
  return { kind: 'error', reason: report?.error?.summary || report?.message || `npm audit exited with ${status}` };
}

const describeCounts = (counts) =>
  ['critical', 'high', 'moderate', 'low'].map((s) => `${Number(counts[s]) || 0} ${s}`).join(', ');

/**
 * The verdict over all packages ({ name, result } each): the lines to print and the exit code. Fails on a high or
 * critical advisory in any package the service answered for, and when a run could not be made at all; when the
 * service could not be reached, one line says which packages went unchecked and that alone does not fail.
 */
export function verdict(results) {
  const lines = [];
  let exitCode = 0;
  for (const { name, result } of results) {
    if (result.kind === 'ok') lines.push(`✔ ${name}: no high or critical advisory (${describeCounts(result.counts)})`);
    if (result.kind === 'vulnerable') {
      lines.push(`✖ ${name}: ${describeCounts(result.counts)} — ${result.packages.join(', ')}`);
      exitCode = 1;
    }
    if (result.kind === 'error') {
      lines.push(`✖ ${name}: npm audit could not run: ${result.reason}`);
      exitCode = 1;
    }
  }
  const unreachable = results.filter(({ result }) => result.kind === 'unreachable');
  if (unreachable.length > 0) {
    const reasons = [...new Set(unreachable.map(({ result }) => result.reason))].join(', ');
    lines.push(`⚠ npm audit: the advisory service could not be reached (${reasons}); not checked: ${unreachable.map(({ name }) => name).join(', ')}`);
  }
  return { lines, exitCode };
}
