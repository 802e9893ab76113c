import { fork, type ChildProcess } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';

const CMS_DIR = path.resolve(__dirname, '../..');

export type RunningCms = {
  url: string;
  dbFile: string;
  /** Creates `rows` of `uid` through the document service of that CMS (one transaction); resolves with the count. */
  createDocuments: (uid: string, rows: Array<Record<string, unknown>>, status?: 'published' | 'draft') => Promise<number>;
  /** Changes one document of `uid` through the document service of that CMS (as the dashboard's edit would). */
  updateDocument: (uid: string, documentId: string, data: Record<string, unknown>) => Promise<number>;
  /** Runs one part of the seed again in that CMS (e.g. 'seedProof', from dist/src/seed/seed-proof.js). */
  runSeed: (part: 'seedProof') => Promise<number>;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL: no shutdown hook runs), as a crash or an OOM kill would. */
  kill: () => Promise<void>;
  output: () => string;
};
export type StoppedCms = { code: number | null; stderr: string };

/** Six distinct random secrets, as scripts/lib/cms-env.mjs generates them. */
export function strongSecrets() {
  const secret = () => randomBytes(24).toString('base64');
  return {
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}

/**
 * Starts the compiled CMS in a child process with exactly `env` (on top of a bare PATH/HOME: nothing from the
 * suite's settings or from cms/.env leaks in) on the SQLite file `dbFile` (default: a temporary one, removed
 * when the CMS stops). Resolves once it listens, or with its exit code and stderr when it stops before that.
 */
export function startCms(env: Record<string, string>, dbFile?: string) {
  const ownDir = dbFile ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'cms-child-'));
  dbFile ??= path.join(ownDir!, 'cms.db');
  const child: ChildProcess = fork(path.join(__dirname, 'cms-child.cjs'), [], {
    cwd: CMS_DIR,
    silent: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      ENV_PATH: '/dev/null',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1:1337',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: dbFile,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: process.env.SMTP_PORT ?? '1',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      BROWSER: 'false',
      ...env,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
  // What Strapi's logger prints (it writes every level to stdout), for tests that check a log line.
  let stdout = '';
  child.stdout!.on('data', (chunk) => (stdout = (stdout + chunk).slice(-200_000)));
  const exited = new Promise<StoppedCms>((resolve) =>
    child.once('exit', (code) => {
      if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
      resolve({ code, stderr });
    }),
  );

  let requests = 0;
  const ask = (message: object) =>
    new Promise<number>((resolve, reject) => {
      const id = ++requests;
      const onMessage = (answer: { id?: number; created?: number; error?: string }) => {
        if (answer.id !== id) return;
        child.off('message', onMessage);
        if (answer.error) reject(new Error(answer.error));
        else resolve(answer.created!);
      };
      child.on('message', onMessage);
      child.send({ id, ...message });
    });
  const createDocuments: RunningCms['createDocuments'] = (uid, rows, status) => ask({ uid, status, rows });
  const updateDocument: RunningCms['updateDocument'] = (uid, documentId, data) => ask({ uid, update: { documentId, data } });
  const runSeed: RunningCms['runSeed'] = (part) => ask({ seed: part });

  return new Promise<RunningCms | StoppedCms>((resolve) => {
    child.once('message', (message: { port: number }) =>
      resolve({
        url: `http://127.0.0.1:${message.port}`,
        dbFile: dbFile!,
        output: () => stdout,
        createDocuments,
        updateDocument,
        runSeed,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      }),
    );
    exited.then(resolve);
  });
}

/** For a start that must succeed: the running CMS, or an error carrying the child's stderr. */
export async function startRunningCms(env: Record<string, string>, dbFile?: string): Promise<RunningCms> {
  const result = await startCms(env, dbFile);
  if ('url' in result) return result;
  throw new Error(`the CMS exited with code ${result.code} before listening:\n${result.stderr.slice(-3000)}`);
}
