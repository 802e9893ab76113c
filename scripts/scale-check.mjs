// `npm run scale-check`: do two CMS replicas behave as one? Starts a throw-away PostgreSQL, redis-server and s3rver
// (scripts/lib/throwaway-services.mjs), compiles the CMS once, runs two replicas on them (REDIS_URL, S3_*) and the
// production proxy in front — Debian's nginx with the shipped web/nginx.conf (scripts/lib/nginx-front.mjs) —, then
// checks against the running processes: the
// sign-in and lead limits hold over both replicas, a spoofed X-Forwarded-For sent to a replica changes nothing,
// the public cache of B forgets what A changed within 1 s, an upload through A is served through B from the
// bucket, 50 bookings of one slot over both give one 201, 200 leads over both get one agency e-mail each from the
// replicas' outboxes, an editor's "who is editing" mark made through A is answered through B within 5 s, and a kill -9
// of one replica during a burst of leads loses or doubles none. Prints the table, writes it to docs/benchmarks.md (section scale-check), exits 1 on any ✗.
// Clients are told apart by their loopback source address (127.0.0.0/8): nginx sets X-Forwarded-For to it.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from './mail-sink.mjs';
import { writeSection } from './lib/benchmarks-doc.mjs';
import { readEnvFile } from './lib/cms-env.mjs';
import { startReplicas } from './lib/cms-replicas.mjs';
import { loopbackRequest } from './lib/loopback-request.mjs';
import { startNginxFront } from './lib/nginx-front.mjs';
import { runMain, stopAll } from './lib/proc.mjs';
import { assertPrerequisites } from './lib/prerequisites.mjs';
import { adminAuth } from './lib/scratch-cms.mjs';
import { ROOT, prepareCmsServer } from './lib/steps.mjs';
import { freePort, startPostgres, startRedis, startS3 } from './lib/throwaway-services.mjs';
import { checkPresence } from './lib/scale-presence.mjs';
import { checkKill, checkOutbox } from './lib/scale-leads.mjs';
import { checkSignInSlowdown } from './lib/scale-signin.mjs';

const run = Date.now().toString(36);
const rows = [];
const row = (check, expected, observed, ok) => {
  rows.push({ check, expected, observed, ok });
  console.log(`  ${ok ? '✓' : '✗'} ${check}: ${observed}`);
};
const count = (list) =>
  Object.entries(list.reduce((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {}))
    .map(([k, n]) => `${n}×${k}`)
    .join(', ');

const send = (url, options = {}) => loopbackRequest(url, { ...options, prefix: run });
const json = (answer) => JSON.parse(answer.text());
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);
const contact = (email) => ({
  name: 'Teste de Escala',
  email,
  phone: '(15) 99876-5432',
  company: 'Construtora Horizonte',
  message: 'Teste de duas réplicas.',
  source_page: '/contato',
  website_url: '',
});
/** What the checks kept in other files (scripts/lib/scale-*.mjs) use to ask and to report. */
const tools = { send, json, row, run, count, contact };
/** Which replicas answered `answers` through nginx: their counts ("6×A, 5×B"), and whether both did. */
async function replicasUsed(lb, answers) {
  const names = await lb.replicasOf(answers);
  return { text: count(names), both: new Set(names).size === 2 && !names.includes('?') };
}

/** `n` requests one after the other; the statuses, and the replicas that answered them. */
async function sequence(n, request) {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push(await request(i));
  return answers;
}

async function checkLimits(lb, replicas) {
  const signIn = await sequence(11, (i) =>
    send(`${lb.url}/api/auth/local`, {
      method: 'POST',
      from: '127.0.0.31',
      body: { identifier: `chute.${run}.${i}@teste.example`, password: `chute-${i}` },
    }),
  );
  const signInReplicas = await replicasUsed(lb, signIn);
  row(
    'Sign-in brute force through nginx',
    'attempts 1–10: 400, 11th: 429, both replicas used',
    `${count(signIn.slice(0, 10).map((a) => a.status))}; 11th ${signIn[10].status}; replicas ${signInReplicas.text}`,
    signIn.slice(0, 10).every((a) => a.status === 400) && signIn[10].status === 429 && signInReplicas.both,
  );

  const leads = await sequence(11, (i) =>
    send(`${lb.url}/api/leads`, { method: 'POST', from: '127.0.0.32', body: { data: contact(`limite-${run}-${i}@escala.example`) } }),
  );
  const leadReplicas = await replicasUsed(lb, leads);
  row(
    'Lead limit through nginx',
    'leads 1–10: 201, 11th: 429, both replicas used',
    `${count(leads.slice(0, 10).map((a) => a.status))}; 11th ${leads[10].status}; replicas ${leadReplicas.text}`,
    leads.slice(0, 10).every((a) => a.status === 201) && leads[10].status === 429 && leadReplicas.both,
  );

  // Straight to the replicas' ports from 127.0.0.33 (not a trusted proxy), a new X-Forwarded-For each time.
  const spoofed = await sequence(11, (i) =>
    send(`${replicas[i % 2].url}/api/auth/local`, {
      method: 'POST',
      from: '127.0.0.33',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: { identifier: `spoof.${run}.${i}@teste.example`, password: 'x' },
    }),
  );
  row(
    'Spoofed X-Forwarded-For straight to A and B',
    '11th attempt: 429 (one client)',
    `${count(spoofed.slice(0, 10).map((a) => a.status))}; 11th ${spoofed[10].status}`,
    spoofed.slice(0, 10).every((a) => a.status === 400) && spoofed[10].status === 429,
  );
}

