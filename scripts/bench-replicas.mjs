// `npm run bench:api -- --replicas 2`: what a second CMS replica buys on this machine. A throw-away PostgreSQL and
// redis-server (scripts/lib/throwaway-services.mjs, as scale-check starts them), N replicas on them
// (scripts/lib/cms-replicas.mjs), and the round-robin balancer (scripts/lib/balancer.mjs, in a process of its own, as
// nginx is); each round measures through the balancer over ONE replica and over all N, same database, same Redis:
// - public reads (the cases list, the home's page contents) at saturation: req/s, p50/p99, CMS CPU ms per request;
// - lead POSTs at saturation (a burst of distinct valid leads), then checks that every lead answered 2xx is stored;
// - lead POSTs at a fixed offered rate (autocannon overallRate, 100 req/s for 10 s): p50/p99 when not saturated.
// Leads keep the production limit (10 per client per 10 min): each one comes from a client address of its own, in
// X-Forwarded-For, which the balancer believes from the load generator only (realIpFrom 127.0.0.1, as nginx's
// set_real_ip_from believes a TLS terminator) and passes on as the one trusted proxy the CMS accepts it from.
// Options: --replicas 2 --runs=2 --duration=10 --connections=50 --leads=2000 --rate=100 --no-write.
// Results to docs/benchmarks.md, section bench:api-replicas.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from './mail-sink.mjs';
import { BROWSER_HEADERS, cannon, cpuMs, leadBody, machineCpu, publicReads, settled, storedLeads } from './lib/api-load.mjs';
import { startBalancerProcess } from './lib/balancer-process.mjs';
import { machine, machineLine, median, writeSection } from './lib/bench-report.mjs';
import { readEnvFile } from './lib/cms-env.mjs';
import { startReplicas } from './lib/cms-replicas.mjs';
import { stopAll } from './lib/proc.mjs';
import { adminAuth } from './lib/scratch-cms.mjs';
import { ROOT, prepareCmsServer } from './lib/steps.mjs';
import { freePort, startPostgres, startRedis } from './lib/throwaway-services.mjs';

