// `npm run bench:api`: load on the CMS's public API, measured with autocannon against a CMS of its own
// (seeded SQLite in a temp folder, lead rate limit lifted). Each round reads the four public endpoints the
// site calls at 50 connections for 15 s each, then sends a burst of distinct valid leads as the site's form
// does; after every burst the leads stored must be exactly the 2xx answers. Medians over the rounds go to
// docs/benchmarks.md (section bench:api) with the machine they were measured on.
// Options: --runs=3 --duration=15 --connections=50 --leads=3000 --no-write; --case=volume runs the dashboard at volume
// (scripts/bench-volume.mjs) instead, --replicas 2 one replica beside two on PostgreSQL + Redis (scripts/bench-replicas.mjs).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { BROWSER_HEADERS, cannon as autocannonRun, cpuMs, leadBody, publicReads, settled, storedLeads } from './lib/api-load.mjs';
import { readEnvFile } from './lib/cms-env.mjs';
import { machine, machineLine, median, writeSection } from './lib/bench-report.mjs';
import { OPS_PORTS } from './lib/ports.mjs';
import { runMain } from './lib/proc.mjs';
import { adminAuth, scratchCms } from './lib/scratch-cms.mjs';
import { ROOT, prepareCmsServer } from './lib/steps.mjs';
import { benchVolume } from './bench-volume.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const RUNS = arg('runs', 3);
const DURATION = arg('duration', 15);
const CONNECTIONS = arg('connections', 50);
const LEADS = arg('leads', 3000);
const WRITE = !process.argv.includes('--no-write');
const TARGETS = { readP99: 30, leadRps: 300, leadP99: 100 };

const cannon = (options) => autocannonRun({ connections: CONNECTIONS, ...options });

async function measureRead(cms, { path }, duration) {
  const cpuBefore = cpuMs(cms.pid());
  const result = await cannon({ url: cms.url + path, duration, headers: BROWSER_HEADERS });
  const cpu = (cpuMs(cms.pid()) - cpuBefore) / (result['2xx'] + result.non2xx);
  // Timeouts (10 s) and error answers are counted, not folded into the latencies: they miss the target.
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu, failed: result.non2xx + result.errors };
}

/** A burst of `amount` distinct leads; then the count stored must match the 2xx answers. */
async function measureLeads(cms, auth, run) {
  const url = cms.url;
  const before = await storedLeads(url, auth);
  let n = 0;
  const cpuBefore = cpuMs(cms.pid());
  const started = Date.now();
  const result = await cannon({
    url,
    amount: LEADS,
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        setupRequest: (req) => ({
          ...req,
          headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: leadBody(run, ++n),
        }),
      },
    ],
  });
  // Up to the last answer: a fixed amount of requests ends on autocannon's next 1-s tick, not when the last one does.
  const seconds = (result.lastAnswerAt - started) / 1000;
  const cpu = ((await settled(cms.pid())) - cpuBefore) / (result['2xx'] + result.non2xx);
  const ok = result['2xx'];
  const stored = (await storedLeads(url, auth)) - before;
  // A request whose answer never arrived (timeout, reset) may still have been stored: that is not a loss.
  const unanswered = result.errors;
  const lost = ok - stored;
  if (lost > 0 || stored > ok + unanswered) {
    throw new Error(
      `lead burst ${run}: ${ok} answered 2xx but ${stored} stored (${result.non2xx} non-2xx, ${unanswered} unanswered) — ` +
        (lost > 0 ? `${lost} accepted lead(s) LOST` : `${stored - ok - unanswered} lead(s) stored that no answer accounts for`),
    );
  }
  return {
    rps: (ok + result.non2xx) / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu,
    ok,
    stored,
    non2xx: result.non2xx,
    unanswered,
    statusCodes: result.statusCodeStats,
  };
}

const fmt = (v, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '—');
const mark = (met) => (met ? 'met' : '**missed**');

