import {
  ANY_VERSION,
  adminToken,
  api,
  bearer,
  clientIp,
  nthWeekday,
  registeredUserToken,
  unique,
  validLead,
  type ApiEntry,
  type AuditEntry,
} from './helpers/api';

/** What POST /api/personal-data/search answers: the data subject's leads and bookings. */
type Found = { leads: ApiEntry[]; bookings: ApiEntry[] };
import { countRows } from './helpers/db-rows';

const post = (path: string, data: object, jwt?: string) => {
  const req = api().post(path).set('X-Forwarded-For', clientIp());
  if (jwt) req.set(bearer(jwt));
  return req.send({ data });
};
const stored = () => countRows({ leads: 'select count(*) as count from leads', bookings: 'select count(*) as count from bookings' });

let admin: string;
let email: string;
let bookingId: string;
// A number no other suite uses (the shared lead helper's is the same everywhere): the search must find only these rows.
const digits = String(Date.now() % 1e8).padStart(8, '0');
const phone = `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`;

beforeAll(async () => {
  admin = await adminToken();
  email = `${unique('Titular')}@Exemplo.com`;
  // Two leads and a booking (far ahead: no other suite books that slot) of the data subject, with the e-mail in another case and the phone in another format.
  expect(
    (
      await post(
        '/api/leads',
        validLead({ name: 'Helena Titular', email: email.toLowerCase(), phone, message: 'Meu CPF é 123.456.789-00', utm_source: 'google' }),
      )
    ).status,
  ).toBe(201);
  expect(
    (await post('/api/leads', validLead({ name: 'Helena Titular', email: `outra.${email}`.toLowerCase(), phone: `11 9${digits}` }))).status,
  ).toBe(201);
  const booking = await post('/api/bookings', {
    ...validLead({ name: 'Helena Titular', email: email.toUpperCase(), phone }),
    date: nthWeekday(43),
    time: '11:30',
    source_page: 'agendamento',
  });
  expect(booking.status).toBe(201);
  bookingId = booking.body.data.documentId;
});

