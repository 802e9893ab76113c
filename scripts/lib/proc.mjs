// Child processes for the orchestration scripts: run-to-completion and long-running services.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

const children = new Set();

/**
 * Runs a command, streaming its output; rejects with a short message on a non-zero exit. With `capture`, the
 * output (stdout and stderr together) is kept instead and resolved, or attached to the error as `output`.
 */
export function run(cmd, args, { cwd, env = {}, quiet = false, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? 'ignore' : capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    children.add(child);
    let output = '';
    if (capture) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on(capture ? 'close' : 'exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve(output);
      else reject(Object.assign(new Error(`${cmd} ${args.join(' ')} (in ${cwd ?? '.'}) ended with ${signal ?? `exit code ${code}`}`), { output }));
    });
    child.on('error', reject);
  });
}

/** Starts a long-running service; its output is prefixed with a label, or appended to `logFile` when given. */
export function service(label, cmd, args, { cwd, env = {}, logFile } = {}) {
  const output = logFile ? openSync(logFile, 'a') : 'pipe';
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', output, output], detached: true });
  if (logFile) closeSync(output);
  children.add(child);
  child.on('exit', () => children.delete(child));
  if (logFile) return child;
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Stops every child this process started (their whole process groups). */
export function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      try {
        child.kill('SIGTERM');
      } catch {}
    }
  }
}

/** Resolves when `url` answers (any HTTP status below 500), or rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Entry point of an operator script: Ctrl-C / SIGTERM stop its children, an error prints `✖ name: message`;
 * the exit code is what `main` returns (0 when nothing), 1 on an error.
 */
export async function runMain(name, main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }
  try {
    process.exit((await main()) ?? 0);
  } catch (error) {
    console.error(`\n✖ ${name}: ${error.message}`);
    stopAll();
    process.exit(1);
  }
}
