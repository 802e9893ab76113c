// Shared by the `npm run bench:*` scripts: the machine a result was measured on, medians over rounds, and
// docs/benchmarks.md, where each benchmark owns only the part between its own markers.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';

/** CPU model, cores, RAM, Node version, and the load when the run began (the machine may be shared). */
export function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model?.trim() || 'unknown CPU',
    cores: cpu.length,
    ramGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    load: loadavg().map((l) => l.toFixed(2)).join(' / '),
  };
}

export const machineLine = (m) => `${m.cpu}, ${m.cores} cores, ${m.ramGb} GB RAM, Node ${m.node}; load average at start ${m.load} (1/5/15 min)`;

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Replaces what lies between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` (appended when absent). */
export function writeSection(file, name, body) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nWritten by the `npm run bench:*` scripts; each one replaces only its own section.\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from !== -1 && to > from ? current.slice(0, from) + block + current.slice(to + end.length) : `${current.trimEnd()}\n\n${block}\n`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, next);
}
