import http from 'http';
import type { AddressInfo } from 'net';
import { BULK_MAX, DELIVERY_RESEND_MESSAGES, WEBHOOK_MESSAGES } from '@alicerce/domain';
import { adminToken, api, bearer, clientIp, validLead } from './helpers/api';
import { assertPublicTarget, isPrivateAddress } from '../src/outbox/webhooks/public-target';

// The receiver's check exactly as docs/webhooks.md hands it to a CRM.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { verifyAlicerceWebhook } = require('../../docs/webhooks-verify.js');

/**
 * CRM webhooks through the outbox (docs/webhooks.md) against the suite's real CMS: a local receiver that fails first,
 * the signature checked with the documented snippet, the pt-BR refusal of internal addresses, a test event, an
 * outcome change, and the Envios API with its audited resend.
 */
type Hit = { at: number; headers: http.IncomingHttpHeaders; body: string };

/** A receiver on loopback that answers `statuses` in turn (then 200) and records every request. */
async function receiver(statuses: number[] = []) {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      hits.push({ at: Date.now(), headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/crm`, hits, close: () => new Promise((r) => server.close(r)) };
}

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  return check();
};

let admin: string;
const created: number[] = [];
const addEndpoint = async (data: Record<string, unknown>) => {
  const res = await api().post('/api/webhook-endpoints').set(bearer(admin)).send({ data });
  if (res.status === 201) created.push(res.body.data.id);
  return res;
};
const postLead = (name: string) =>
  api()
    .post('/api/leads')
    .set('X-Forwarded-For', clientIp())
    .send({ data: validLead({ name, email: `crm.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@exemplo.com` }) });
const letters = () => Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvz'[Math.floor(Math.random() * 18)]).join('');

beforeAll(async () => {
  admin = await adminToken();
});
afterAll(async () => {
  // No endpoint of this file outlives it (later files' leads would be queued for a receiver that is gone).
  for (const id of created) await api().delete(`/api/webhook-endpoints/${id}`).set(bearer(admin));
});

describe('CRM webhooks', () => {
  it('retries a failing receiver with growing waits, delivers once, and signs each request as documented', async () => {
    const crm = await receiver([500, 500]);
    const res = await addEndpoint({ url: crm.url, events: ['lead.created'], description: 'CRM de teste' });
    expect(res.status).toBe(201);
    const { secret, id } = res.body.data;
    expect(secret).toMatch(/^whsec_/);
    const listed = (await api().get('/api/webhook-endpoints').set(bearer(admin))).body.data.find((e: { id: number }) => e.id === id);
    expect(listed).toMatchObject({ url: crm.url, events: ['lead.created'], active: true });
    expect(JSON.stringify(listed)).not.toContain(secret);

    const name = `Lead Crm ${letters()}`;
    const lead = (await postLead(name)).body.data.documentId;
    expect(await until(() => crm.hits.length >= 3)).toBe(true);
    await new Promise((r) => setTimeout(r, 1500)); // a fourth request would be a repeat
    expect(crm.hits).toHaveLength(3);

    const keys = new Set(crm.hits.map((h) => h.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    const [first, second, third] = crm.hits;
    expect(second.at - first.at).toBeGreaterThanOrEqual(800); // 5 s × 0.2 (this suite's scale) ± 10 %
    expect(third.at - second.at).toBeGreaterThan(second.at - first.at); // 15 s × 0.2: the waits grow
    const body = JSON.parse(third.body);
    expect(body).toMatchObject({ id: [...keys][0], event: 'lead.created', data: { lead: { id: lead, name, status: 'new' } } });
    expect(third.headers['alicerce-event']).toBe('lead.created');

    const signature = String(third.headers['alicerce-signature']);
    expect(verifyAlicerceWebhook(third.body, signature, secret)).toBe(true);
    const signedAt = Number(/t=(\d+)/.exec(signature)![1]);
    expect(verifyAlicerceWebhook(third.body, signature, secret, signedAt + 301)).toBe(false); // replayed later
    expect(verifyAlicerceWebhook(third.body.replace(name, 'Outro Nome'), signature, secret)).toBe(false);
    expect(verifyAlicerceWebhook(third.body, signature, 'whsec_outro')).toBe(false);

    const deliveries = (await api().get(`/api/webhook-endpoints/${id}/deliveries`).set(bearer(admin))).body.data;
    expect(deliveries[0]).toMatchObject({ state: 'sent', attempts: 3, event: 'lead.created', subject_id: lead });
    expect(deliveries[0].attempt_log.map((a: { ok: boolean }) => a.ok)).toEqual([false, false, true]);
    await crm.close();
  }, 30_000);

  it('sends a test event and a lead outcome to the endpoints subscribed', async () => {
    const crm = await receiver();
    const { id } = (await addEndpoint({ url: crm.url, events: ['lead.outcome_changed'] })).body.data;
    expect((await api().post(`/api/webhook-endpoints/${id}/test`).set(bearer(admin))).status).toBe(202);
    expect(await until(() => crm.hits.some((h) => JSON.parse(h.body).event === 'ping'))).toBe(true);

    const lead = (await postLead(`Lead Resultado ${letters()}`)).body.data.documentId;
    await api()
      .put(`/api/leads/${lead}/outcome`)
      .set(bearer(admin))
      .send({ data: { outcome: 'won', outcome_value: 250000 } });
    expect(await until(() => crm.hits.some((h) => JSON.parse(h.body).event === 'lead.outcome_changed'))).toBe(true);
    const events = crm.hits.map((h) => JSON.parse(h.body));
    expect(events.filter((e) => e.event === 'lead.created')).toHaveLength(0); // not subscribed
    expect(events.find((e) => e.event === 'lead.outcome_changed').data.lead).toMatchObject({
      id: lead,
      outcome: 'won',
      outcome_value: 250000,
      status: 'won',
    });
    await crm.close();
  });

  it('refuses an internal or non-https address in production with a pt-BR message', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      for (const url of [
        'http://127.0.0.1:8080/crm',
        'https://127.0.0.1/crm',
        'https://10.0.0.5/hook',
        'https://192.168.0.10/',
        'https://[::1]/x',
        'https://localhost/x',
        'https://169.254.169.254/latest',
      ]) {
        await expect(assertPublicTarget(url)).rejects.toThrow(WEBHOOK_MESSAGES.notPublic);
      }
      await expect(assertPublicTarget('https://crm.example.com/hook', async () => ['10.1.2.3'])).rejects.toThrow(WEBHOOK_MESSAGES.notPublic);
      await expect(assertPublicTarget('https://crm.example.com/hook', async () => ['93.184.216.34'])).resolves.toBeUndefined();
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect(isPrivateAddress('::ffff:192.168.1.1')).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);

    const bad = await addEndpoint({ url: 'ftp://crm.example.com', events: ['lead.created'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(WEBHOOK_MESSAGES.url);
    const none = await addEndpoint({ url: 'https://crm.example.com/hook', events: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(WEBHOOK_MESSAGES.events);
  });

  it("lists a delivery that failed in Envios, counts it as failing, and 'Reenviar' sends it again with an audit row", async () => {
    const crm = await receiver([500]);
    const { id } = (await addEndpoint({ url: crm.url, events: ['lead.created'] })).body.data;
    const lead = (await postLead(`Lead Falha ${letters()}`)).body.data.documentId;
    expect(await until(() => crm.hits.length >= 1)).toBe(true);
    // The endpoint is removed before the retry: the delivery fails for good ('Endpoint removido').
    await api().delete(`/api/webhook-endpoints/${id}`).set(bearer(admin));
    const failedOne = async () =>
      (await api().get(`/api/outbox-deliveries?state=failed&subject_type=lead&subject_id=${lead}`).set(bearer(admin))).body.data[0];
    expect(await until(async () => Boolean(await failedOne()))).toBe(true);
    const failed = await failedOne();
    expect(failed).toMatchObject({ channel: 'webhook', event: 'lead.created', last_error: 'Endpoint removido', recipient: `webhook #${id}` });
    const agencyMail = (await api().get(`/api/outbox-deliveries?channel=email&subject_type=lead&subject_id=${lead}`).set(bearer(admin))).body.data[0];
    expect(agencyMail).toMatchObject({ state: 'sent', recipient: 'comercial@alicerce.example' });

    const summary = (await api().get('/api/outbox-deliveries/summary').set(bearer(admin))).body.data;
    expect(summary.failing).toBeGreaterThanOrEqual(1);

    const resent = await api().post(`/api/outbox-deliveries/${failed.id}/resend`).set(bearer(admin));
    expect(resent.status).toBe(200);
    const audit = (await api().get('/api/audit-entries?filters[subject_type][$eq]=delivery&sort=createdAt:desc').set(bearer(admin))).body.data;
    expect(audit[0]).toMatchObject({ action: 'resent', subject_type: 'delivery', subject_id: String(failed.id) });
    expect((await api().post(`/api/outbox-deliveries/${agencyMail.id}/resend`).set(bearer(admin))).status).toBe(400); // already delivered
    await crm.close();
  });

  it('resends several failed deliveries at once, all or none: one delivered among them refuses the lot, naming it', async () => {
    const crm = await receiver([500, 500]);
    const { id } = (await addEndpoint({ url: crm.url, events: ['lead.created'] })).body.data;
    const leads = [(await postLead(`Lead Lote ${letters()}`)).body.data.documentId, (await postLead(`Lead Lote ${letters()}`)).body.data.documentId];
    expect(await until(() => crm.hits.length >= 2)).toBe(true);
    await api().delete(`/api/webhook-endpoints/${id}`).set(bearer(admin));
    const deliveriesOf = async (lead: string, state: string) =>
      (await api().get(`/api/outbox-deliveries?state=${state}&subject_type=lead&subject_id=${lead}`).set(bearer(admin))).body.data;
    expect(await until(async () => (await Promise.all(leads.map((lead) => deliveriesOf(lead, 'failed')))).every((rows) => rows.length === 1))).toBe(
      true,
    );
    const failed = await Promise.all(leads.map(async (lead) => (await deliveriesOf(lead, 'failed'))[0]));
    const [delivered] = await deliveriesOf(leads[0], 'sent');
    expect(delivered).toMatchObject({ channel: 'email' });
    const resend = (ids: unknown) => api().post('/api/outbox-deliveries/resend').set(bearer(admin)).send({ ids });
    const resentEntries = async () =>
      (
        await api()
          .get('/api/audit-entries?filters[subject_type][$eq]=delivery&filters[action][$eq]=resent&pagination[pageSize]=100')
          .set(bearer(admin))
      ).body.meta.pagination.total;
    const entriesBefore = await resentEntries();

    // One of them delivered: none goes out again, and the message names it.
    const refused = await resend([failed[0].id, delivered.id, failed[1].id]);
    expect([refused.status, refused.body.error?.message]).toEqual([409, DELIVERY_RESEND_MESSAGES.delivered(delivered.id, delivered.recipient)]);
    for (const [i, lead] of leads.entries()) expect((await deliveriesOf(lead, 'failed')).map((row) => row.id)).toEqual([failed[i].id]);
    expect(await resentEntries()).toBe(entriesBefore);
    // One gone: the same.
    expect((await resend([failed[0].id, 987654321])).body.error?.message).toBe(DELIVERY_RESEND_MESSAGES.missing(987654321));

    const res = await resend(failed.map((row) => row.id));
    expect({ status: res.status, resent: res.body.data?.resent }).toEqual({ status: 200, resent: 2 });
    expect(res.body.data.rows).toEqual(failed.map((row) => expect.objectContaining({ id: row.id, state: 'pending', attempts: 0 })));
    expect(await resentEntries()).toBe(entriesBefore + 2);
    // They go out again (and fail again for good: their endpoint is gone).
    expect(
      await until(async () =>
        (await Promise.all(leads.map((lead) => deliveriesOf(lead, 'failed')))).every((rows) => rows.length === 1 && rows[0].attempts === 1),
      ),
    ).toBe(true);

    expect((await resend([])).body.error?.message).toBe(DELIVERY_RESEND_MESSAGES.ids);
    expect((await resend([failed[0].id, failed[0].id])).body.error?.message).toBe(DELIVERY_RESEND_MESSAGES.repeated);
    expect((await resend(Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1))).body.error?.message).toBe(DELIVERY_RESEND_MESSAGES.ids);
    expect((await resend('1,2')).status).toBe(400);
    await crm.close();
  });
});