async function checkCache([A, B], auth) {
  const list = '/api/cases?pagination[pageSize]=100';
  const slugsOn = async (cms) => json(await send(cms.url + list)).data.map((c) => c.slug);
  /** Reads B's list every 50 ms until `seen` holds (at most 1 s); the milliseconds it took, or null. */
  async function withinOneSecond(seen) {
    const started = Date.now();
    while (Date.now() - started <= 1_000) {
      if (seen(await slugsOn(B))) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 50));
    }
    return null;
  }
  await slugsOn(B);
  const cached = (await send(B.url + list)).headers['x-cache'];
  const slug = `escala-${run}`;
  const created = await send(`${A.url}/api/cases`, {
    method: 'POST',
    headers: auth,
    body: {
      data: {
        title: 'Caso de Teste de Escala',
        slug,
        client_name: 'Incorporadora Exemplo',
        segment: 'Incorporadora',
        platform: 'Google Ads',
        property_type: 'Apartamentos',
        short_description: 'Teste de duas réplicas.',
        challenge: 'Teste.',
        strategy: ['Teste'],
        results: { Leads: '1' },
        gallery_images: [],
        is_published: true,
      },
    },
  });
  const shown = created.status === 201 ? await withinOneSecond((slugs) => slugs.includes(slug)) : null;
  const documentId = created.status === 201 ? json(created).data.documentId : null;
  const unpublished = documentId
    ? await send(`${A.url}/api/cases/${documentId}`, {
        method: 'PUT',
        headers: { ...auth, 'If-Match': `"${json(created).data.version}"` },
        body: { data: { is_published: false } },
      })
    : { status: '—' };
  const hidden = unpublished.status === 200 ? await withinOneSecond((slugs) => !slugs.includes(slug)) : null;
  row(
    'Case created, then unpublished through A, read through B',
    'B had it cached (HIT); B shows it, then not, each within 1 s',
    `B cache ${cached}; create ${created.status}, on B after ${shown ?? '>1000'} ms; unpublish ${unpublished.status}, gone from B after ${hidden ?? '>1000'} ms`,
    cached === 'HIT' && shown !== null && hidden !== null,
  );
}

async function checkUpload([A, B], auth, s3, publicDirs) {
  const sharp = createRequire(join(ROOT, 'cms', 'package.json'))('sharp');
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b3c77' } })
    .composite([{ input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#b4530f"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([photo], { type: 'image/jpeg' }), `escala-${run}.jpg`);
  const uploaded = await fetch(`${A.url}/api/upload`, { method: 'POST', headers: auth, body: form });
  const [file] = uploaded.status === 201 ? await uploaded.json() : [{}];
  const onB = file.id ? await send(`${B.url}/api/upload/files/${file.id}`, { headers: auth }) : { status: '—' };
  const bUrl = onB.status === 200 ? json(onB).url : null;
  const viaA = file.url ? await send(file.url) : { status: '—', bytes: Buffer.alloc(0) };
  const viaB = bUrl ? await send(bUrl) : { status: '—', bytes: Buffer.alloc(0) };
  const key = file.url?.slice(s3.publicUrl.length + 1);
  const inBucket = Boolean(key) && s3.objectKeys().includes(key);
  const onDisk = publicDirs.flatMap((dir) => readdirSync(join(dir, 'uploads'), { recursive: true })).length;
  row(
    'Image uploaded through A, read through B',
    "upload 201; B serves 200 with A's bytes; object in the bucket, no file on disk",
    `upload ${uploaded.status}; B ${viaB.status} ${sha(viaB.bytes)} (${viaB.bytes.length} B), A ${sha(viaA.bytes)}; in bucket ${inBucket ? 'yes' : 'no'}; files on disk ${onDisk}`,
    uploaded.status === 201 && viaB.status === 200 && viaB.bytes.length > 0 && viaB.bytes.equals(viaA.bytes) && inBucket && onDisk === 0,
  );
}

async function checkBookings(lb, domain) {
  const today = domain.saoPauloNow(new Date()).date;
  let date = domain.addDays(today, 21 + (Date.now() % 14));
  while (!domain.isWeekday(date)) date = domain.addDays(date, 1);
  const time = domain.BOOKING_SLOTS[Date.now() % domain.BOOKING_SLOTS.length];
  // 50 clients (127.0.1.1–50), so no per-client limit is reached: only the slot decides.
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      send(`${lb.url}/api/bookings`, {
        method: 'POST',
        from: `127.0.1.${i + 1}`,
        body: { data: { date, time, ...contact(`reserva-${run}-${i}@escala.example`) } },
      }).catch(() => ({ status: 'no answer', headers: {} })),
    ),
  );
  const statuses = answers.map((a) => a.status);
  const used = await replicasUsed(lb, answers);
  row(
    `50 concurrent bookings of ${date} ${time}`,
    'exactly one 201, the rest 409, both replicas used',
    `${count(statuses)}; replicas ${used.text}`,
    statuses.filter((s) => s === 201).length === 1 && statuses.filter((s) => s === 409).length === 49 && used.both,
  );
}

function table() {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(['Check', 'Expected', 'Observed', '']),
    line(['---', '---', '---', '---']),
    ...rows.map((r) => line([r.check, r.expected, r.observed, r.ok ? '✓' : '✗'])),
  ].join('\n');
}