function report(m, reads, leads, started, roundLoads) {
  const rows = reads.map(({ name, rounds }) => {
    const p99 = median(rounds.map((r) => r.p99));
    const failed = rounds.reduce((sum, r) => sum + r.failed, 0);
    const target = `p99 ≤ ${TARGETS.readP99} ms: ${mark(p99 <= TARGETS.readP99 && failed === 0)}${failed ? ` (${failed} timed out or failed)` : ''}`;
    return `| ${name} | ${fmt(median(rounds.map((r) => r.rps)))} | ${fmt(median(rounds.map((r) => r.p50)), 1)} | ${fmt(p99, 1)} | ${fmt(median(rounds.map((r) => r.cpu)), 2)} | ${target} |`;
  });
  const rps = median(leads.map((r) => r.rps));
  const p99 = median(leads.map((r) => r.p99));
  rows.push(
    `| POST /api/leads (${LEADS} distinct leads per round) | ${fmt(rps, 1)} | ${fmt(median(leads.map((r) => r.p50)), 1)} | ${fmt(p99, 1)} | ${fmt(median(leads.map((r) => r.cpu)), 2)} | ≥ ${TARGETS.leadRps} req/s: ${mark(rps >= TARGETS.leadRps)}; p99 ≤ ${TARGETS.leadP99} ms: ${mark(p99 <= TARGETS.leadP99)} |`,
  );
  const accounting = leads
    .map((r, i) => `round ${i + 1}: ${r.ok} × 2xx, ${r.stored} stored, ${r.non2xx} non-2xx, ${r.unanswered} unanswered`)
    .join('; ');
  const perRound = leads
    .map((lead, i) => {
      const worstRead = Math.max(...reads.map((read) => read.rounds[i].p99));
      return `| ${i + 1} | ${roundLoads[i]} | ${fmt(worstRead, 1)} | ${fmt(lead.rps, 1)} | ${fmt(lead.p99, 1)} |`;
    })
    .join('\n');
  return `## API under load (\`npm run bench:api\`)

Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine(m)}.
A CMS of its own (seeded SQLite in a temp folder, development mode, mail to the local sink) and autocannon on
the same machine; ${CONNECTIONS} connections, each read for ${DURATION} s after a short warm-up, then a burst of
distinct valid leads as the site's form sends them. Medians of ${leads.length} round(s).

| Request | req/s | p50 ms | p99 ms | CMS CPU ms/req | Target |
| --- | ---: | ---: | ---: | ---: | --- |
${rows.join('\n')}

CMS CPU ms/req is the CPU time of the CMS process per answer (from /proc): what a request costs, however
busy the rest of the machine was; one core serves at most 1000 / that many requests per second.

Each round, with the machine's 1-minute load average when it began and ended (other work on the machine shows here):

| Round | Load (start → end) | Worst read p99 ms | Leads req/s | Leads p99 ms |
| ---: | ---: | ---: | ---: | ---: |
${perRound}

Nothing lost: no lead answered 2xx is missing after any burst, and the only extra rows are requests whose
answer never arrived (${accounting}).`;
}

async function main() {
  await prepareCmsServer();
  const m = machine();
  const started = new Date();
  const cms = await scratchCms({
    name: 'bench-api',
    ports: OPS_PORTS.bench,
    seed: true,
    // The benchmark sends thousands of leads from one address; the limit itself is tested in the CMS suite.
    extraEnv: { LEAD_RATE_LIMIT_MAX: '100000000', LEADS_NOTIFY_TO: 'comercial@alicerce.example' },
  });
  try {
    console.log(`\n▶ bench:api — starting a seeded CMS (${cms.paths.dir})`);
    await cms.start();
    const auth = await adminAuth(cms.url, readEnvFile(join(ROOT, 'cms', '.env')));
    const reads = publicReads().map((read) => ({ ...read, rounds: [] }));
    const leads = [];
    const roundLoads = [];
    for (let run = 1; run <= RUNS; run++) {
      roundLoads.push(loadavg()[0].toFixed(2));
      console.log(`\n▶ round ${run}/${RUNS} (load average ${roundLoads.at(-1)})`);
      for (const read of reads) {
        await measureRead(cms, read, 2);
        const r = await measureRead(cms, read, DURATION);
        read.rounds.push(r);
        console.log(
          `  ${read.name.padEnd(32)} ${fmt(r.rps).padStart(6)} req/s  p50 ${fmt(r.p50, 1).padStart(6)} ms  p99 ${fmt(r.p99, 1).padStart(6)} ms  cpu ${fmt(r.cpu, 2)} ms/req${r.failed ? `  ${r.failed} timed out/failed` : ''}`,
        );
      }
      const r = await measureLeads(cms, auth, `${started.getTime().toString(36)}-${run}`);
      leads.push(r);
      roundLoads[roundLoads.length - 1] += ` → ${loadavg()[0].toFixed(2)}`;
      console.log(
        `  ${'POST /api/leads'.padEnd(32)} ${fmt(r.rps).padStart(6)} req/s  p50 ${fmt(r.p50, 1).padStart(6)} ms  p99 ${fmt(r.p99, 1).padStart(6)} ms  cpu ${fmt(r.cpu, 2)} ms/req  (${r.ok} × 2xx, ${r.stored} stored)`,
      );
    }
    const markdown = report(m, reads, leads, started, roundLoads);
    console.log(`\n${markdown}\n`);
    if (WRITE) {
      writeSection(join(ROOT, 'docs', 'benchmarks.md'), 'api', markdown);
      console.log('written to docs/benchmarks.md (section bench:api)');
    }
  } catch (error) {
    console.error(`\nCMS log (last lines):\n${cms.logTail(15)}`);
    throw error;
  } finally {
    await cms.dispose();
  }
}

// `--case=volume`: the dashboard at volume instead (scripts/bench-volume.mjs); `--replicas N`: one CMS replica beside N
// on PostgreSQL + Redis (scripts/bench-replicas.mjs).
const replicas = process.argv.some((a) => a === '--replicas' || a.startsWith('--replicas='));
await runMain(
  'bench:api',
  process.argv.includes('--case=volume') ? benchVolume : replicas ? (await import('./bench-replicas.mjs')).benchReplicas : main,
);
