import { OUTCOME_MESSAGES } from '@alicerce/domain';
import { DEV_ADMIN, adminToken, api, bearer, clientIp, editorToken, nthWeekday, registeredUserToken, validLead } from './helpers/api';

/** A lead's or booking's outcome (#15): admins only, who and when from the server, pt-BR refusals. */
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com`;
let admin: string;

const newLead = async () => {
  const res = await api()
    .post('/api/leads')
    .set('X-Forwarded-For', clientIp())
    .send({ data: validLead({ email: uniqueEmail('resultado') }) });
  return res.body.data.documentId as string;
};
const setOutcome = (kind: 'leads' | 'bookings', documentId: string, data: unknown, token: string | null = admin) => {
  const req = api().put(`/api/${kind}/${documentId}/outcome`);
  if (token) req.set(bearer(token));
  return req.send({ data });
};
const readLead = async (documentId: string) => (await api().get(`/api/leads/${documentId}`).set(bearer(admin))).body.data;

beforeAll(async () => {
  admin = await adminToken();
});

describe('PUT /api/leads/:documentId/outcome', () => {
  it('marks a lead won with a value; the server names the admin and the time, whatever the client sends', async () => {
    const lead = await newLead();
    const before = Date.now();
    const res = await setOutcome('leads', lead, {
      outcome: 'won',
      outcome_value: 1500.5,
      outcome_set_by: 'forjado@x.com',
      outcome_set_at: '2000-01-01T00:00:00Z',
    });
    expect(res.status).toBe(200);
    const stored = await readLead(lead);
    expect(stored).toMatchObject({ outcome: 'won', lead_status: 'won' });
    expect(Number(stored.outcome_value)).toBe(1500.5);
    expect(stored.outcome_set_by).toBe(DEV_ADMIN.email);
    expect(new Date(stored.outcome_set_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('qualified moves a new lead to contacted; clearing clears value, who and when, and takes back "won"', async () => {
    const lead = await newLead();
    await setOutcome('leads', lead, { outcome: 'qualified' });
    expect(await readLead(lead)).toMatchObject({ outcome: 'qualified', outcome_value: null, lead_status: 'contacted' });
    await setOutcome('leads', lead, { outcome: 'won', outcome_value: 10 });
    const res = await setOutcome('leads', lead, { outcome: null });
    expect(res.status).toBe(200);
    expect(await readLead(lead)).toMatchObject({
      outcome: null,
      outcome_value: null,
      outcome_set_by: null,
      outcome_set_at: null,
      lead_status: 'contacted',
    });
  });

  const refused: Array<[string, unknown, string]> = [
    ['a negative value', { outcome: 'won', outcome_value: -1 }, OUTCOME_MESSAGES.negativeValue],
    ['a value over R$ 100 mi', { outcome: 'won', outcome_value: 100_000_000.01 }, OUTCOME_MESSAGES.valueTooHigh],
    ['fractions of a cent', { outcome: 'won', outcome_value: 10.005 }, OUTCOME_MESSAGES.valueCents],
    ['a value as text', { outcome: 'won', outcome_value: '10' }, OUTCOME_MESSAGES.invalidValue],
    ['a value without an outcome', { outcome: null, outcome_value: 10 }, OUTCOME_MESSAGES.valueWithoutOutcome],
    ['an unknown outcome', { outcome: 'lost' }, OUTCOME_MESSAGES.invalidOutcome],
  ];
  it.each(refused)('refuses %s with a pt-BR 400 and changes nothing', async (_case, data, message) => {
    const lead = await newLead();
    const res = await setOutcome('leads', lead, data);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await readLead(lead)).toMatchObject({ outcome: null, outcome_value: null });
  });

  it('answers 404 for a lead that does not exist', async () => {
    expect((await setOutcome('leads', 'naoexiste0000000000000000', { outcome: 'won' })).status).toBe(404);
  });

  it('is 403 for the public, a signed-in visitor and an editor', async () => {
    const lead = await newLead();
    for (const token of [null, (await registeredUserToken()).jwt, (await editorToken()).jwt]) {
      expect((await setOutcome('leads', lead, { outcome: 'won' }, token)).status).toBe(403);
    }
    expect(await readLead(lead)).toMatchObject({ outcome: null });
  });

  it('cannot be forged through the plain lead update', async () => {
    const lead = await newLead();
    const res = await api()
      .put(`/api/leads/${lead}`)
      .set(bearer(admin))
      .send({ data: { lead_status: 'lost', outcome: 'won', outcome_set_by: 'forjado@x.com' } });
    expect(res.status).toBe(200);
    expect(await readLead(lead)).toMatchObject({ lead_status: 'lost', outcome: null, outcome_set_by: null });
  });
});

describe('PUT /api/bookings/:documentId/outcome', () => {
  it('marks a booking qualified with a value, admins only', async () => {
    const booking = {
      name: 'Joana Ribeiro',
      email: uniqueEmail('resultado-reserva'),
      phone: '(15) 99876-1111',
      date: nthWeekday(17),
      time: '15:30',
      source_page: 'agendamento',
    };
    const created = await api().post('/api/bookings').set('X-Forwarded-For', clientIp()).send({ data: booking });
    const id = created.body.data.documentId;
    expect((await setOutcome('bookings', id, { outcome: 'qualified', outcome_value: 0 }, (await editorToken()).jwt)).status).toBe(403);
    const res = await setOutcome('bookings', id, { outcome: 'qualified', outcome_value: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'qualified', outcome_value: 0 });
    const stored = (await api().get(`/api/bookings/${id}`).set(bearer(admin))).body.data;
    expect(stored).toMatchObject({ outcome: 'qualified' });
    expect(stored.outcome_set_by).toBe(DEV_ADMIN.email);
  });
});
