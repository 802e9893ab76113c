// `npm run bench:api -- --case=volume`: the dashboard at volume (issue #15). A scratch CMS (SQLite, or PostgreSQL when
// DATABASE_CLIENT=postgres and DATABASE_URL are set, as scripts/ci-postgres.sh starts one) is seeded with
// scripts/seed-volume.mjs (200 000 leads, 20 000 bookings, 2 000 000 analytics counters), then each dashboard request
// is sent one at a time, ITERATIONS times after a warm-up: p50/p95 of the answer, and for the streamed CSV export the
// time to the first byte and to the end. Target: p95 ≤ 300 ms each. Figures go to docs/benchmarks.md, section
// bench:api-volume-sqlite or bench:api-volume-postgres. Options: --iterations=30 --leads=200000 --counters=2000000 --no-write
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readEnvFile, ensureCmsEnv } from './lib/cms-env.mjs';
import { machine, machineLine, writeSection } from './lib/bench-report.mjs';
import { OPS_PORTS } from './lib/ports.mjs';
import { adminAuth, scratchCms } from './lib/scratch-cms.mjs';
import { ROOT, buildDomain, compileCms, installAll } from './lib/steps.mjs';
import { seedVolume } from './seed-volume.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const ITERATIONS = arg('iterations', 30);
const TARGET_P95 = 300;

/** `{ a: { $eq: 1 } }` as Strapi's bracketed query (the dashboard's web/src/admin/features/inbox/lib/grid-query.ts). */
function bracket(value, prefix, into = []) {
  if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) bracket(inner, `${prefix}[${key}]`, into);
  else into.push(`${prefix}=${encodeURIComponent(String(value))}`);
  return into;
}

/**
 * Every request the dashboard sends at volume, in ONE list: the inbox grid (sort + filter + search, as the grid builds
 * them), the streamed export, and the analytics summary. The Resultados tab's endpoints are added here as they land.
 */
export function dashboardRequests() {
  const { inboxWhere } = createRequire(join(ROOT, 'domain', 'package.json'))('./dist/index.js');
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const grid = (kind, { page = 1, sort = ['createdAt:desc'], filter = {} } = {}) =>
    `/api/${kind}?${[`pagination[page]=${page}`, 'pagination[pageSize]=25', ...sort.map((s, i) => `sort[${i}]=${s}`), ...bracket(inboxWhere(kind, filter), 'filters')].join('&')}`;
  const campaign = 'lancamento-residencial-1';
  return [
    { name: 'Leads grid: page 1, newest first', path: grid('leads') },
    { name: 'Leads grid: page 200, newest first', path: grid('leads', { page: 200 }) },
    {
      name: 'Leads grid: campaign + status, by name',
      path: grid('leads', { sort: ['name:asc', 'createdAt:desc'], filter: { campaign, status: 'contacted' } }),
    },
    {
      name: 'Leads grid: source (first touch) + last 90 days',
      path: grid('leads', { filter: { source: 'google', touch: 'first', from: daysAgo(90), to: today } }),
    },
    { name: 'Leads grid: search "souza"', path: grid('leads', { filter: { q: 'souza' } }) },
    { name: 'Leads grid: campaign + search, page 2', path: grid('leads', { page: 2, filter: { campaign, q: 'ana' } }) },
    { name: 'Agendamentos grid: page 1, by meeting', path: grid('bookings', { sort: ['date:desc', 'time:desc', 'createdAt:desc'] }) },
    { name: 'CSV export: one campaign (streamed)', path: `/api/inbox-export/leads?campaign=${campaign}`, stream: true },
    { name: 'GET /api/analytics/summary (90 days)', path: `/api/analytics/summary?from=${daysAgo(90)}&to=${today}` },
    { name: 'Resultados report (30 days, first touch)', path: `/api/results/report?from=${daysAgo(30)}&to=${today}&touch=first&granularity=day` },
    { name: 'Resultados ad spend (30 days)', path: `/api/ad-spends?from=${daysAgo(30)}&to=${today}` },
  ];
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One request: ms to the headers + first byte, ms to the end, and the status. */
async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const reader = response.body.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - started;
  let bytes = first.value?.length ?? 0;
  for (let chunk = first; !chunk.done;) {
    chunk = await reader.read();
    bytes += chunk.value?.length ?? 0;
  }
  return { status: response.status, ttfb, total: performance.now() - started, bytes };
}

