import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawn } from 'child_process';
import request from 'supertest';
import { nthWeekday, validLead } from './helpers/api';
import { startRunningCms, strongSecrets, type RunningCms } from './helpers/cms-process';
import { RETRY_DELAYS_MS, retryDelay } from '../src/outbox/retry-schedule';
import { connectionSlots } from '../src/outbox/connection-slots';

/**
 * The outbox (src/outbox): the e-mails owed for a lead or a booking are stored with it and sent by a worker that
 * retries for a day, so neither a mail server that is down nor a CMS killed mid-work loses one. Each case runs a CMS
 * in a process of its own, with its own SMTP sink that the test starts and stops.
 */

type Sink = {
  close: () => Promise<unknown>;
  /** SIGSTOP of the sink's process: its port still accepts connections (the kernel does), nothing answers. */
  freeze: () => void;
  /** SIGCONT: it answers again, and reads what waited on its connections meanwhile. */
  resume: () => void;
};
type Received = { subject: string; messageId?: string; to?: string };

/** Ports for this file's CMS and sink, away from the suite's (global-setup) and the e2e run's. */
// Fixed for the file (the sink is stopped and started again on the same port), below the system's ephemeral range
// (32768–60999), where a connection of another process could hold the port.
const SMTP_PORT = 21000 + (process.pid % 5000);
const UI_PORT = 26000 + (process.pid % 5000);

/** The project's SMTP sink (scripts/mail-sink.mjs) in a process of its own, on this file's ports. */
function startSink(): Promise<Sink> {
  const child = spawn(process.execPath, [path.resolve(__dirname, '../../scripts/mail-sink.mjs')], {
    env: { PATH: process.env.PATH ?? '', SMTP_PORT: String(SMTP_PORT), MAIL_UI_PORT: String(UI_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      if (String(chunk).includes('mail sink:'))
        resolve({
          close: () => (child.kill('SIGCONT'), child.kill(), exited),
          freeze: () => child.kill('SIGSTOP'),
          resume: () => child.kill('SIGCONT'),
        });
    });
    exited.then(() => reject(new Error('the SMTP sink stopped before listening')));
  });
}
async function received(): Promise<Received[]> {
  const res = await fetch(`http://127.0.0.1:${UI_PORT}/api/messages`);
  return (await res.json()) as Received[];
}

/**
 * The outbox's clock in this file: every production wait (retry-schedule.ts) at a twentieth, the worker looking for due
 * deliveries every 200 ms. An outage of eight minutes then lasts 24 s of the run (it took 120 s at a quarter, most of
 * the CMS suite's time) and still spans the same six failed attempts before the SMTP server is back.
 */
const SCALE = 0.05;
const OUTAGE_MS = 8 * 60_000 * SCALE;

/** A CMS whose outbox runs at SCALE, on `dbFile`, sending to this file's sink port. */
const startOutboxCms = (dbFile: string) =>
  startRunningCms(
    {
      ...strongSecrets(),
      NODE_ENV: 'test',
      SMTP_PORT: String(SMTP_PORT),
      LEADS_NOTIFY_TO: 'comercial@alicerce.example',
      LEAD_RATE_LIMIT_MAX: '1000',
      BOOKING_RATE_LIMIT_MAX: '1000',
      OUTBOX_RETRY_SCALE: String(SCALE),
      OUTBOX_POLL_MS: '200',
    },
    dbFile,
  );

/** Names take letters only (the shared rules): a run's tag and each lead's number are written in letters. */
const letters = (n: number) => Array.from(String(n), (digit) => 'abcdefghij'[Number(digit)]).join('');
const tag = () => Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');
const postLead = (cms: RunningCms, name: string, i: number) =>
  request(cms.url)
    .post('/api/leads')
    .set('X-Forwarded-For', `198.51.100.${(i % 200) + 1}`)
    .send({ data: validLead({ name, email: `lead.${i}.${tag()}@exemplo.com` }) });
const postBooking = (cms: RunningCms, name: string, run: string, i: number) =>
  request(cms.url)
    .post('/api/bookings')
    .set('X-Forwarded-For', `198.51.100.${(i % 200) + 1}`)
    .send({
      data: { ...validLead({ name, email: `reserva.${i}.${run}@exemplo.com` }), date: nthWeekday(i + 1), time: '14:00', source_page: 'agendamento' },
    });

