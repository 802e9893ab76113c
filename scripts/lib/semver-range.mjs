// The part of semver that the advisory list needs (scripts/advisories.json): versions `1.2.3` or `1.2.3-pre.1`, and
// ranges made of comparators (`<4.7.10`, `>=6.0.0 <7.18.0`, `<=3.0.3`, `=1.2.3`, `1.2.3`) joined by spaces (and) and
// `||` (or). The `semver` package is not installed at the root, where `npm run audit:deps` runs before any install.

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** `1.2.3-rc.1` → { parts: [1, 2, 3], pre: ['rc', 1] }; throws on anything else. */
export function parseVersion(text) {
  const match = VERSION.exec(String(text).trim());
  if (!match) throw new Error(`not a version: ${JSON.stringify(text)}`);
  const pre = match[4] ? match[4].split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [];
  return { parts: [Number(match[1]), Number(match[2]), Number(match[3])], pre };
}

function comparePre(a, b) {
  if (a.length === 0 || b.length === 0) return b.length - a.length; // a release is above its pre-releases
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] === undefined) return -1;
    if (b[i] === undefined) return 1;
    if (a[i] === b[i]) continue;
    if (typeof a[i] === 'number' && typeof b[i] === 'number') return a[i] - b[i];
    if (typeof a[i] === 'number') return -1;
    if (typeof b[i] === 'number') return 1;
    return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

/** Negative, zero or positive, as `a` is below, equal to or above `b`. */
export function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i += 1) if (x.parts[i] !== y.parts[i]) return x.parts[i] - y.parts[i];
  return comparePre(x.pre, y.pre);
}

const TESTS = { '<': (c) => c < 0, '<=': (c) => c <= 0, '>': (c) => c > 0, '>=': (c) => c >= 0, '=': (c) => c === 0 };

/** Whether `version` is in `range`; throws on a range it cannot read, so a typo in the list is never "not affected". */
export function satisfies(version, range) {
  const alternatives = String(range)
    .split('||')
    .map((part) => part.trim());
  return alternatives.some((alternative) => {
    const comparators = alternative.split(/\s+/).filter(Boolean);
    if (comparators.length === 0) throw new Error(`empty range: ${JSON.stringify(range)}`);
    return comparators.every((comparator) => {
      const [, op = '=', bound] = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator);
      return TESTS[op](compareVersions(version, bound));
    });
  });
}
