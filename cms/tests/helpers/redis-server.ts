import { spawn } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';

export type RunningRedis = { url: string; stop: () => Promise<void> };

/** A free loopback port, as the OS hands one out. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real, throw-away redis-server (Debian's /usr/bin/redis-server, or REDIS_SERVER) on a free loopback port, in a
 * temporary folder, persisting nothing; `stop` kills it (SIGKILL: an outage, as a crash would be) and removes
 * the folder.
 */
export async function startRedis(): Promise<RunningRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-test-'));
  const port = await freePort();
  const child = spawn(
    process.env.REDIS_SERVER ?? '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const poll = () => {
      if (output.includes('Ready to accept connections')) return resolve();
      if (child.exitCode !== null || Date.now() > deadline) return reject(new Error(`redis-server did not start:\n${output}`));
      setTimeout(poll, 50);
    };
    poll();
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
