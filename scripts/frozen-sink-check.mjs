// `npm run frozen-sink-check`: is an e-mail sent once when the mail server hangs instead of stopping? Starts a CMS of
// its own (SQLite in a temp folder, or the PostgreSQL of DATABASE_CLIENT=postgres / DATABASE_URL) with the production
// outbox settings (lease, SMTP timeouts, retry waits), and the project's SMTP sink in a process of its own. One lead
// is sent while the sink answers (the SMTP pool keeps a greeted connection open), then the sink's process is frozen
// (SIGSTOP: its port still accepts connections, nothing answers) for FREEZE_MS while 50 leads and 10 bookings arrive,
// longer than the outbox's lease plus every SMTP timeout, and resumed (SIGCONT). Then, from the sink and straight from
// the database: every e-mail row of the burst is sent, each arrived exactly once (by recipient + Message-ID and by
// outbox row), and nothing else arrived. Exits non-zero, naming what went wrong, on any failure.
// Not part of `npm test` (the freeze alone is two minutes of its wall time); .ci/run runs it on SQLite and
// scripts/ci-postgres.sh on PostgreSQL.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { openStore } from './lib/crash-store.mjs';
import { OPS_PORTS } from './lib/ports.mjs';
import { postForm, visitorContact } from './lib/public-forms.mjs';
import { runMain, service, waitForHttp } from './lib/proc.mjs';
import { scratchCms } from './lib/scratch-cms.mjs';
import { ROOT, buildDomain, compileCms, installAll } from './lib/steps.mjs';

const LEADS = 50;
const BOOKINGS = 10;
/** Every burst message: the agency's e-mail per lead, the agency's e-mail and the visitor's confirmation per booking. */
const EXPECTED = LEADS + 2 * BOOKINGS;
const FREEZE_MS = Number(process.env.FROZEN_SINK_FREEZE_MS) > 0 ? Number(process.env.FROZEN_SINK_FREEZE_MS) : 120_000;
/** After the resume: the retry waits at that point (30 s, 1 min, 2 min …) plus the sends. */
const SETTLE_MS = 6 * 60_000;
const AGENCY = 'comercial@alicerce.example';

const domain = createRequire(join(ROOT, 'domain', 'package.json'))('./dist/index.js');
const run = Date.now().toString(36);
/** Names take letters only (the shared rules): the run's tag and each number are written in letters. */
const letters = (n) => Array.from(String(n), (digit) => 'abcdefghij'[Number(digit)]).join('');
const tag = letters(Date.now() % 1e6);
const failures = [];
const check = (ok, message) => {
  console.log(`  ${ok ? '✔' : '✖'} ${message}`);
  if (!ok) failures.push(message);
};

const contact = (name, email) => visitorContact(name, email, 'Teste do servidor de e-mail congelado.');

/** BOOKINGS distinct future slots (weekdays from four weeks ahead, Sao Paulo calendar), one booking each. */
function slots() {
  const today = domain.saoPauloNow(new Date()).date;
  const found = [];
  for (let d = 28 + (Date.now() % 7); found.length < BOOKINGS; d++) {
    const date = domain.addDays(today, d);
    if (domain.isWeekday(date)) found.push({ date, time: domain.BOOKING_SLOTS[found.length % domain.BOOKING_SLOTS.length] });
  }
  return found;
}

