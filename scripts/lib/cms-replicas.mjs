// CMS replicas on shared services (`npm run scale-check`, `npm run bench:api -- --replicas 2`): each on a free
// loopback port with its own media folder and log file in `dir`, all with the same `env` (DATABASE_*, REDIS_URL, S3_*).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startCms } from './cms-process.mjs';
import { waitForHttp } from './proc.mjs';
import { freePort } from './throwaway-services.mjs';

/**
 * Starts one replica per name, one after the other: the first creates the tables and seeds the demo content and
 * the dev admin (SEED=true), the next ones find them. Resolves once every one answers /_health.
 */
export async function startReplicas({ names, dir, smtpPort, env }) {
  const replicas = [];
  for (const name of names) {
    const port = await freePort();
    const publicDir = join(dir, `public-${name}`);
    const logFile = join(dir, `cms-${name}.log`);
    mkdirSync(join(publicDir, 'uploads'), { recursive: true });
    const child = startCms({
      port,
      smtpPort,
      siteUrl: 'http://localhost:4173',
      serveAdminPanel: false,
      logFile,
      extraEnv: { SEED: String(replicas.length === 0), PUBLIC_DIR: publicDir, ...env },
    });
    const url = `http://127.0.0.1:${port}`;
    const died = new Promise((_, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`replica ${name} stopped while starting (${code ?? signal}); see ${logFile}`))),
    );
    await Promise.race([waitForHttp(`${url}/_health`, 240_000), died]);
    died.catch(() => {});
    replicas.push({ name, url, publicDir, pid: child.pid, kill: () => process.kill(-child.pid, 'SIGKILL') });
  }
  return replicas;
}