/** `--name=value` or `--name value`, as a number. */
function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at === -1) return fallback;
  const value = Number(args[at].includes('=') ? args[at].split('=')[1] : args[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name}: a whole number ≥ 1, e.g. --${name}=${fallback}`);
  return value;
}

const REPLICAS = option('replicas', 2);
const RUNS = option('runs', 2);
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 50);
const LEADS = option('leads', 2000);
const RATE = option('rate', 100);
const RATE_SECONDS = 10;
const WRITE = !process.argv.includes('--no-write');
const READS = ['GET /api/cases', 'GET /api/page-contents (home)'];

/** A client address of its own for lead `n` (10.0.0.0/8: 16 million before one repeats). */
const clientAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * CPU ms per answer of the replicas (all of them: an idle one adds nothing) and of the balancer, and how busy the
 * whole machine was meanwhile (% of all its cores: near 100, more replicas cannot help).
 */
function cpuMeter(replicas, balancer) {
  const pids = replicas.map((r) => r.pid);
  const before = { cms: cpuMs(...pids), lb: cpuMs(balancer.pid), machine: machineCpu() };
  return async (answers, { settle = false } = {}) => {
    const machine = machineCpu();
    const cms = settle ? await settled(...pids) : cpuMs(...pids);
    const busy = (100 * (machine.busy - before.machine.busy)) / (machine.total - before.machine.total);
    return { cpu: (cms - before.cms) / answers, lbCpu: (cpuMs(balancer.pid) - before.lb) / answers, busy };
  };
}

async function measureRead(balancer, replicas, path) {
  await cannon({ url: balancer.url + path, duration: 2, connections: CONNECTIONS, headers: BROWSER_HEADERS });
  const meter = cpuMeter(replicas, balancer);
  const r = await cannon({ url: balancer.url + path, duration: DURATION, connections: CONNECTIONS, headers: BROWSER_HEADERS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors, ...(await meter(r['2xx'] + r.non2xx)) };
}

/** Autocannon options sending distinct leads, each from a client of its own, as the site's form does. */
function leadRequests(tag, counter) {
  return [
    {
      method: 'POST',
      path: '/api/leads',
      setupRequest: (req) => {
        const n = ++counter.n;
        return {
          ...req,
          headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': clientAddress(n) },
          body: leadBody(tag, n),
        };
      },
    },
  ];
}

/** A burst of LEADS leads at saturation; every lead answered 2xx must be stored. */
async function measureLeadBurst(balancer, replicas, auth, tag, counter) {
  const before = await storedLeads(replicas[0].url, auth);
  const meter = cpuMeter(replicas, balancer);
  const started = Date.now();
  const r = await cannon({ url: balancer.url, amount: LEADS, connections: CONNECTIONS, requests: leadRequests(tag, counter) });
  const seconds = (r.lastAnswerAt - started) / 1000;
  const cost = await meter(r['2xx'] + r.non2xx, { settle: true });
  const stored = (await storedLeads(replicas[0].url, auth)) - before;
  if (stored < r['2xx'] || stored > r['2xx'] + r.errors) {
    throw new Error(`lead burst ${tag}: ${r['2xx']} answered 2xx, ${stored} stored (${r.non2xx} non-2xx, ${r.errors} unanswered)`);
  }
  return { rps: (r['2xx'] + r.non2xx) / seconds, p50: r.latency.p50, p99: r.latency.p99, ok: r['2xx'], stored, failed: r.non2xx + r.errors, ...cost };
}

/** RATE leads per second for RATE_SECONDS s, whatever the answers' pace (latency when not saturated). */
async function measureLeadRate(balancer, replicas, tag, counter) {
  const meter = cpuMeter(replicas, balancer);
  const r = await cannon({ url: balancer.url, duration: RATE_SECONDS, connections: 20, overallRate: RATE, requests: leadRequests(tag, counter) });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors, ...(await meter(r['2xx'] + r.non2xx)) };
}

const fmt = (v, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '—');

function report(m, started, results, loads) {
  const med = (config, key, field) => median(results[config].map((round) => round[key][field]));
  const rows = [
    ...READS.map((name) => [name, name]),
    ['POST /api/leads (saturation)', 'burst'],
    [`POST /api/leads at ${RATE} req/s offered`, 'rate'],
  ];
  const ratio = (key) => fmt(med('many', key, 'rps') / med('one', key, 'rps'), 2);
  const line = ([label, key]) => {
    const cells = ['one', 'many'].flatMap((config) => [
      fmt(med(config, key, 'rps'), key === 'rate' ? 1 : 0),
      `${fmt(med(config, key, 'p50'), 1)} / ${fmt(med(config, key, 'p99'), 1)}`,
      fmt(med(config, key, 'cpu'), 2),
      fmt(med(config, key, 'busy')),
    ]);
    return `| ${label} | ${cells.join(' | ')} | ${key === 'rate' ? '—' : `× ${ratio(key)}`} |`;
  };
  const failed = Object.values(results)
    .flat()
    .reduce((sum, round) => sum + Object.values(round).reduce((s, r) => s + r.failed, 0), 0);
  const cpuKeys = [
    ['GET /api/cases', 'cases list'],
    ['GET /api/page-contents (home)', 'home sections'],
    ['burst', 'lead burst'],
  ];
  const cpuRatio = (key) => med('many', key, 'cpu') / med('one', key, 'cpu');
  const cpuRatios = cpuKeys.map(([key, label]) => `${fmt(cpuRatio(key), 2)} (${label})`).join(', ');
  const sameCost = cpuKeys.every(([key]) => cpuRatio(key) <= 1.15);
  const lbCpu = (config) => fmt(median(results[config].map((round) => round['GET /api/cases'].lbCpu)), 2);
  return `## Several replicas (\`npm run bench:api -- --replicas ${REPLICAS}\`)

Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine(m)}; load average per round
${loads.join(', ')}. One PostgreSQL and one redis-server (throw-away, as \`npm run scale-check\` starts them),
${REPLICAS} CMS replicas on them (production limits), the round-robin balancer of scale-check in a process of its own,
and autocannon, all on this machine. Each round measures through the balancer over one replica and over ${REPLICAS},
${CONNECTIONS} connections, reads for ${DURATION} s after a 2-s warm-up, a burst of ${LEADS} distinct valid leads (each
from a client address of its own in X-Forwarded-For, which the balancer believes from the load generator as nginx
believes its TLS terminator: the per-client lead limit stays on), then leads at ${RATE} req/s offered for ${RATE_SECONDS} s.
Medians of ${RUNS} round(s), the order of the two set-ups swapped each round. ${failed ? `**${failed} request(s) failed or timed out.**` : 'No request failed; every lead answered 2xx was stored.'}

| Request | 1 replica req/s | p50 / p99 ms | CPU ms/req | machine busy % | ${REPLICAS} replicas req/s | p50 / p99 ms | CPU ms/req | machine busy % | req/s ratio |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.map(line).join('\n')}

CPU ms/req: CPU time of the CMS processes (all replicas) per answer, from /proc (for leads, with the work left after
the burst: the notification e-mails). Machine busy %: all cores, every process (autocannon, balancer, replicas,
PostgreSQL, Redis), from /proc/stat while it ran. The balancer's own CPU on the
cases list: ${lbCpu('one')} ms/req over one replica, ${lbCpu('many')} over ${REPLICAS}. At ${RATE} req/s offered, req/s
is what was sent and answered (not a capacity).

Reading the ratio on this machine: a replica is one Node thread, so one replica alone can use at most one of the
${m.cores} cores, while autocannon, the balancer, PostgreSQL and Redis share the rest. With one replica the machine was
already ${fmt(med('one', 'GET /api/cases', 'busy'))} % busy on the cases list and ${fmt(med('one', 'burst', 'busy'))} % on the lead burst (other work on the machine counts
there too: see the load averages), so a second replica only gets what those leave: × ${ratio('GET /api/cases')} on the cases
list, × ${ratio('GET /api/page-contents (home)')} on the home sections, × ${ratio('burst')} on the lead burst — what a second process gains when no
core is idle, not what a second host would. A lead is bound by more than its replica: each is a PostgreSQL write
and an e-mail, and the database shares the same cores. CPU per request with ${REPLICAS} replicas: × ${cpuRatios} of one replica's
(${sameCost ? 'about the same: sharing the database, Redis and the cache invalidation costs a replica little' : 'more: processes competing for too few cores spend more per request on context switches and cold CPU caches'}).
A host with a core free for each replica, and the database elsewhere, is where replicas multiply the saturated rates.`;
}

