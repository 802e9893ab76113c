// `npm run bench:outbox`: speed to lead. With the CMS, its outbox worker and the SMTP sink up, 200 leads are sent as
// the site's form sends them (10 at a time); for each, the time from the lead being stored (its createdAt) to the
// SMTP server receiving the agency's e-mail about it. Target: p95 ≤ 5 s. Writes the median, p95 and worst, with the
// machine, to docs/benchmarks.md (section bench:outbox). Options: --leads=200 --no-write.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { leadBody } from './lib/api-load.mjs';
import { machine, machineLine, median, writeSection } from './lib/bench-report.mjs';
import { OPS_PORTS } from './lib/ports.mjs';
import { runMain } from './lib/proc.mjs';
import { scratchCms } from './lib/scratch-cms.mjs';
import { ROOT, prepareCmsServer } from './lib/steps.mjs';

const LEADS = Number(process.argv.find((a) => a.startsWith('--leads='))?.slice(8) ?? 200);
const WRITE = !process.argv.includes('--no-write');
const TARGET_P95_MS = 5000;
const AT_ONCE = 10;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

runMain('bench:outbox', async () => {
  await prepareCmsServer();
  const m = machine();
  const cms = await scratchCms({ name: 'bench-outbox', ports: OPS_PORTS.bench, extraEnv: { LEAD_RATE_LIMIT_MAX: '100000' } });
  try {
    await cms.start();
    const run = Date.now().toString(36);
    const stored = [];
    console.log(`\n▶ ${LEADS} leads, ${AT_ONCE} at a time`);
    for (let i = 0; i < LEADS; i += AT_ONCE) {
      await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, LEADS - i) }, async (_, j) => {
          const body = leadBody(run, i + j + 1);
          const email = JSON.parse(body).data.email;
          const res = await fetch(`${cms.url}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': `198.51.100.${(i + j) % 250}` },
            body,
          });
          if (res.status !== 201) throw new Error(`lead ${i + j + 1}: HTTP ${res.status}`);
          stored.push({ email, createdAt: Date.parse((await res.json()).data.createdAt) });
        }),
      );
    }
    const mails = new Map();
    const until = Date.now() + 120_000;
    while (mails.size < stored.length && Date.now() < until) {
      const messages = await (await fetch(`http://127.0.0.1:${OPS_PORTS.bench.mailUi}/api/messages`)).json();
      for (const message of messages) {
        const email = /E-mail: (\S+)/.exec(message.text)?.[1];
        if (message.subject.startsWith('Novo lead:') && email && !mails.has(email)) mails.set(email, Date.parse(message.receivedAt));
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const latencies = stored
      .filter((lead) => mails.has(lead.email))
      .map((lead) => mails.get(lead.email) - lead.createdAt)
      .sort((a, b) => a - b);
    const missing = stored.length - latencies.length;
    const p95 = percentile(latencies, 95);
    const ok = missing === 0 && p95 <= TARGET_P95_MS;
    const line = `median ${seconds(median(latencies))}, p95 ${seconds(p95)} ${ok ? '✓' : '✗'}, worst ${seconds(latencies.at(-1))}; ${latencies.length} of ${stored.length} e-mails received${missing ? ` (${missing} missing ✗)` : ''}`;
    console.log(`  lead stored → agency e-mail at the SMTP server: ${line}`);
    const body = `## Speed to lead: the outbox (\`npm run bench:outbox\`)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine(m)}.

A CMS of its own (seeded SQLite, its outbox worker on) and the project's SMTP sink on loopback; ${LEADS} leads sent as
the site's form sends them, ${AT_ONCE} at a time. For each lead: from its \`createdAt\` (stored, in the same transaction
as its delivery) to the moment the SMTP server received the agency's e-mail about it. Target: p95 ≤ ${TARGET_P95_MS / 1000} s.

| Leads | Median | p95 | Worst | Received |
|---|---|---|---|---|
| ${LEADS} | ${seconds(median(latencies))} | ${seconds(p95)} ${ok ? '✓' : '✗'} | ${seconds(latencies.at(-1))} | ${latencies.length} of ${stored.length} |
`;
    if (WRITE) writeSection(join(ROOT, 'docs', 'benchmarks.md'), 'outbox', body);
    return ok ? 0 : 1;
  } finally {
    await cms.dispose();
  }
});
