// The committed advisory list (scripts/advisories.json) checked against the lockfiles: the source
// `npm run audit:deps` can always read, whether or not npm's advisory service answers. Pure functions over what the
// files hold; reading them is `readAdvisoryList` / `readLockfile`, which return an error instead of throwing.
import { readFileSync } from 'node:fs';
import { satisfies } from './semver-range.mjs';

export const SEVERITIES = ['low', 'moderate', 'high', 'critical'];
export const FAILING_SEVERITIES = ['high', 'critical'];

/** { value } of a JSON file, or { error } saying it is missing or unreadable. */
function readJson(file) {
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { error: error.code === 'ENOENT' ? `${file} is missing` : `${file} is unreadable: ${error.message}` };
  }
}

/** The list, checked for shape (every range readable), or { error }: a list that cannot be trusted is no source. */
export function readAdvisoryList(file) {
  const { value: list, error } = readJson(file);
  if (error) return { error };
  const problems = [];
  if (!Array.isArray(list?.advisories) || list.advisories.length === 0) problems.push('no "advisories" array');
  for (const [i, a] of (list?.advisories ?? []).entries()) {
    for (const field of ['package', 'vulnerable', 'id', 'url'])
      if (typeof a?.[field] !== 'string' || !a[field]) problems.push(`advisories[${i}] has no ${field}`);
    if (!SEVERITIES.includes(a?.severity)) problems.push(`advisories[${i}] (${a?.id}) has severity ${JSON.stringify(a?.severity)}`);
    try {
      satisfies('0.0.0', a?.vulnerable);
    } catch (error) {
      problems.push(`advisories[${i}] (${a?.id}): ${error.message}`);
    }
  }
  for (const [i, e] of (list?.exceptions ?? []).entries()) {
    if (!e?.package || !e?.id || !e?.reason) problems.push(`exceptions[${i}] needs package, id and reason`);
  }
  if (problems.length > 0) return { error: `${file}: ${problems.join('; ')}` };
  return { advisories: list.advisories, exceptions: list.exceptions ?? [] };
}

/** [{ name, version, path, dev }] of a lockfile (v2/v3 `packages`), or { error }. Links and the root are skipped. */
export function readLockfile(file) {
  const { value: lock, error } = readJson(file);
  if (error) return { error };
  if (!lock?.packages || typeof lock.packages !== 'object') return { error: `${file} has no "packages" (lockfileVersion 2 or 3 expected)` };
  const entries = Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.link && typeof entry.version === 'string')
    .map(([path, entry]) => ({
      name: entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version,
      path,
      dev: Boolean(entry.dev),
    }));
  return { entries };
}

/** Whether an advisory is written down as an accepted exception (no fix, not reachable). */
export const isExcepted = (exceptions, advisory) => exceptions.some((e) => e.package === advisory.package && e.id === advisory.id);

/**
 * Every lockfile entry inside an advisory's range: [{ advisory, entries, excepted, failing }], one per advisory that
 * matched. `failing`: high or critical and not an exception.
 */
export function matchAdvisories({ advisories, exceptions }, entries) {
  const findings = [];
  for (const advisory of advisories) {
    const hits = entries.filter((entry) => entry.name === advisory.package && satisfies(entry.version, advisory.vulnerable));
    if (hits.length === 0) continue;
    const excepted = isExcepted(exceptions, advisory);
    findings.push({ advisory, entries: hits, excepted, failing: !excepted && FAILING_SEVERITIES.includes(advisory.severity) });
  }
  return findings;
}
