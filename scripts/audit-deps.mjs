// `npm run audit:deps`: `npm audit --omit=dev --audit-level=high` for what ships (cms, web, domain). Fails on a high
// or critical advisory wherever the advisory service answers; where it cannot be reached (some networks answer
// 405, or nothing at all) one line says so and that alone does not fail. The decision: scripts/lib/npm-audit.mjs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { readAudit, verdict } from './lib/npm-audit.mjs';
import { runMain } from './lib/proc.mjs';
import { ROOT } from './lib/steps.mjs';

const PACKAGES = ['cms', 'web', 'domain'];

await runMain('audit:deps', () => {
  const results = PACKAGES.map((name) => {
    const { status, stdout } = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
      cwd: join(ROOT, name),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return { name, result: readAudit({ status, stdout }) };
  });
  const { lines, exitCode } = verdict(results);
  for (const line of lines) console.log(line);
  return exitCode;
});