/** The project's sink (scripts/mail-sink.mjs) in a process of its own, so it can be frozen and resumed. */
async function startSink(ports) {
  const child = service('mail-sink', process.execPath, [join(ROOT, 'scripts', 'mail-sink.mjs')], {
    env: { SMTP_PORT: String(ports.smtp), MAIL_UI_PORT: String(ports.mailUi) },
  });
  await waitForHttp(`http://127.0.0.1:${ports.mailUi}/api/messages`, 30_000);
  const signal = (sig) => {
    try {
      process.kill(child.pid, sig);
    } catch {}
  };
  return {
    messages: async () => (await fetch(`http://127.0.0.1:${ports.mailUi}/api/messages`)).json(),
    freeze: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    stop: async () => {
      signal('SIGCONT');
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signal('SIGTERM');
      await exited;
    },
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const countBy = (values) => values.reduce((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

async function main() {
  ensureCmsEnv(ROOT);
  await installAll();
  await buildDomain();
  await compileCms();
  const started = Date.now();
  const ports = OPS_PORTS.frozen;
  const sink = await startSink(ports);
  const cms = await scratchCms({
    name: 'frozen-sink-check',
    ports,
    seed: false,
    mailSink: false,
    extraEnv: { LEAD_RATE_LIMIT_MAX: '100000000', BOOKING_RATE_LIMIT_MAX: '100000000', LEADS_NOTIFY_TO: AGENCY, BOOKINGS_NOTIFY_TO: AGENCY },
  });
  try {
    console.log(`\n▶ frozen-sink-check — starting a CMS (${cms.sqlite ? cms.paths.database : 'PostgreSQL'})`);
    await cms.start();
    const store = await openStore({ sqliteFile: cms.sqlite ? cms.paths.database : undefined });
    try {
      console.log('▶ one lead while the sink answers (the SMTP pool keeps its connection open)');
      check(
        (await postForm(cms.url, '/api/leads', contact(`Aquecimento ${tag}`, `aquece-${run}@congelado.example`))) === 201,
        'the first lead is accepted',
      );
      const deadline = Date.now() + 60_000;
      while (!(await sink.messages()).some((m) => m.subject.includes(`Aquecimento ${tag}`)) && Date.now() < deadline) await sleep(250);

      const burstFrom = Date.now();
      sink.freeze();
      console.log(`▶ sink frozen (SIGSTOP) for ${FREEZE_MS / 1000} s; ${LEADS} leads and ${BOOKINGS} bookings arrive`);
      const leads = await Promise.all(
        Array.from({ length: LEADS }, (_, i) =>
          postForm(cms.url, '/api/leads', contact(`Lead Congelado ${tag} ${letters(i)}`, `lead-${run}-${i}@congelado.example`)),
        ),
      );
      check(
        leads.every((s) => s === 201),
        `${LEADS} leads answered 201 while the sink is frozen (${JSON.stringify(countBy(leads))})`,
      );
      const bookings = [];
      for (const [i, slot] of slots().entries()) {
        bookings.push(
          await postForm(cms.url, '/api/bookings', {
            ...slot,
            ...contact(`Reserva Congelada ${tag} ${letters(i)}`, `reserva-${run}-${i}@congelado.example`),
          }),
        );
      }
      check(
        bookings.every((s) => s === 201),
        `${BOOKINGS} bookings answered 201 while the sink is frozen (${JSON.stringify(countBy(bookings))})`,
      );
      await sleep(Math.max(0, burstFrom + FREEZE_MS - Date.now()));
      sink.resume();
      const resumedAt = Date.now();
      console.log('▶ sink resumed (SIGCONT); waiting for every e-mail row of the burst to be sent');

      let rows = [];
      while (Date.now() - resumedAt < SETTLE_MS) {
        rows = await store.emailDeliveriesSince(burstFrom);
        if (rows.length >= EXPECTED && rows.every((r) => r.state !== 'pending')) break;
        await sleep(1000);
      }
      // A little longer: a copy still queued somewhere would arrive now.
      await sleep(10_000);
      rows = await store.emailDeliveriesSince(burstFrom);
      const ours = (await sink.messages()).filter((m) => m.subject.includes(tag) || m.to.includes(`-${run}-`));
      const burst = ours.filter((m) => !m.subject.includes(`Aquecimento ${tag}`));

      const byRecipientAndId = countBy(burst.map((m) => `${m.to} ${m.messageId}`));
      const twice = Object.entries(byRecipientAndId).filter(([, n]) => n > 1);
      console.log(
        `  ${burst.length} burst messages received, ${Object.keys(byRecipientAndId).length} distinct (recipient, Message-ID); ` +
          `${rows.length} e-mail rows ${JSON.stringify(countBy(rows.map((r) => r.state)))}, attempts ${JSON.stringify(countBy(rows.map((r) => r.attempts)))}`,
      );
      const errors = countBy(
        rows.flatMap((r) =>
          JSON.parse(r.attempt_log || '[]')
            .filter((a) => !a.ok)
            .map((a) => (a.error ?? '').slice(0, 60)),
        ),
      );
      console.log(`  failed attempts by error: ${JSON.stringify(errors)}`);
      check(rows.length === EXPECTED, `${EXPECTED} e-mail rows stored for the burst (found ${rows.length})`);
      check(
        rows.every((r) => r.state === 'sent'),
        `every row is sent (${JSON.stringify(countBy(rows.map((r) => r.state)))})`,
      );
      const count = (match) => burst.filter(match).length;
      check(count((m) => m.subject.startsWith(`Novo lead: Lead Congelado ${tag} `)) === LEADS, `${LEADS} agency e-mails about the leads`);
      check(
        count((m) => m.subject.startsWith(`Nova consultoria agendada: Reserva Congelada ${tag} `)) === BOOKINGS,
        `${BOOKINGS} agency e-mails about the bookings`,
      );
      check(count((m) => m.to.includes(`reserva-${run}-`)) === BOOKINGS, `${BOOKINGS} confirmations to the visitors`);
      check(
        twice.length === 0,
        `no message arrived twice by recipient + Message-ID${twice.length ? ` — ${twice.length} did: ${twice.slice(0, 5).join('; ')}` : ''}`,
      );
      const perRow = rows.map((r) => burst.filter((m) => m.messageId.includes(r.delivery_key)).length);
      for (const [i, r] of rows.entries()) {
        if (perRow[i] < 2) continue;
        const at = burst
          .filter((m) => m.messageId.includes(r.delivery_key))
          .map((m) => `${((Date.parse(m.receivedAt) - resumedAt) / 1000).toFixed(1)} s`);
        console.log(`  row ${r.delivery_key}: received ${at.join(', ')} after the resume; attempts ${r.attempt_log}`);
      }
      check(
        perRow.every((n) => n === 1),
        `each outbox row arrived exactly once (${JSON.stringify(countBy(perRow.map((n) => `${n}×`)))})`,
      );
      check(burst.length === EXPECTED, `${EXPECTED} messages in all, nothing else (${burst.length})`);
    } finally {
      await store.close();
    }
    console.log(
      `\n${failures.length ? '✖' : '✔'} frozen-sink-check: ${failures.length} failure(s) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } catch (error) {
    console.error(`\nCMS log (last lines):\n${cms.logTail(15)}`);
    throw error;
  } finally {
    await cms.dispose();
    await sink.stop();
  }
}

await runMain('frozen-sink-check', async () => {
  await main();
  return failures.length ? 1 : 0;
});
