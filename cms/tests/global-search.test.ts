import { randomBytes } from 'node:crypto';
import { SEARCH_MESSAGES, type SearchAnswer } from '@alicerce/domain';
import { adminToken, api, bearer, clientIp, editorToken, nthWeekday, registeredUserToken, validCase, validLead } from './helpers/api';
import { selectRows } from './helpers/db-rows';

// The dashboard's global search (issue 57, GET /api/search): what each role finds, a lead by its phone however it is
// typed, the refusals, and the phone key's index — on SQLite and PostgreSQL.

// Letters only (no digit, no accent), found nowhere else in the suite's data.
const token = `zq${[...randomBytes(10)].map((byte) => 'bcdfghjkmnpqrstvwxz'[byte % 19]).join('')}`;
// A mobile number of this run: (15) 9NNNN-NNNN.
const local = `9${String(1000_0000 + (randomBytes(4).readUInt32BE() % 8999_9999))}`;
const stored = `(15) ${local.slice(0, 5)}-${local.slice(5)}`;

let admin: string;
let editor: string;
let lead: string;
let booking: string;
let caseId: string;

const search = (query: string, jwt: string | null) => {
  const req = api().get(`/api/search?${query}`).set('X-Forwarded-For', clientIp());
  return jwt ? req.set(bearer(jwt)) : req;
};
const answer = async (query: string, jwt: string) => {
  const res = await search(query, jwt);
  expect(res.status).toBe(200);
  return res.body as SearchAnswer;
};
const groupOf = (body: SearchAnswer, group: string) => body.data.find((entry) => entry.group === group);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

beforeAll(async () => {
  admin = await adminToken();
  editor = (await editorToken()).jwt;
  const sent = await api()
    .post('/api/leads')
    .set('X-Forwarded-For', clientIp())
    .send({ data: validLead({ name: `Lúcia ${token}`, email: `${token}@teste.example`, phone: stored }) });
  expect(sent.status).toBe(201);
  lead = sent.body.data.documentId;
  const booked = await api()
    .post('/api/bookings')
    .set('X-Forwarded-For', clientIp())
    .send({
      data: {
        ...validLead({ name: `Bruno ${token}`, email: `b${token}@teste.example`, phone: `55 15 ${local}` }),
        date: nthWeekday(31),
        time: '15:00',
      },
    });
  expect([booked.status, booked.body.error?.message]).toEqual([201, undefined]);
  booking = booked.body.data.documentId;
  const created = await api()
    .post('/api/cases')
    .set(bearer(admin))
    .send({ data: validCase({ title: `Residencial ${token}`, is_published: false }) });
  caseId = created.body.data.documentId;
});

afterAll(async () => {
  await api().delete(`/api/cases/${caseId}`).set(bearer(admin));
});

describe('the global search', () => {
  it.each([
    ['digits only', `15${local}`],
    ['as stored', stored],
    ['with +55', `+55 15 ${local.slice(0, 5)}-${local.slice(5)}`],
    ['with 55 and no punctuation', `5515${local}`],
    ['without the area code', `${local.slice(0, 5)}-${local.slice(5)}`],
    ['without the area code nor punctuation', local],
  ])('finds an admin the lead by its phone %s', async (_how, typed) => {
    const leads = groupOf(await answer(q(typed), admin), 'leads');
    expect(leads?.label).toBe('Leads');
    expect(leads?.hits.map((hit) => hit.id)).toContain(lead);
    const hit = leads!.hits.find((found) => found.id === lead)!;
    expect(hit).toEqual({
      id: lead,
      title: `Lúcia ${token}`,
      context: expect.stringContaining(stored),
      path: `/admin/dashboard/leads?abrir=${lead}`,
    });
  });

  it('finds the lead and the booking by name or e-mail, and the booking (stored with 55) by its phone typed with +55', async () => {
    const byName = await answer(q(token.toUpperCase()), admin);
    expect(groupOf(byName, 'leads')?.hits.map((hit) => hit.id)).toEqual([lead]);
    expect(groupOf(byName, 'bookings')?.hits.map((hit) => hit.id)).toEqual([booking]);
    expect(groupOf(byName, 'bookings')?.hits[0].path).toBe(`/admin/dashboard/agendamentos?abrir=${booking}`);
    expect(groupOf(await answer(q(`${token}@teste`), admin), 'leads')?.hits.map((hit) => hit.id)).toEqual([lead]);
    expect(groupOf(await answer(q(`+55 (15) ${local}`), admin), 'bookings')?.hits.map((hit) => hit.id)).toEqual([booking]);
  });

  it('finds an editor content, unpublished too, with the path of its editor', async () => {
    const cases = groupOf(await answer(q(token), editor), 'cases');
    expect(cases?.hits).toEqual([
      { id: caseId, title: `Residencial ${token}`, context: 'Incorporadora Exemplo · Não publicado', path: `/admin/dashboard/cases/${caseId}` },
    ]);
  });

  it("finds a page section by its name, as the dashboard's list calls it", async () => {
    const sections = groupOf(await answer(q('topo da pagina'), editor), 'sections');
    expect(sections?.hits).toContainEqual(expect.objectContaining({ title: 'Topo da página — Início', path: '/admin/dashboard/conteudo/home/hero' }));
  });

  it('never gives an editor a lead or a booking, and refuses one who asks for them', async () => {
    for (const typed of [token, `15${local}`, stored]) {
      const body = await answer(q(typed), editor);
      expect(body.data.map((entry) => entry.group)).not.toContain('leads');
      expect(body.data.map((entry) => entry.group)).not.toContain('bookings');
      expect(JSON.stringify(body)).not.toContain(lead);
    }
    for (const types of ['leads', 'bookings', 'cases,leads']) {
      const res = await search(`${q(token)}&types=${types}`, editor);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(SEARCH_MESSAGES.adminOnly);
    }
    // An admin naming the group gets only it.
    expect((await answer(`${q(token)}&types=leads`, admin)).data.map((entry) => entry.group)).toEqual(['leads']);
  });

  it('refuses the public and a signed-in account without a role', async () => {
    expect((await search(q(token), null)).status).toBe(403);
    expect((await search(q(token), (await registeredUserToken()).jwt)).status).toBe(403);
  });

  it('answers a query too short, too long or with an unknown type with a 400 in pt-BR', async () => {
    for (const [query, message] of [
      ['q=a', SEARCH_MESSAGES.tooShort],
      ['q=%20%20a%20', SEARCH_MESSAGES.tooShort],
      ['', SEARCH_MESSAGES.tooShort],
      [q('x'.repeat(101)), SEARCH_MESSAGES.tooLong],
      [`${q(token)}&types=midia`, SEARCH_MESSAGES.unknownGroup],
      [`q[$ne]=x`, SEARCH_MESSAGES.tooShort],
    ]) {
      const res = await search(query, admin);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('stores each phone key and reads it through an index', async () => {
    const [row] = await selectRows(`select phone_search_key from leads where document_id = '${lead}'`);
    expect(row?.phone_search_key).toBe([...`15${local}`].reverse().join(''));
    if (process.env.DATABASE_CLIENT === 'postgres') {
      const [index] = await selectRows(`select indexdef from pg_indexes where indexname = 'leads_phone_search_key_idx'`);
      expect(String(index?.indexdef)).toContain('text_pattern_ops');
    } else {
      const plan = await selectRows(`explain query plan select id from leads where phone_search_key glob '0000*' and anonymised_at is null`);
      expect(plan.map((row) => row.detail).join(' ')).toContain('leads_phone_search_key_idx');
    }
  });
});
