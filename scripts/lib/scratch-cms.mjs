// A CMS of its own for the operator scripts (API benchmark, crash check, backup test): its SQLite file and
// media folder in a temp directory, the mail sink on its own ports, its output in a log file there (the
// scripts print their own results; the tail of the log is shown when the CMS fails).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from '../mail-sink.mjs';
import { startCms } from './cms-process.mjs';
import { assertPortsFree } from './ports.mjs';
import { waitForHttp } from './proc.mjs';

/** Where the scratch CMS keeps its data: SQLite unless DATABASE_CLIENT=postgres is set for this run. */
function databaseEnv(paths) {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const keys = ['DATABASE_URL', 'DATABASE_HOST', 'DATABASE_PORT', 'DATABASE_NAME', 'DATABASE_USERNAME', 'DATABASE_PASSWORD', 'DATABASE_SSL'];
    return { DATABASE_CLIENT: 'postgres', ...Object.fromEntries(keys.filter((k) => process.env[k]).map((k) => [k, process.env[k]])) };
  }
  return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: paths.database };
}

/**
 * Prepares (does not start) a CMS on `ports` ({ cms, smtp, mailUi }). `seed` loads the demo content and the
 * dev admin on first start. `start()` resolves once it answers; `kill()` is a `kill -9` of the process.
 * `mailSink: false` when the caller runs the sink on ports.smtp itself (e.g. in a process it can freeze).
 */
export async function scratchCms({ name, ports, seed = true, extraEnv = {}, mailSink = true }) {
  if (mailSink) await assertPortsFree(ports);
  else await assertPortsFree({ cms: ports.cms });
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const paths = { dir, database: join(dir, 'cms.db'), publicDir: join(dir, 'public'), log: join(dir, 'cms.log') };
  const sqlite = process.env.DATABASE_CLIENT !== 'postgres';
  const mail = mailSink ? await startMailSink({ smtpPort: ports.smtp, uiPort: ports.mailUi }) : null;
  const url = `http://127.0.0.1:${ports.cms}`;
  let child = null;

  const logTail = (lines = 30) =>
    existsSync(paths.log) ? readFileSync(paths.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)';
  const exited = () => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));

  /** `env` overrides this start only (e.g. SEED=false after a restore). */
  async function start(env = {}) {
    child = startCms({
      port: ports.cms,
      smtpPort: ports.smtp,
      siteUrl: 'http://localhost:4173',
      serveAdminPanel: false,
      extraEnv: { SEED: String(seed), PUBLIC_DIR: paths.publicDir, ...databaseEnv(paths), ...extraEnv, ...env },
      logFile: paths.log,
    });
    const died = exited().then(() => {
      throw new Error(`the CMS stopped while starting (exit ${child.exitCode ?? child.signalCode}); last lines of ${paths.log}:\n${logTail()}`);
    });
    await Promise.race([waitForHttp(`${url}/_health`, 240_000), died]);
  }

  /** Sends `signal` to the CMS's process group and waits until it is gone. */
  async function signal(sig) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, sig);
    } catch {}
    await exited();
  }

  return {
    url,
    paths,
    sqlite,
    mail,
    start,
    /** The process id of the running CMS. */
    pid: () => child?.pid,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    logTail,
    /** Stops the CMS and the mail sink and removes the temp directory (unless KEEP_SCRATCH=1, to look at it). */
    async dispose() {
      await signal('SIGTERM');
      await mail?.close();
      if (process.env.KEEP_SCRATCH === '1') console.log(`scratch CMS kept in ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the seeded dev admin (cms/.env's SEED_ADMIN_*) and returns a bearer header for the admin API. */
export async function adminAuth(url, env = {}) {
  const identifier = env.SEED_ADMIN_EMAIL || 'admin@alicerce.example';
  const password = env.SEED_ADMIN_PASSWORD || 'Alicerce@2026';
  const res = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!res.ok) throw new Error(`admin sign-in as ${identifier} failed: ${res.status} ${await res.text()}`);
  return { Authorization: `Bearer ${(await res.json()).jwt}` };
}
