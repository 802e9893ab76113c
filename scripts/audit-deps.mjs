// `npm run audit:deps`: the shipped dependencies against two sources. The committed advisory list
// (scripts/advisories.json) is checked against every package-lock.json — it can always be read, so the gate works
// offline; `npm audit --omit=dev --audit-level=high` adds what npm's service knows where it answers (some networks
// answer 405). Fails on a high or critical advisory that is not a listed exception, on a lockfile it cannot read, and
// when no source can be consulted. `--root=DIR` checks another tree (the tests). The decision:
// scripts/lib/audit-verdict.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchAdvisories, readAdvisoryList, readLockfile } from './lib/advisory-list.mjs';
import { dependencyVerdict } from './lib/audit-verdict.mjs';
import { readAudit } from './lib/npm-audit.mjs';
import { runMain } from './lib/proc.mjs';
import { PACKAGES, ROOT } from './lib/steps.mjs';

/** What ships (npm audit --omit=dev); tests/ holds only the test tools, checked against the list. */
const AUDITED = ['cms', 'web', 'domain'];

const root = process.argv.find((a) => a.startsWith('--root='))?.slice(7) ?? ROOT;

function npmAudit(name) {
  const { status, stdout } = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: join(root, name),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, npm_config_fetch_retries: process.env.npm_config_fetch_retries ?? '1' },
  });
  return { status, stdout };
}

await runMain('audit:deps', () => {
  const list = readAdvisoryList(join(root, 'scripts', 'advisories.json'));
  const lockfileNames = [
    ...(existsSync(join(root, 'package-lock.json')) ? ['package-lock.json'] : []),
    ...PACKAGES.map((pkg) => `${pkg}/package-lock.json`),
  ];
  const lockfiles = list.error
    ? []
    : lockfileNames.map((name) => {
        const lock = readLockfile(join(root, name));
        return lock.error ? { name, error: lock.error } : { name, count: lock.entries.length, findings: matchAdvisories(list, lock.entries) };
      });
  const exceptions = list.exceptions ?? [];
  const audits = AUDITED.map((name) => ({ name, result: readAudit(npmAudit(name), exceptions) }));
  const { lines, exitCode } = dependencyVerdict({ list, lockfiles, audits });
  for (const line of lines) console.log(line);
  return exitCode;
});
