// `npm run crash-check`: does an answered submission survive the CMS being killed? Starts a CMS of its own
// (SQLite in a temp folder, or the PostgreSQL of DATABASE_CLIENT=postgres / DATABASE_URL), fires leads from
// many concurrent clients and two bursts of bookings for one slot each, and `kill -9`s the CMS while leads
// and the second burst are in flight. Then, straight from the database: every lead answered 2xx is stored
// (found by its unique e-mail), the file passes `PRAGMA integrity_check` after its write-ahead log is
// replayed, and each slot has at most one confirmed booking — exactly the one answered 201, if any was. The
// CMS is started again on the same database: the first slot answers 409 and a new lead is accepted.
// Exits non-zero, naming what was lost, on any failure.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureCmsEnv } from './lib/cms-env.mjs';
import { openStore } from './lib/crash-store.mjs';
import { OPS_PORTS } from './lib/ports.mjs';
import { postForm, visitorContact } from './lib/public-forms.mjs';
import { runMain } from './lib/proc.mjs';
import { scratchCms } from './lib/scratch-cms.mjs';
import { ROOT, buildDomain, compileCms, installAll } from './lib/steps.mjs';

const CLIENTS = 32;
/** The kill comes once this many leads were answered (and the first booking burst has settled). */
const ANSWERED_BEFORE_KILL = 150;
const BOOKING_BURST = 20;

const domain = createRequire(join(ROOT, 'domain', 'package.json'))('./dist/index.js');
const run = Date.now().toString(36);
const failures = [];
const check = (ok, message) => {
  console.log(`  ${ok ? '✔' : '✖'} ${message}`);
  if (!ok) failures.push(message);
};

/** Two distinct future weekdays (3 and 4 weeks ahead, Sao Paulo calendar), so each run books slots of its own. */
function freeSlots() {
  const today = domain.saoPauloNow(new Date()).date;
  const weekdays = [];
  for (let d = 21 + (Date.now() % 7); weekdays.length < 2; d++)
    if (domain.isWeekday(domain.addDays(today, d))) weekdays.push(domain.addDays(today, d));
  const time = domain.BOOKING_SLOTS[Date.now() % domain.BOOKING_SLOTS.length];
  return weekdays.map((date) => ({ date, time }));
}

const contact = (email) => visitorContact('Teste de Queda', email, 'Teste de queda do CMS.');

/** Concurrent POSTs for one slot; resolves with the e-mails answered 201 and the statuses seen. */
async function bookingBurst(url, slot, tag, onAnswer = () => {}) {
  const answers = await Promise.all(
    Array.from({ length: BOOKING_BURST }, async (_, i) => {
      const email = `reserva-${run}-${tag}-${i}@queda.example`;
      try {
        const status = await postForm(url, '/api/bookings', { ...slot, ...contact(email) });
        onAnswer();
        return { email, status };
      } catch {
        return { email, status: 'no answer' };
      }
    }),
  );
  return { booked: answers.filter((a) => a.status === 201).map((a) => a.email), statuses: answers.map((a) => a.status) };
}

