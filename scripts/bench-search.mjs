// `npm run bench:search`: the dashboard's global search at volume (issue 57). A scratch CMS (SQLite, or PostgreSQL when
// DATABASE_CLIENT=postgres and DATABASE_URL are set) is seeded with scripts/seed-volume.mjs (200 000 leads, 20 000
// bookings; no analytics counters), then restarted so its boot fills the phone keys of the rows the seed wrote
// straight into the database (cms/src/search/phone-key.ts; the restart's time is reported). Then GET /api/search, as
// the signed-in admin (every group, leads and bookings included), is sent one request at a time: phones in each form
// an admin types them, names, an e-mail and a two-letter query, each ITERATIONS times after a warm-up, a different
// lead each time. p50/p95 per query and over all of them; target p95 ≤ 200 ms. Figures go to docs/benchmarks.md,
// section bench:search-sqlite or bench:search-postgres. Options: --iterations=40 --leads=200000 --bookings=20000 --no-write
import { join } from 'node:path';
import { readEnvFile } from './lib/cms-env.mjs';
import { machineLine, median, writeSection } from './lib/bench-report.mjs';
import { runMain } from './lib/proc.mjs';
import { adminAuth } from './lib/scratch-cms.mjs';
import { ROOT } from './lib/steps.mjs';
import { percentile, prepareVolumeBench } from './bench-volume.mjs';
import { seedVolume } from './seed-volume.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const ITERATIONS = arg('iterations', 40);
const LEADS = arg('leads', 200_000);
const TARGET_P95 = 200;

/** Lead i's phone as seed-volume.mjs writes it: '(15) 9NNNN-NNNN'. */
const seededLocal = (i) => `9${String(8000_0000 + ((i * 7919) % 1999_9999))}`;
/** A lead of the seeded set for iteration n (spread over the whole table). */
const leadOf = (n) => 1 + ((n * 48_271) % (LEADS - 1));

/** The queries an admin types, each a function of the iteration (a different lead each time). */
const QUERIES = [
  { name: 'phone, digits only ("15999990000")', q: (n) => `15${seededLocal(leadOf(n))}` },
  { name: 'phone as stored ("(15) 99999-0000")', q: (n) => `(15) ${seededLocal(leadOf(n)).slice(0, 5)}-${seededLocal(leadOf(n)).slice(5)}` },
  { name: 'phone with +55 ("+55 15 99999-0000")', q: (n) => `+55 15 ${seededLocal(leadOf(n)).slice(0, 5)}-${seededLocal(leadOf(n)).slice(5)}` },
  { name: 'phone without the area code ("999990000")', q: (n) => seededLocal(leadOf(n)) },
  { name: 'a frequent surname ("souza")', q: () => 'souza' },
  { name: 'a full name ("gabriela teixeira")', q: () => 'gabriela teixeira' },
  { name: 'an e-mail ("…lead123@volume")', q: (n) => `lead${leadOf(n)}@volume` },
  { name: 'two letters ("an")', q: () => 'an' },
  { name: 'no match ("zzqx")', q: () => 'zzqx' },
];

const ms = (value) => `${Math.round(value)} ms`;

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  return { status: response.status, ms: performance.now() - started, body };
}

async function measure(cmsUrl, query, auth) {
  const url = (n) => `${cmsUrl}/api/search?q=${encodeURIComponent(query.q(n))}`;
  for (let n = 0; n < 3; n++) await timed(url(10_000 + n), auth);
  const runs = [];
  for (let n = 0; n < ITERATIONS; n++) runs.push(await timed(url(n), auth));
  const failed = runs.find((run) => run.status !== 200);
  if (failed) throw new Error(`${query.name}: status ${failed.status} ${JSON.stringify(failed.body)}`);
  // A phone query must find its lead: a fast wrong answer is no result.
  if (query.name.startsWith('phone') && runs.some((run) => !run.body.data.some((group) => group.group === 'leads' && group.hits.length >= 1)))
    throw new Error(`${query.name}: a seeded lead was not found`);
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  return { ...query, times, p50: percentile(times, 50), p95: percentile(times, 95) };
}

function report(m, database, seeded, restartMs, results, started) {
  const all = results.flatMap((r) => r.times).sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  const rows = results.map((r) => `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.p95 <= TARGET_P95 ? '✅' : '❌'} |`).join('\n');
  const seedTimes = Object.entries(seeded.times)
    .map(([what, t]) => `${what} ${(t / 1000).toFixed(1)} s`)
    .join(', ');
  return `## bench:search — the dashboard's global search at volume (${database})

${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machineLine(m)}.
Data set (scripts/seed-volume.mjs): ${seedTimes}; the CMS's restart that filled the phone keys of those rows: ${(restartMs / 1000).toFixed(1)} s.
\`GET /api/search?q=…\` as the signed-in admin (every group: content, leads, bookings), one request at a time, each query
${ITERATIONS} times after a warm-up, a different lead each time. Target: p95 ≤ ${TARGET_P95} ms.

**All queries: median ${ms(median(all))}, p95 ${ms(p95)} ${p95 <= TARGET_P95 ? '✅' : '❌'}** (${all.length} requests).

| Query | p50 | p95 | ≤ ${TARGET_P95} ms |
| --- | ---: | ---: | :---: |
${rows}`;
}

async function main() {
  const { m, started, database, cms } = await prepareVolumeBench('bench-search', { SEARCH_RATE_LIMIT_MAX: '100000000' });
  try {
    console.log(`\n▶ bench:search on ${database} — starting a seeded CMS (${cms.paths.dir})`);
    await cms.start();
    console.log('▶ seeding the volume data set');
    const env = database === 'sqlite' ? { DATABASE_FILENAME: cms.paths.database } : process.env;
    const seeded = await seedVolume({ leads: LEADS, bookings: arg('bookings', 20_000), counters: 0, env });
    console.log('▶ restarting the CMS (its boot fills the phone keys of the seeded rows)');
    await cms.stop();
    const restarted = performance.now();
    await cms.start();
    const restartMs = performance.now() - restarted;
    const auth = await adminAuth(cms.url, readEnvFile(join(ROOT, 'cms', '.env')));
    const results = [];
    for (const query of QUERIES) {
      const r = await measure(cms.url, query, auth);
      results.push(r);
      console.log(`  ${r.name.padEnd(48)} p50 ${ms(r.p50).padStart(7)}  p95 ${ms(r.p95).padStart(7)}`);
    }
    const markdown = report(m, database, seeded, restartMs, results, started);
    console.log(`\n${markdown}\n`);
    if (!process.argv.includes('--no-write')) {
      writeSection(join(ROOT, 'docs', 'benchmarks.md'), `search-${database}`, markdown);
      console.log(`written to docs/benchmarks.md (section bench:search-${database})`);
    }
  } catch (error) {
    console.error(`\nCMS log (last lines):\n${cms.logTail(15)}`);
    throw error;
  } finally {
    await cms.dispose();
  }
}

await runMain('bench:search', main);