async function measure(url, request, auth) {
  for (let i = 0; i < 3; i++) await timed(`${url}${request.path}`, auth);
  const runs = [];
  for (let i = 0; i < ITERATIONS; i++) runs.push(await timed(`${url}${request.path}`, auth));
  if (runs.some((run) => run.status !== 200)) throw new Error(`${request.name}: status ${runs.find((run) => run.status !== 200).status}`);
  const total = runs.map((run) => run.total).sort((a, b) => a - b);
  const ttfb = runs.map((run) => run.ttfb).sort((a, b) => a - b);
  return {
    ...request,
    p50: percentile(total, 50),
    p95: percentile(total, 95),
    ttfb50: percentile(ttfb, 50),
    ttfb95: percentile(ttfb, 95),
    bytes: runs[0].bytes,
  };
}

const ms = (value) => `${Math.round(value)} ms`;

function report(m, database, seeded, results, started) {
  const rows = results
    .map(
      (r) =>
        `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.stream ? `${ms(r.ttfb50)} / ${ms(r.ttfb95)} (${(r.bytes / 1024).toFixed(0)} KB)` : '—'} | ${r.p95 <= TARGET_P95 ? '✅' : '❌'} |`,
    )
    .join('\n');
  const seedTimes = Object.entries(seeded.times)
    .map(([what, t]) => `${what} ${(t / 1000).toFixed(1)} s`)
    .join(', ');
  return `## bench:api — dashboard at volume (${database})

${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machineLine(m)}.
Data set (scripts/seed-volume.mjs): ${seedTimes}. Each request ${ITERATIONS} times, one at a time, as the signed-in admin.
Target: p95 ≤ ${TARGET_P95} ms.

| Request | p50 | p95 | first byte p50 / p95 (export) | ≤ ${TARGET_P95} ms |
| --- | ---: | ---: | ---: | :---: |
${rows}`;
}

/**
 * What a benchmark at volume starts with (this one and scripts/bench-search.mjs): the packages built, the machine and
 * the time it began, the database (PostgreSQL when DATABASE_CLIENT=postgres), and a scratch CMS prepared, not started.
 */
export async function prepareVolumeBench(name, extraEnv = {}) {
  ensureCmsEnv(ROOT);
  await installAll();
  await buildDomain();
  await compileCms();
  const m = machine();
  const started = new Date();
  const database = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';
  const cms = await scratchCms({ name, ports: OPS_PORTS.bench, seed: true, extraEnv });
  return { m, started, database, cms };
}

export async function benchVolume() {
  const { m, started, database, cms } = await prepareVolumeBench('bench-volume');
  try {
    console.log(`\n▶ bench:api --case=volume on ${database} — starting a seeded CMS (${cms.paths.dir})`);
    await cms.start();
    console.log('▶ seeding the volume data set');
    const env = database === 'sqlite' ? { DATABASE_FILENAME: cms.paths.database } : process.env;
    const seeded = await seedVolume({ leads: arg('leads', 200_000), bookings: arg('bookings', 20_000), counters: arg('counters', 2_000_000), env });
    const auth = await adminAuth(cms.url, readEnvFile(join(ROOT, 'cms', '.env')));
    const results = [];
    for (const request of dashboardRequests()) {
      const r = await measure(cms.url, request, auth);
      results.push(r);
      console.log(
        `  ${r.name.padEnd(50)} p50 ${ms(r.p50).padStart(7)}  p95 ${ms(r.p95).padStart(7)}${r.stream ? `  first byte p95 ${ms(r.ttfb95)}` : ''}`,
      );
    }
    const markdown = report(m, database, seeded, results, started);
    console.log(`\n${markdown}\n`);
    if (!process.argv.includes('--no-write')) {
      writeSection(join(ROOT, 'docs', 'benchmarks.md'), `api-volume-${database}`, markdown);
      console.log(`written to docs/benchmarks.md (section bench:api-volume-${database})`);
    }
  } catch (error) {
    console.error(`\nCMS log (last lines):\n${cms.logTail(15)}`);
    throw error;
  } finally {
    await cms.dispose();
  }
}