async function main() {
  ensureCmsEnv(ROOT);
  await installAll();
  await buildDomain();
  await compileCms();
  const started = Date.now();
  const cms = await scratchCms({
    name: 'crash-check',
    ports: OPS_PORTS.crash,
    seed: false,
    // Thousands of submissions from one address: the limits themselves are tested in the CMS suite.
    extraEnv: { LEAD_RATE_LIMIT_MAX: '100000000', BOOKING_RATE_LIMIT_MAX: '100000000' },
  });
  try {
    console.log(`\n▶ crash-check — starting a CMS (${cms.sqlite ? cms.paths.database : 'PostgreSQL'})`);
    await cms.start();
    const [first, second] = freeSlots();

    console.log(
      `▶ leads from ${CLIENTS} clients; ${BOOKING_BURST} bookings for ${first.date} ${first.time}; then kill -9 during leads and a second burst`,
    );
    const accepted = [];
    let sent = 0;
    let unanswered = 0;
    let killed = false;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (!killed) {
        const email = `lead-${run}-${++sent}@queda.example`;
        try {
          const status = await postForm(cms.url, '/api/leads', contact(email));
          if (status >= 200 && status < 300) accepted.push(email);
          else throw new Error(`lead answered ${status}`);
        } catch (error) {
          if (!killed) throw error;
          unanswered++;
        }
      }
    });
    const leadsDone = Promise.all(clients);
    leadsDone.catch(() => {});

    const firstBurst = await bookingBurst(cms.url, first, 'a');
    const deadline = Date.now() + 60_000;
    while (accepted.length < ANSWERED_BEFORE_KILL && Date.now() < deadline) {
      await Promise.race([new Promise((r) => setTimeout(r, 20)), leadsDone]);
    }
    // The kill comes as the first answer of the second burst arrives: the rest of it is still in flight.
    let firstAnswer;
    const answered = new Promise((resolve) => (firstAnswer = resolve));
    const secondBurst = bookingBurst(cms.url, second, 'b', () => firstAnswer());
    await Promise.race([answered, new Promise((r) => setTimeout(r, 5_000))]);
    killed = true;
    const pid = cms.pid();
    await cms.kill();
    console.log(`  killed CMS pid ${pid} with SIGKILL: ${accepted.length} leads answered 2xx, ${sent} sent`);
    await leadsDone;
    const second2xx = await secondBurst;
    const acceptedAtKill = [...accepted];

    console.log('▶ the database after the kill');
    const store = await openStore({ sqliteFile: cms.sqlite ? cms.paths.database : undefined });
    try {
      if (store.kind === 'SQLite') {
        check(store.walBytes > 0, `a write-ahead log was left by the killed process (${store.walBytes} bytes) and is replayed on open`);
        check(store.journalMode() === 'wal', `journal mode: ${store.journalMode()}`);
        const integrity = store.integrity();
        check(integrity === 'ok', `PRAGMA integrity_check: ${integrity}`);
      }
      const stored = new Set(await store.leadEmails(`lead-${run}-%`));
      const lost = acceptedAtKill.filter((email) => !stored.has(email));
      check(
        lost.length === 0,
        `every lead answered 2xx is stored (${acceptedAtKill.length} answered, ${stored.size} stored, ${unanswered} cut off by the kill)${lost.length ? ` — LOST: ${lost.slice(0, 10).join(', ')}${lost.length > 10 ? ', …' : ''}` : ''}`,
      );

      const firstRows = await store.confirmedBookings(first.date, first.time);
      check(
        firstBurst.booked.length === 1,
        `first burst before the kill: exactly one 201 among ${BOOKING_BURST} (${JSON.stringify(countBy(firstBurst.statuses))})`,
      );
      check(
        firstRows.length === 1 && firstRows[0] === firstBurst.booked[0],
        `${first.date} ${first.time}: one confirmed booking, the one answered 201 (found ${firstRows.length})`,
      );
      const secondRows = await store.confirmedBookings(second.date, second.time);
      const secondOk = secondRows.length <= 1 && second2xx.booked.length <= 1 && second2xx.booked.every((email) => secondRows.includes(email));
      check(
        secondOk,
        `${second.date} ${second.time} (burst cut by the kill, ${JSON.stringify(countBy(second2xx.statuses))}): ${secondRows.length} confirmed booking(s), at most one and any answered 201 among them`,
      );
    } finally {
      await store.close();
    }

    console.log('▶ the CMS started again on the same database');
    await cms.start();
    const again = await postForm(cms.url, '/api/bookings', { ...first, ...contact(`reserva-${run}-depois@queda.example`) });
    check(again === 409, `a new booking for ${first.date} ${first.time} is refused with 409 (got ${again})`);
    const lead = await postForm(cms.url, '/api/leads', contact(`lead-${run}-depois@queda.example`));
    check(lead === 201, `a new lead is accepted after the restart (got ${lead})`);
    console.log(`\n${failures.length ? '✖' : '✔'} crash-check: ${failures.length} failure(s) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    console.error(`\nCMS log (last lines):\n${cms.logTail(15)}`);
    throw error;
  } finally {
    await cms.dispose();
  }
}

const countBy = (values) => values.reduce((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

await runMain('crash-check', async () => {
  await main();
  return failures.length ? 1 : 0;
});
