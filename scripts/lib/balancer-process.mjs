// The balancer of scripts/lib/balancer.mjs in a process of its own, as nginx is one: under load it then competes
// with the replicas for the cores (and its CPU can be read from /proc) instead of sharing the load generator's thread.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startBalancer } from './balancer.mjs';

/** Forks a balancer over `upstreams`; resolves with its url, pid and close(). */
export function startBalancerProcess(upstreams, options = {}) {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify({ upstreams, options })], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the balancer stopped while starting (exit ${code})`)));
    child.once('message', ({ url }) =>
      resolve({
        url,
        pid: child.pid,
        close: () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))),
      }),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  const { upstreams, options } = JSON.parse(process.argv[2]);
  const balancer = await startBalancer(upstreams, options);
  process.on('SIGTERM', () => balancer.close().then(() => process.exit(0)));
  // Never outlive the script that started it.
  process.on('disconnect', () => process.exit(0));
  process.send({ url: balancer.url });
}
