// Shared by the `npm run bench:*` scripts: the machine a result was measured on, medians over rounds, and
// docs/benchmarks.md, where each benchmark owns only the part between its own markers.
import { cpus, loadavg, totalmem } from 'node:os';

/** CPU model, cores, RAM, Node version, and the load when the run began (the machine may be shared). */
export function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model?.trim() || 'unknown CPU',
    cores: cpu.length,
    ramGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    load: loadavg()
      .map((l) => l.toFixed(2))
      .join(' / '),
  };
}

export const machineLine = (m) => `${m.cpu}, ${m.cores} cores, ${m.ramGb} GB RAM, Node ${m.node}; load average at start ${m.load} (1/5/15 min)`;

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** docs/benchmarks.md's sections: one rule for every benchmark (scripts/lib/benchmarks-doc.mjs). */
export { writeSection } from './benchmarks-doc.mjs';