describe('LGPD data-subject requests (admins only)', () => {
  it('refuses anonymous callers and signed-in non-admins on every route (403) and changes nothing', async () => {
    const user = (await registeredUserToken()).jwt;
    for (const route of ['search', 'export', 'anonymise']) {
      for (const jwt of [undefined, user]) {
        const res = await post(`/api/personal-data/${route}`, { email }, jwt);
        expect({ route, as: jwt ? 'user' : 'anon', status: res.status }).toEqual({ route, as: jwt ? 'user' : 'anon', status: 403 });
      }
    }
    const found = await post('/api/personal-data/search', { email }, admin);
    expect(found.body.data.leads).toHaveLength(1);
  });

  it('asks for an e-mail or a phone, in pt-BR', async () => {
    const res = await post('/api/personal-data/search', { email: ' ', phone: '' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Informe um e-mail ou um telefone.');
  });

  it('finds every lead and booking by e-mail (any case) or phone (digits only)', async () => {
    const byEmail = (await post('/api/personal-data/search', { email: email.toUpperCase() }, admin)).body.data as Found;
    expect(byEmail.leads.map((l) => l.name)).toEqual(['Helena Titular']);
    expect(byEmail.bookings.map((b) => b.documentId)).toEqual([bookingId]);
    expect(byEmail.leads[0]).not.toHaveProperty('idempotency_key');
    const byPhone = (await post('/api/personal-data/search', { phone: `+55 11 9${digits.slice(0, 4)} ${digits.slice(4)}` }, admin)).body
      .data as Found;
    expect(byPhone.leads).toHaveLength(2);
    expect(byPhone.bookings.map((b) => b.documentId)).toEqual([bookingId]);
  });

  it('exports them as one JSON document with every field', async () => {
    const res = await post('/api/personal-data/export', { email }, admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.exported_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(res.body.data.leads[0]).toMatchObject({ email: email.toLowerCase(), phone, message: 'Meu CPF é 123.456.789-00', utm_source: 'google' });
    expect(res.body.data.bookings[0]).toMatchObject({ email: email.toLowerCase(), time: '11:30' });
  });

  it('anonymises them: personal fields replaced, rows, dates, status, slot and origin kept, counts unchanged', async () => {
    const before = await stored();
    const found = (await post('/api/personal-data/search', { phone }, admin)).body.data as Found;
    const res = await post('/api/personal-data/anonymise', { phone }, admin);
    expect(res.body.data).toEqual({ leads: 2, bookings: 1, history: 0 });
    expect(await stored()).toEqual(before);

    const leads = (
      await api()
        .get(`/api/leads?filters[documentId][$in][0]=${found.leads[0].documentId}&filters[documentId][$in][1]=${found.leads[1].documentId}`)
        .set(bearer(admin))
    ).body.data as ApiEntry[];
    const booking = (await api().get(`/api/bookings/${bookingId}`).set(bearer(admin))).body.data;
    const text = JSON.stringify([leads, booking]);
    for (const personal of ['Helena', email.toLowerCase(), digits, 'CPF', 'Construtora Horizonte', 'Mozilla']) expect(text).not.toContain(personal);
    expect(leads).toHaveLength(2);
    for (const lead of leads) {
      expect(lead).toMatchObject({
        name: 'Titular anonimizado',
        phone: '',
        message: null,
        company: null,
        lead_status: 'new',
        source_page: '/contato',
      });
      expect(lead.anonymised_at).toBeTruthy();
    }
    expect(leads.find((l) => l.documentId === found.leads[0].documentId)?.utm_source).toBe('google');
    expect(booking).toMatchObject({
      date: found.bookings[0].date,
      time: '11:30',
      booking_state: 'confirmed',
      createdAt: found.bookings[0].createdAt,
    });

    // Nothing is found any more, and a repeated request changes nothing.
    expect((await post('/api/personal-data/search', { email }, admin)).body.data).toEqual({ leads: [], bookings: [] });
    expect((await post('/api/personal-data/anonymise', { phone }, admin)).body.data).toEqual({ leads: 0, bookings: 0, history: 0 });
  });

  it("erases the person's e-mail and phone from the content's history and the Lixeira too", async () => {
    const person = `${unique('titular.historico')}@exemplo.com`.toLowerCase();
    const section = {
      page_slug: 'contato',
      section_key: unique('contato_pessoal').replace(/-/g, '_'),
      content_type: 'hero',
      content: { title: `Fale com a Rita: ${person} ou (11) 98888-${digits.slice(4)}.` },
    };
    const upsert = (content: object) =>
      api()
        .put('/api/page-contents/upsert')
        .set(bearer(admin))
        .set(ANY_VERSION)
        .send({ data: { ...section, content } });
    expect((await upsert(section.content)).status).toBe(200);
    // The e-mail was taken out of the page, but the history still holds it.
    const cleaned = await upsert({ title: 'Fale com a nossa equipe.' });
    expect(cleaned.status).toBe(200);
    const { documentId } = cleaned.body.data;
    const history = async () => JSON.stringify((await api().get(`/api/revisions/page_content/${documentId}`).set(bearer(admin))).body.data);
    expect(await history()).toContain(person);

    const res = await post('/api/personal-data/anonymise', { email: person }, admin);
    expect(res.body.data).toMatchObject({ leads: 0, bookings: 0, history: 1 });
    const after = await history();
    expect(after).not.toContain(person);
    expect(after).toContain('Fale com a Rita: [dado removido — LGPD]');
  });

  it('logs the export and the anonymisation with counts only, never the e-mail or phone searched', async () => {
    const res = await api()
      .get('/api/audit-entries?filters[subject_type][$eq]=personal_data&sort=id:desc&pagination[pageSize]=10')
      .set(bearer(admin));
    const entries = res.body.data as AuditEntry[];
    expect(entries.find((e) => e.action === 'anonymised')).toMatchObject({ label: 'Leads: 2, agendamentos: 1', actor_name: expect.any(String) });
    expect(entries.find((e) => e.action === 'exported')).toMatchObject({ label: 'Leads: 1, agendamentos: 1' });
    const text = JSON.stringify(entries);
    for (const personal of [email.toLowerCase(), digits, 'Helena']) expect(text).not.toContain(personal);
  });
});
