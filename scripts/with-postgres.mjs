// Runs a command beside a throw-away PostgreSQL cluster (scripts/lib/throwaway-services.mjs: Debian's packages, its
// data in a temp folder, a free loopback port), stopped and removed when the command ends; exits with its code.
//   node scripts/with-postgres.mjs <database>... -- <command> [args...]
// The databases are created empty; the command gets DATABASE_CLIENT=postgres, DATABASE_URL (the first database) and
// PG_BASE_URL (postgres://…:port, to which /<database> is appended for the others). scripts/ci-postgres.sh and
// scripts/bench-volume-postgres.sh run through it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertPrerequisites } from './lib/prerequisites.mjs';
import { run, runMain } from './lib/proc.mjs';
import { startPostgres } from './lib/throwaway-services.mjs';

async function main() {
  assertPrerequisites(['postgres'], { command: 'The PostgreSQL run' });
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const [databases, command] = [args.slice(0, split), args.slice(split + 1)];
  if (split < 1 || !command.length) throw new Error('usage: node scripts/with-postgres.mjs <database>... -- <command> [args...]');
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const db = await startPostgres(dir, databases).catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error.message}${error.output ? `\n${error.output}` : ''}`);
  });
  try {
    const version = /\(PostgreSQL\) (\S+)/.exec(await run(`${db.bin}/postgres`, ['--version'], { capture: true }))?.[1] ?? '';
    console.log(`PostgreSQL ${version} on ${db.base.replace('postgres://postgres@', '')} (${databases.join(', ')})`);
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_CLIENT: 'postgres', DATABASE_URL: db.url, PG_BASE_URL: db.base },
    });
    return await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  } finally {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runMain('with-postgres', main);