/** Polls the sink until `done(messages)` or the time runs out; returns the last messages seen. */
async function waitForMessages(done: (messages: Received[]) => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  let messages = await received();
  while (!done(messages) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 250));
    messages = await received();
  }
  return messages;
}

const count = (messages: Received[], match: (m: Received) => boolean) => messages.filter(match).length;
const distinctIds = (messages: Received[]) => new Set(messages.map((m) => m.messageId)).size;

let dir: string;
let cms: RunningCms | undefined;
let sink: Sink | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-outbox-'));
});
afterEach(async () => {
  await cms?.stop();
  await sink?.close();
  cms = sink = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `restore` after the current test, passed or failed. */
const restores: Array<() => unknown> = [];
const afterThis = (restore: () => unknown) => restores.push(restore);
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

describe('retry schedule', () => {
  it('retries for more than a day, quickly at first, then gives up', () => {
    // The production waits: this suite's CMS runs them at a fifth (OUTBOX_RETRY_SCALE in global-setup).
    const suiteScale = process.env.OUTBOX_RETRY_SCALE;
    delete process.env.OUTBOX_RETRY_SCALE;
    afterThis(() => (process.env.OUTBOX_RETRY_SCALE = suiteScale));
    const total = RETRY_DELAYS_MS.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThan(24 * 3600_000);
    expect(retryDelay(1, () => 0.5)).toBe(5000);
    expect(retryDelay(1, () => 0)).toBe(4500);
    expect(retryDelay(1, () => 1)).toBe(5500);
    expect(retryDelay(RETRY_DELAYS_MS.length + 1)).toBeNull();
    process.env.OUTBOX_RETRY_SCALE = '0.25';
    expect(retryDelay(1, () => 0.5)).toBe(1250);
  });
});

describe('connection slots', () => {
  it('lets as many sends through as there are connections; a wait given up takes no slot and sends nothing', async () => {
    const slots = connectionSlots(2);
    const never = new AbortController().signal;
    const reason = () => new Error('given up');
    const first = await slots.take(never, reason);
    const second = await slots.take(never, reason);
    const giveUp = new AbortController();
    const abandoned = slots.take(giveUp.signal, reason);
    let thirdGot = false;
    const third = slots.take(never, reason).then((release) => ((thirdGot = true), release));
    giveUp.abort();
    await expect(abandoned).rejects.toThrow('given up');
    expect(thirdGot).toBe(false);
    first();
    first(); // a second release of the same slot frees nothing more
    (await third)();
    second();
    // Both slots free again, and no more than both.
    await slots.take(never, reason);
    await slots.take(never, reason);
    const timedOut = slots.take(AbortSignal.timeout(50), reason);
    await expect(timedOut).rejects.toThrow('given up');
  });
});

// The CMS processes of these cases run on SQLite; the PostgreSQL run proves the worker's claim (SKIP LOCKED) through
// the suite's own CMS (tests/leads.test.ts and bookings.test.ts wait for their e-mails).
(process.env.DATABASE_CLIENT === 'postgres' ? describe.skip : describe)('outbox', () => {
  it('delivers every lead notification and booking e-mail once the SMTP server is back after eight minutes, none twice', async () => {
    cms = await startOutboxCms(path.join(dir, 'cms.db'));
    const run = tag();
    const leads = await Promise.all(Array.from({ length: 50 }, (_, i) => postLead(cms!, `Lead Fila ${run} ${letters(i)}`, i)));
    expect(leads.map((r) => r.status)).toEqual(Array(50).fill(201));
    const bookings: Awaited<ReturnType<typeof postBooking>>[] = [];
    for (let i = 0; i < 10; i++) bookings.push(await postBooking(cms, `Reserva Fila ${run} ${letters(i)}`, run, i));
    expect(bookings.map((r) => r.status)).toEqual(Array(10).fill(201));

    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    sink = await startSink();
    // The agency's e-mails name the lead or the visitor (with the run's tag); the visitor's confirmation goes to them.
    const ours = (m: Received) => m.subject.includes(run) || (m.to ?? '').includes(`.${run}@`);
    await waitForMessages((all) => count(all, ours) >= 70, 90_000);
    // A little longer: a repeat would show up now.
    await new Promise((r) => setTimeout(r, 3000));
    const settled = (await received()).filter(ours);

    expect(count(settled, (m) => m.subject.startsWith(`Novo lead: Lead Fila ${run} `))).toBe(50);
    expect(count(settled, (m) => m.subject.startsWith(`Nova consultoria agendada: Reserva Fila ${run} `))).toBe(10);
    expect(count(settled, (m) => m.subject.startsWith('Consultoria agendada: '))).toBe(10);
    expect(settled.length).toBe(70);
    expect(new Set(settled.map((m) => `${m.subject} ${m.to}`)).size).toBe(70);
    expect(distinctIds(settled)).toBe(70);
  }, 300_000);

  it('sends each e-mail once when the SMTP server hangs (frozen, not stopped) for longer than the lease and every timeout', async () => {
    // The production race at a smaller scale (npm run frozen-sink-check runs it at full scale: 2 minutes, the production
    // lease and timeouts): a lease of 3 s, SMTP timeouts of 1 s, at most 1.5 s waiting for a free connection, and the
    // sink frozen for 12 s. When the outbox handed every message to the pool at once, queued copies outlived their
    // lease, the rows were claimed and queued again, and both copies went out when the sink woke.
    sink = await startSink();
    cms = await startRunningCms(
      {
        ...strongSecrets(),
        NODE_ENV: 'test',
        SMTP_PORT: String(SMTP_PORT),
        LEADS_NOTIFY_TO: 'comercial@alicerce.example',
        LEAD_RATE_LIMIT_MAX: '1000',
        OUTBOX_RETRY_SCALE: String(SCALE),
        OUTBOX_POLL_MS: '200',
        OUTBOX_LEASE_MS: '3000',
        OUTBOX_SMTP_WAIT_MS: '1500',
        SMTP_CONNECTION_TIMEOUT_MS: '1000',
        SMTP_GREETING_TIMEOUT_MS: '1000',
        SMTP_SOCKET_TIMEOUT_MS: '1000',
      },
      path.join(dir, 'cms.db'),
    );
    const run = tag();
    const ours = (m: Received) => m.subject.startsWith(`Novo lead: Lead Parado ${run} `);
    // One lead while the sink answers: the SMTP pool keeps that greeted connection open, and the next message goes on it.
    expect((await postLead(cms, `Lead Parado ${run} aquecimento`, 0)).status).toBe(201);
    await waitForMessages((all) => count(all, ours) >= 1, 20_000);

    sink.freeze();
    const leads = await Promise.all(Array.from({ length: 20 }, (_, i) => postLead(cms!, `Lead Parado ${run} ${letters(i)}`, i + 1)));
    expect(leads.map((r) => r.status)).toEqual(Array(20).fill(201));
    await new Promise((r) => setTimeout(r, 12_000));
    sink.resume();

    await waitForMessages((all) => count(all, ours) >= 21, 60_000);
    // A little longer: a copy still queued somewhere would arrive now.
    await new Promise((r) => setTimeout(r, 5000));
    const settled = (await received()).filter(ours);
    expect(new Set(settled.map((m) => m.subject)).size).toBe(21);
    expect(settled.length).toBe(21);
    expect(distinctIds(settled)).toBe(21);
    // The attempts really failed while the sink was frozen (what the test is about), and were retried.
    expect(cms.output()).toMatch(/\[outbox\] email lead\.created .* failed \(/);
  }, 180_000);

  it('sends every agency e-mail after the CMS is killed right after acknowledging 100 leads', async () => {
    const dbFile = path.join(dir, 'cms.db');
    cms = await startOutboxCms(dbFile);
    const run = tag();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => postLead(cms!, `Lead Queda ${run} ${letters(i)}`, i)));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(201));
    await cms.kill();

    sink = await startSink();
    cms = await startOutboxCms(dbFile);
    const ours = (m: Received) => m.subject.startsWith(`Novo lead: Lead Queda ${run} `);
    await waitForMessages((all) => count(all, ours) >= 100, 120_000);
    await new Promise((r) => setTimeout(r, 3000));
    const settled = (await received()).filter(ours);
    expect(new Set(settled.map((m) => m.subject)).size).toBe(100);
    expect(settled.length).toBe(100);
    expect(distinctIds(settled)).toBe(100);
  }, 240_000);
});
