// `npm run audit:deps` weighs its two sources: the committed advisory list against every lockfile
// (scripts/lib/advisory-list.mjs) and `npm audit` where npm's service answers (scripts/lib/npm-audit.mjs). It fails
// on a high or critical match in either, on a lockfile it cannot read, and when neither source could be consulted —
// a gate that cannot look does not pass.
import { verdict as npmAuditVerdict } from './npm-audit.mjs';

const where = (entries) => [...new Set(entries.map((e) => `${e.version}${e.dev ? ' (dev)' : ''}`))].join(', ');
const fixedIn = (advisory) => (advisory.fixed ? `fixed in ${advisory.fixed}` : 'no fixed release');

/** Lines for one lockfile's findings: ✖ fails, ⚠ an accepted exception, · below high (shown, never failing). */
function lockfileLines(lockfile, findings) {
  return findings.map(({ advisory, entries, excepted, failing }) => {
    const head = `${lockfile}: ${advisory.package} ${where(entries)} — ${advisory.id} (${advisory.severity}, ${fixedIn(advisory)})`;
    if (failing) return `✖ ${head} ${advisory.url}`;
    if (excepted) return `⚠ ${head} — exception of the list`;
    return `· ${head}`;
  });
}

/**
 * { list: { error } | { advisories, exceptions }, lockfiles: [{ name, error } | { name, count, findings }],
 *   audits: [{ name, result }] } → { lines, exitCode }.
 */
export function dependencyVerdict({ list, lockfiles, audits }) {
  const lines = [];
  let exitCode = 0;
  if (list.error) lines.push(`⚠ advisory list: ${list.error}`);
  else {
    for (const lockfile of lockfiles) {
      if (lockfile.error) {
        lines.push(`✖ ${lockfile.error}`);
        exitCode = 1;
        continue;
      }
      lines.push(...lockfileLines(lockfile.name, lockfile.findings));
      if (lockfile.findings.some((f) => f.failing)) exitCode = 1;
      else lines.push(`✔ ${lockfile.name}: ${lockfile.count} packages, none in a high or critical range of the list`);
    }
  }
  const audit = npmAuditVerdict(audits);
  lines.push(...audit.lines);
  exitCode = Math.max(exitCode, audit.exitCode);
  const answered = audits.some(({ result }) => result.kind === 'ok' || result.kind === 'vulnerable');
  if (list.error && !answered) {
    lines.push('✖ no advisory source could be consulted (the list is unreadable and npm audit did not answer): the dependencies are unchecked');
    exitCode = 1;
  }
  return { lines, exitCode };
}
