// scale-check's rows for leads: the two replicas' outboxes, and a kill -9 of one during a burst. Their request helpers
// and table come from scripts/scale-check.mjs.
import http from 'node:http';

/**
 * 200 leads through the balancer (each replica stores about half): the outbox of the two replicas sends exactly one
 * agency e-mail per lead — each replica's worker claims due deliveries with FOR UPDATE SKIP LOCKED, so neither sends
 * what the other holds — and every delivery ends sent after one attempt.
 */
export async function checkOutbox(lb, db, mailApi, auth, { send, row, run, contact }) {
  const CLIENTS = 40;
  const PER_CLIENT = 5;
  const emails = [];
  // A CRM stand-in on loopback, registered for lead.created: each lead must reach it once, whichever replica stored it.
  const hits = [];
  const crm = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ key: req.headers['idempotency-key'], lead: JSON.parse(body).data?.lead?.email });
      res.writeHead(200).end();
    });
  });
  await new Promise((resolve) => crm.listen(0, '127.0.0.1', resolve));
  const endpoint = await send(`${lb.url}/api/webhook-endpoints`, {
    method: 'POST',
    headers: auth,
    body: { data: { url: `http://127.0.0.1:${crm.address().port}/crm`, events: ['lead.created'] } },
  });
  if (endpoint.status !== 201) throw new Error(`registering the webhook answered ${endpoint.status}: ${endpoint.text()}`);
  const answers = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      const statuses = [];
      for (let i = 0; i < PER_CLIENT; i++) {
        const email = `aviso-${run}-${c}-${i}@escala.example`;
        emails.push(email);
        statuses.push(
          (
            await send(`${lb.url}/api/leads`, { method: 'POST', from: `127.0.3.${c + 1}`, body: { data: contact(email) } }).catch((e) => ({
              status: e.message,
            }))
          ).status,
        );
      }
      return statuses;
    }),
  );
  const statuses = answers.flat();
  const ours = (messages) =>
    messages.filter((m) => m.subject === 'Novo lead: Teste de Escala' && emails.some((email) => m.text.includes(`E-mail: ${email}\n`)));
  const until = Date.now() + 60_000;
  let mails = [];
  while (Date.now() < until) {
    mails = ours(await (await fetch(`${mailApi}/api/messages`)).json());
    if (mails.length >= emails.length) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 3000)); // a repeat would arrive now
  mails = ours(await (await fetch(`${mailApi}/api/messages`)).json());
  const perLead = emails.map((email) => mails.filter((m) => m.text.includes(`E-mail: ${email}\n`)).length);
  const [deliveries] = await db.query(
    `select count(*) || ' ' || count(*) filter (where state = 'sent' and attempts = 1) from outbox_deliveries d join leads l on l.document_id = d.subject_id where d.channel = 'email' and l.email like 'aviso-${run}-%'`,
  );
  const [rowsTotal, sentOnce] = deliveries.split(' ').map(Number);
  const webhookUntil = Date.now() + 30_000;
  while (hits.length < emails.length && Date.now() < webhookUntil) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 2000));
  await new Promise((resolve) => crm.close(resolve));
  const hooked = new Set(hits.map((h) => h.lead));
  const webhookOk =
    hits.length === emails.length && new Set(hits.map((h) => h.key)).size === emails.length && emails.every((email) => hooked.has(email));
  row(
    `outbox on both replicas: ${emails.length} leads through nginx`,
    'one agency e-mail and one webhook request per lead, none twice; every e-mail sent at its first attempt',
    `${statuses.filter((s) => s === 201).length} answered 201; e-mails ${mails.length} (${perLead.filter((n) => n === 1).length} leads once, ${perLead.filter((n) => n === 0).length} never, ${perLead.filter((n) => n > 1).length} twice or more); e-mail deliveries ${rowsTotal}, sent at the first attempt ${sentOnce}; webhook requests ${hits.length} for ${hooked.size} leads`,
    statuses.every((s) => s === 201) && perLead.every((n) => n === 1) && rowsTotal === emails.length && sentOnce === emails.length && webhookOk,
  );
}

export async function checkKill(lb, [A, B], db, { send, row, run, count, contact }) {
  const CLIENTS = 40;
  const PER_CLIENT = 6; // below the lead limit of 10 per client
  const accepted = [];
  const refused = [];
  let killedAt = null;
  let afterKill = 0;
  const clients = Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = 0; i < PER_CLIENT; i++) {
      const email = `queda-${run}-${c}-${i}@escala.example`;
      const answer = await send(`${lb.url}/api/leads`, {
        method: 'POST',
        from: `127.0.2.${c + 1}`,
        headers: { 'idempotency-key': `${run}-${c}-${i}` },
        body: { data: contact(email) },
      }).catch((e) => ({ status: e.message }));
      if (answer.status >= 200 && answer.status < 300) {
        accepted.push(email);
        if (killedAt) afterKill++;
      } else refused.push(answer.status);
    }
  });
  const done = Promise.all(clients);
  while (accepted.length < 60 && refused.length === 0) await Promise.race([new Promise((r) => setTimeout(r, 10)), done]);
  killedAt = Date.now();
  B.kill();
  await done;
  const stored = await db.query(`select email || ' ' || count(*) from leads where email like 'queda-${run}-%' group by email`);
  const times = Object.fromEntries(stored.map((line) => line.split(' ')).map(([email, n]) => [email, Number(n)]));
  const lost = accepted.filter((email) => !times[email]);
  const doubled = Object.entries(times).filter(([, n]) => n > 1);
  const health = await send(`${A.url}/_health`).catch(() => ({ status: 'no answer' }));
  const retried = await lb.retries();
  row(
    `kill -9 of B during ${CLIENTS * PER_CLIENT} leads through nginx (Idempotency-Key)`,
    'every lead answered 2xx (retried on A), stored exactly once; A keeps answering',
    `${accepted.length} answered 2xx (${afterKill} after the kill, ${retried} retried on A), ${refused.length} not (${count(refused) || '—'}); lost ${lost.length}, stored twice ${doubled.length}; A /_health ${health.status}`,
    refused.length === 0 && lost.length === 0 && doubled.length === 0 && afterKill > 0 && health.status >= 200 && health.status < 300,
  );
}
