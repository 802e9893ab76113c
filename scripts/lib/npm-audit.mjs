// What one `npm audit --omit=dev --audit-level=high --json` run says, and what `npm run audit:deps` does with the
// runs of every package. Kept apart from the script so the decision is tested without the network
// (scripts/tests/audit-deps.test.mjs). The other source, always readable, is the committed list
// (scripts/lib/advisory-list.mjs); both are weighed in scripts/lib/audit-verdict.mjs.
import { FAILING_SEVERITIES } from './advisory-list.mjs';

export { FAILING_SEVERITIES };

/** npm's error codes when the advisory service is not reachable (no network, DNS, refused, timed out). */
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'EPROXY',
]);

/**
 * The packages of a report whose high or critical advisories are all accepted exceptions ({ package, id } of the list),
 * directly or through the packages they depend on (npm names those by name in `via`).
 */
function exceptedPackages(vulnerabilities, exceptions) {
  const memo = new Map();
  const covered = (name, seen) => {
    if (memo.has(name)) return memo.get(name);
    if (seen.has(name)) return true;
    const vulnerability = vulnerabilities[name];
    if (!vulnerability) return false;
    seen.add(name);
    const causes = vulnerability.via ?? [];
    const result =
      causes.length > 0 &&
      causes.every((cause) =>
        typeof cause === 'string'
          ? covered(cause, seen)
          : !FAILING_SEVERITIES.includes(cause?.severity) ||
            exceptions.some((e) => e.package === (cause.name ?? name) && String(cause.url ?? '').endsWith(e.id)),
      );
    memo.set(name, result);
    return result;
  };
  return new Set(Object.keys(vulnerabilities).filter((name) => covered(name, new Set())));
}

/**
 * One run → { kind: 'ok' | 'vulnerable' | 'unreachable' | 'error', ... }:
 * - ok / vulnerable: the service answered; `counts` per severity, `packages` that are high or critical (those whose
 *   only high or critical advisories are `exceptions` of the list go to `excepted` and do not fail).
 * - unreachable: the service did not answer with a report (an HTTP error such as 405, or a network error).
 * - error: anything else (no lockfile, output that is not npm's JSON): the check could not run and must fail.
 */
export function readAudit({ status, stdout }, exceptions = []) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { kind: 'error', reason: `npm audit exited with ${status} without a JSON report` };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const vulnerabilities = report.vulnerabilities ?? {};
    const excused = exceptedPackages(vulnerabilities, exceptions);
    const high = Object.entries(vulnerabilities).filter(([, v]) => FAILING_SEVERITIES.includes(v?.severity));
    const describe = ([name, v]) => `${name} (${v.severity})`;
    const packages = high
      .filter(([name]) => !excused.has(name))
      .map(describe)
      .sort();
    const excepted = high
      .filter(([name]) => excused.has(name))
      .map(describe)
      .sort();
    const failing = FAILING_SEVERITIES.reduce((sum, s) => sum + (Number(counts[s]) || 0), 0);
    if (failing > 0 && packages.length > 0) return { kind: 'vulnerable', counts, packages };
    return excepted.length > 0 ? { kind: 'ok', counts, excepted } : { kind: 'ok', counts };
  }
  if (typeof report?.statusCode === 'number') return { kind: 'unreachable', reason: `HTTP ${report.statusCode}` };
  // npm 10/11 with no connection: only a message, `request to <url> failed, reason: connect ECONNREFUSED 127.0.0.1:9`.
  const fromMessage = /^request to \S+ failed, reason: .*?\b(E[A-Z]{3,})\b/.exec(String(report?.message ?? ''))?.[1];
  const code = report?.error?.code ?? report?.code ?? fromMessage;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^E(4|5)\d\d$/.test(code))) return { kind: 'unreachable', reason: code };
  return { kind: 'error', reason: report?.error?.summary || report?.message || `npm audit exited with ${status}` };
}

const describeCounts = (counts) => ['critical', 'high', 'moderate', 'low'].map((s) => `${Number(counts[s]) || 0} ${s}`).join(', ');

/**
 * The verdict over all packages ({ name, result } each): the lines to print and the exit code. Fails on a high or
 * critical advisory in any package the service answered for, and when a run could not be made at all; when the
 * service could not be reached, one line says which packages went unchecked and that alone does not fail.
 */
export function verdict(results) {
  const lines = [];
  let exitCode = 0;
  for (const { name, result } of results) {
    if (result.kind === 'ok') {
      const outside = result.excepted ? ' outside the exceptions of the list' : '';
      const excepted = result.excepted ? `; excepted: ${result.excepted.join(', ')}` : '';
      lines.push(`✔ ${name}: no high or critical advisory${outside} (${describeCounts(result.counts)}${excepted})`);
    }
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
