import { BULK_MAX, INBOX_BULK_MESSAGES } from '@alicerce/domain';
import { adminToken, api, bearer, clientIp, editorToken, nthWeekday, validLead, type AuditEntry } from './helpers/api';

/**
 * Leads' and Agendamentos' bulk actions (issue 57): `POST /api/inbox-bulk/<leads|bookings>` sets a status or erases the
 * personal data (LGPD) of up to BULK_MAX rows, all or none, each checked against the `updatedAt` the list showed, one
 * audit entry per row naming no one; the export of a selection is the CSV export with `ids`. Admins only.
 */
let admin: string;
let editor: string;
beforeAll(async () => {
  admin = await adminToken();
  editor = (await editorToken()).jwt;
});

type Row = { documentId: string; updatedAt: string; name: string; email: string; phone: string; anonymised_at: string | null } & Record<
  string,
  unknown
>;
const email = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com`;

async function newLead(name: string): Promise<Row> {
  const sent = await api()
    .post('/api/leads')
    .set('X-Forwarded-For', clientIp())
    .send({ data: validLead({ name, email: email('lote'), phone: `(15) 9${String(Date.now()).slice(-8)}` }) });
  expect(sent.status).toBe(201);
  return read('leads', sent.body.data.documentId);
}
async function newBooking(date: string, time: string, name: string): Promise<Row> {
  const sent = await api()
    .post('/api/bookings')
    .set('X-Forwarded-For', clientIp())
    .send({
      data: { name, email: email('reserva.lote'), phone: '(15) 99876-2222', company: '', message: '', date, time, source_page: 'agendamento' },
    });
  expect({ status: sent.status, error: sent.body.error?.message }).toEqual({ status: 201, error: undefined });
  return read('bookings', sent.body.data.documentId);
}
const read = async (kind: 'leads' | 'bookings', documentId: string): Promise<Row> =>
  (await api().get(`/api/${kind}/${documentId}`).set(bearer(admin))).body.data;
const refs = (rows: Row[]) => rows.map(({ documentId, updatedAt }) => ({ documentId, updatedAt }));
const bulk = (kind: 'leads' | 'bookings', body: object, jwt = admin) => api().post(`/api/inbox-bulk/${kind}`).set(bearer(jwt)).send(body);
const auditOf = async (documentId: string): Promise<AuditEntry[]> =>
  (await api().get(`/api/audit-entries?filters[subject_id][$eq]=${documentId}&sort=id:asc`).set(bearer(admin))).body.data;

describe('bulk status of leads', () => {
  it('marks three leads contacted in one call, each with its one audit entry and no personal data in it', async () => {
    const leads = [await newLead('Ana Lote'), await newLead('Bruno Lote'), await newLead('Carla Lote')];
    const res = await bulk('leads', { action: 'status', status: 'contacted', rows: refs(leads) });
    expect({ status: res.status, error: res.body.error?.message }).toEqual({ status: 200, error: undefined });
    expect(res.body.data).toMatchObject({ action: 'status', changed: 3 });
    for (const lead of leads) {
      const stored = await read('leads', lead.documentId);
      expect(stored.lead_status).toBe('contacted');
      expect(res.body.data.rows).toContainEqual({ documentId: lead.documentId, updatedAt: new Date(stored.updatedAt).toISOString() });
      const entries = await auditOf(lead.documentId);
      expect(entries).toEqual([expect.objectContaining({ action: 'updated', subject_type: 'lead', label: 'Status: Contatado (em lote)' })]);
      expect(JSON.stringify(entries)).not.toContain(lead.email);
      expect(JSON.stringify(entries)).not.toContain(lead.name);
    }
  });

  it('changes none when one lead changed after the list was loaded: 409 naming it', async () => {
    const leads = [await newLead('Davi Lote'), await newLead('Elisa Lote')];
    // Someone else marks Elisa won meanwhile (its updatedAt moves on).
    const other = await api()
      .put(`/api/leads/${leads[1].documentId}`)
      .set(bearer(admin))
      .send({ data: { lead_status: 'won' } });
    expect(other.status).toBe(200);
    const res = await bulk('leads', { action: 'status', status: 'lost', rows: refs(leads) });
    expect({ status: res.status, error: res.body.error?.message }).toEqual({ status: 409, error: INBOX_BULK_MESSAGES.stale('leads', 'Elisa Lote') });
    expect((await read('leads', leads[0].documentId)).lead_status).toBe('new');
    expect((await read('leads', leads[1].documentId)).lead_status).toBe('won');
    expect(await auditOf(leads[0].documentId)).toEqual([]);
  });

  it('changes none when one lead is gone, and names it', async () => {
    const lead = await newLead('Fábio Lote');
    const res = await bulk('leads', {
      action: 'status',
      status: 'contacted',
      rows: [...refs([lead]), { documentId: 'naoexiste0000000000000000', updatedAt: lead.updatedAt }],
    });
    expect({ status: res.status, error: res.body.error?.message }).toEqual({
      status: 409,
      error: INBOX_BULK_MESSAGES.missing('leads', 'naoexiste0000000000000000'),
    });
    expect((await read('leads', lead.documentId)).lead_status).toBe('new');
  });

  it('refuses a status the list does not have, an empty or too long selection, a repeated row, and an editor', async () => {
    const lead = await newLead('Gabi Lote');
    const cases: Array<[object, string]> = [
      [{ action: 'status', status: 'confirmed', rows: refs([lead]) }, INBOX_BULK_MESSAGES.status],
      [{ action: 'status', status: 'contacted', rows: [] }, INBOX_BULK_MESSAGES.rows],
      [
        {
          action: 'status',
          status: 'contacted',
          rows: Array.from({ length: BULK_MAX + 1 }, (_, i) => ({ documentId: `doc${i}`, updatedAt: lead.updatedAt })),
        },
        INBOX_BULK_MESSAGES.rows,
      ],
      [{ action: 'status', status: 'contacted', rows: [...refs([lead]), ...refs([lead])] }, INBOX_BULK_MESSAGES.repeated],
      [{ action: 'delete', rows: refs([lead]) }, INBOX_BULK_MESSAGES.action],
      [{ action: 'status', status: 'contacted', rows: [{ documentId: lead.documentId, updatedAt: 'ontem' }] }, INBOX_BULK_MESSAGES.row],
    ];
    for (const [body, message] of cases) {
      const res = await bulk('leads', body);
      expect({ status: res.status, error: res.body.error?.message }).toEqual({ status: 400, error: message });
    }
    expect((await bulk('leads', { action: 'status', status: 'contacted', rows: refs([lead]) }, editor)).status).toBe(403);
    expect(
      (
        await api()
          .post('/api/inbox-bulk/leads')
          .send({ action: 'erase', rows: refs([lead]) })
      ).status,
    ).toBe(403);
    expect((await read('leads', lead.documentId)).lead_status).toBe('new');
  });
});

describe('bulk erasure (LGPD) instead of a delete', () => {
  it('anonymises the chosen leads, keeps the rows, audits each and then refuses a status for them', async () => {
    const leads = [await newLead('Helena Apagar'), await newLead('Igor Apagar')];
    const kept = await newLead('Júlia Fica');
    const res = await bulk('leads', { action: 'erase', rows: refs(leads) });
    expect({ status: res.status, error: res.body.error?.message }).toEqual({ status: 200, error: undefined });
    expect(res.body.data).toMatchObject({ action: 'erase', changed: 2 });
    for (const lead of leads) {
      const stored = await read('leads', lead.documentId);
      expect(stored).toMatchObject({ name: 'Titular anonimizado', email: 'anonimizado@anonimizado.invalid', phone: '', lead_status: 'new' });
      expect(stored.anonymised_at).toEqual(expect.any(String));
      expect(await auditOf(lead.documentId)).toEqual([
        expect.objectContaining({ action: 'anonymised', subject_type: 'lead', label: 'Dados pessoais anonimizados (em lote)' }),
      ]);
    }
    expect(await read('leads', kept.documentId)).toMatchObject({ name: 'Júlia Fica', email: kept.email });

    const now = await Promise.all(leads.map((lead) => read('leads', lead.documentId)));
    const status = await bulk('leads', { action: 'status', status: 'contacted', rows: refs(now) });
    expect({ status: status.status, error: status.body.error?.message }).toEqual({ status: 409, error: INBOX_BULK_MESSAGES.anonymised('leads') });
  });
});

describe('bulk state of bookings', () => {
  it('cancels two bookings, and refuses to confirm them back when another booking took one of their slots', async () => {
    const date = nthWeekday(13);
    const bookings = [await newBooking(date, '14:30', 'Renata Tarde'), await newBooking(date, '15:30', 'Sérgio Noite')];
    const cancelled = await bulk('bookings', { action: 'status', status: 'cancelled', rows: refs(bookings) });
    expect({ status: cancelled.status, changed: cancelled.body.data?.changed }).toEqual({ status: 200, changed: 2 });
    // The freed 15:30 is booked by someone else.
    await newBooking(date, '15:30', 'Outra Pessoa');
    const now = await Promise.all(bookings.map((booking) => read('bookings', booking.documentId)));
    const res = await bulk('bookings', { action: 'status', status: 'confirmed', rows: refs(now) });
    const [year, month, day] = date.split('-');
    expect({ status: res.status, error: res.body.error?.message }).toEqual({
      status: 409,
      error: INBOX_BULK_MESSAGES.slotTaken('Sérgio Noite', `${day}/${month}/${year} às 15:30`),
    });
    for (const booking of now) expect((await read('bookings', booking.documentId)).booking_state).toBe('cancelled');
  });
});

describe('export of a selection', () => {
  it('is the CSV of just the chosen rows (ids), the filter still applied', async () => {
    const leads = [await newLead('Karina Exporta'), await newLead('Lucas Exporta'), await newLead('Marta Não Vai')];
    const res = await api()
      .get('/api/inbox-export/leads')
      .query({ ids: `${leads[0].documentId},${leads[1].documentId}` })
      .set(bearer(admin))
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    const lines = (res.body as string).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(2);
    expect(res.body).toContain(leads[0].email);
    expect(res.body).toContain(leads[1].email);
    expect(res.body).not.toContain(leads[2].email);
    const bad = await api().get('/api/inbox-export/leads').query({ ids: 'a,,b' }).set(bearer(admin));
    expect({ status: bad.status, error: bad.body.error?.message }).toEqual({
      status: 400,
      error: `Escolha de 1 a ${BULK_MAX} registros de uma vez.`,
    });
  });
});