async function main() {
  assertPrerequisites(['postgres', 'cms', 'scripts'], { command: 'npm run scale-check' });
  await prepareCmsServer();
  const domain = createRequire(join(ROOT, 'domain', 'package.json'))('./dist/index.js');
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'scale-check-'));
  const stops = [];
  try {
    console.log(`\n▶ scale-check — PostgreSQL, Redis and s3rver in ${dir}`);
    const db = await startPostgres(dir);
    stops.push(db.stop);
    const redis = await startRedis(dir);
    stops.push(redis.stop);
    const s3 = await startS3(dir, 'midia');
    stops.push(s3.stop);
    const [smtpPort, uiPort] = [await freePort(), await freePort()];
    const mail = await startMailSink({ smtpPort, uiPort });
    stops.push(() => mail.close());

    const replicas = await startReplicas({
      names: ['A', 'B'],
      dir,
      smtpPort,
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: db.url, REDIS_URL: redis.url, WEBHOOK_ALLOW_PRIVATE: 'true', ...s3.env },
    });
    const lb = await startNginxFront(replicas.map((r, i) => ({ name: 'AB'[i], url: r.url })));
    stops.push(lb.close);
    console.log(
      `▶ replicas A ${replicas[0].url}, B ${replicas[1].url}; nginx (web/nginx.conf) ${lb.url} (ready after ${Math.round((Date.now() - started) / 1000)} s)`,
    );

    const auth = await adminAuth(replicas[0].url, readEnvFile(join(ROOT, 'cms', '.env')));
    // A check that throws is a ✗ row of its own; the next ones still run.
    const checks = [
      ['Rate limits', () => checkLimits(lb, replicas)],
      ['Sign-in slowdown per account', () => checkSignInSlowdown(lb, replicas, replicasUsed, tools)],
      ['Public cache', () => checkCache(replicas, auth)],
      [
        'Media in the bucket',
        () =>
          checkUpload(
            replicas,
            auth,
            s3,
            replicas.map((r) => r.publicDir),
          ),
      ],
      ['Who is editing', () => checkPresence(replicas, auth, tools)],
      ['Bookings of one slot', () => checkBookings(lb, domain)],
      ['Outbox on both replicas', () => checkOutbox(lb, db, `http://127.0.0.1:${uiPort}`, auth, tools)],
      ['kill -9 of B', () => checkKill(lb, replicas, db, tools)],
    ];
    for (const [name, check] of checks) await check().catch((error) => row(name, 'no error', `error: ${error.message}`, false));
  } finally {
    stopAll();
    for (const stop of stops.reverse()) await stop();
    if (process.env.KEEP_SCRATCH === '1') console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const failed = rows.filter((r) => !r.ok).length;
  const body = `## Two CMS replicas (npm run scale-check)\n\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${seconds} s: two replicas on one PostgreSQL, one Redis (REDIS_URL) and one S3 bucket (s3rver), behind Debian's nginx running the shipped \`web/nginx.conf\` (an upstream of the two, round robin; the config's own X-Forwarded-For and retry rules: reads, and POSTs with an Idempotency-Key, go to the other replica when the first fails).\n\n${table()}\n`;
  console.log(`\n${table()}\n\n${failed ? `✖ ${failed} check(s) failed` : '✔ every check passed'} in ${seconds} s`);
  writeSection(join(ROOT, 'docs', 'benchmarks.md'), 'scale-check', body);
  return failed ? 1 : 0;
}

runMain('scale-check', main);