export async function benchReplicas() {
  if (REPLICAS < 2) throw new Error('--replicas: at least 2 (one replica alone is `npm run bench:api`)');
  await prepareCmsServer();
  const m = machine();
  const started = new Date();
  const dir = mkdtempSync(join(tmpdir(), 'bench-replicas-'));
  const stops = [];
  try {
    console.log(`\n▶ bench:api --replicas ${REPLICAS} — PostgreSQL and Redis in ${dir}`);
    const db = await startPostgres(dir);
    stops.push(db.stop);
    const redis = await startRedis(dir);
    stops.push(redis.stop);
    const [smtpPort, uiPort] = [await freePort(), await freePort()];
    const mail = await startMailSink({ smtpPort, uiPort });
    stops.push(() => mail.close());
    const names = Array.from({ length: REPLICAS }, (_, i) => String.fromCharCode(65 + i));
    const replicas = await startReplicas({
      names,
      dir,
      smtpPort,
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: db.url, REDIS_URL: redis.url, LEADS_NOTIFY_TO: 'comercial@alicerce.example' },
    });
    const auth = await adminAuth(replicas[0].url, readEnvFile(join(ROOT, 'cms', '.env')));
    const reads = publicReads().filter((read) => READS.includes(read.name));
    const results = { one: [], many: [] };
    const loads = [];
    const counter = { n: 0 };
    for (let run = 1; run <= RUNS; run++) {
      const order = run % 2 ? ['one', 'many'] : ['many', 'one'];
      const loadAtStart = loadavg()[0].toFixed(2);
      for (const config of order) {
        const upstreams = config === 'one' ? replicas.slice(0, 1) : replicas;
        const balancer = await startBalancerProcess(
          upstreams.map((r) => r.url),
          { realIpFrom: ['127.0.0.1'] },
        );
        try {
          console.log(`\n▶ round ${run}/${RUNS}, ${upstreams.length} replica(s) (load average ${loadavg()[0].toFixed(2)})`);
          const round = {};
          for (const read of reads) round[read.name] = await measureRead(balancer, upstreams, read.path);
          const tag = `${started.getTime().toString(36)}-${run}-${config}`;
          round.burst = await measureLeadBurst(balancer, upstreams, auth, tag, counter);
          round.rate = await measureLeadRate(balancer, upstreams, `${tag}-rate`, counter);
          for (const [name, r] of Object.entries(round)) {
            console.log(
              `  ${name.padEnd(32)} ${fmt(r.rps).padStart(6)} req/s  p50 ${fmt(r.p50, 1).padStart(6)} ms  p99 ${fmt(r.p99, 1).padStart(7)} ms  cpu ${fmt(r.cpu, 2)} ms/req${r.failed ? `  ${r.failed} failed` : ''}`,
            );
          }
          results[config].push(round);
        } finally {
          await balancer.close();
        }
      }
      loads.push(`${loadAtStart} → ${loadavg()[0].toFixed(2)}`);
    }
    const markdown = report(m, started, results, loads);
    console.log(`\n${markdown}\n`);
    if (WRITE) {
      writeSection(join(ROOT, 'docs', 'benchmarks.md'), 'api-replicas', markdown);
      console.log('written to docs/benchmarks.md (section bench:api-replicas)');
    }
  } finally {
    stopAll();
    for (const stop of stops.reverse()) await stop();
    if (process.env.KEEP_SCRATCH === '1') console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
